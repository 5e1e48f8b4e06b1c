import {
  formTemplateById,
  type EntryResponse,
  type EvaluationResponse,
  type FormValues,
  type Meeting,
  type MeetingListResponse,
  type MedicalRecordEntry,
} from '@konsult/domain';
import { ApiError } from '../../../packages/web/src/lib/api-error';
import { AutosaveEngine } from '../../../packages/web/src/lib/autosave/autosave-engine';
import type { ServerSnapshot } from '../../../packages/web/src/lib/autosave/autosave-types';
import { fillRequired } from '../../../packages/server/src/test/forms';
import type { Browser } from './browser';

/** Time passing in the clinician's day (reading, thinking, typing): the load's pacing, not a wait for a condition. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** What the note of each meeting a clinician wrote in holds, as they typed it and as the server acknowledged it. */
export type NoteLedger = Map<string, { typed: string; acked: string | null }>;

/** The sentences a clinician types, one per autosave. */
const SENTENCES = [
  'Hosta sedan fem dagar, torr, värre nattetid.',
  'Ingen feber, ingen andnöd, äter och dricker normalt.',
  'Röker inte, inga kända allergier.',
  'Tidigare frisk, inga regelbundna läkemedel.',
  'Bedömning: trolig virusorsakad övre luftvägsinfektion.',
  'Råd om egenvård, vätska och vila.',
  'Åter vid försämring eller feber över tre dagar.',
  'Patienten är införstådd och nöjd med planen.',
];

export type ShiftCounts = {
  consultations: number;
  /** A save refused as stale: the clinician chose "Keep mine" (their own text wins). */
  conflicts: number;
  /** A step that still failed after the browser's retries for 30 s: the consultation was left. */
  abandoned: number;
};

/**
 * One clinician's shift, as the web app drives the API: the meeting list, then meeting after meeting: open it and the
 * record pane beside it, type the note (the web's own autosave engine saves 2 s after each sentence), read the
 * history, message the patient, complete the note and evaluation, and finish with signing. Until `until`: a
 * consultation under way then is saved and left open (the next phase may pick it up).
 */
export class ClinicianShift {
  readonly counts: ShiftCounts = { consultations: 0, conflicts: 0, abandoned: 0 };
  private readonly finished = new Set<string>();

  constructor(
    readonly username: string,
    /** Where its requests go; a phase may point it at another instance. */
    public browser: Browser,
    private readonly notes: NoteLedger,
    private readonly autosaveMs = 2000,
  ) {}

  async run(until: number): Promise<void> {
    while (Date.now() < until) {
      const { meetings } = await this.retrying(() =>
        this.browser.call<MeetingListResponse>('GET', '/api/meetings', '/api/meetings'),
      ).catch(() => ({ meetings: [] }));
      const next = meetings.find((m) => m.status === 'SCHEDULED' && !this.finished.has(m.id));
      if (!next) {
        await pause(2000);
        continue;
      }
      await pause(between(300, 800));
      try {
        await this.consult(next.id, until);
      } catch {
        this.counts.abandoned += 1;
        this.finished.add(next.id);
      }
    }
  }

  private async consult(meetingId: string, until: number): Promise<void> {
    const meetingPath = `/api/meeting/doctor/meeting/${meetingId}`;
    const meeting = await this.retrying(() =>
      this.browser.call<Meeting>('GET', '/api/meeting/doctor/meeting/{id}', meetingPath),
    );
    const patientId = meeting.patientId;
    const engine = new AutosaveEngine<{ templateId: string }>({
      transport: this.noteTransport(meetingId),
      drafts: null,
      onlineEvents: null,
      debounceMs: this.autosaveMs,
    });
    engine.start();
    try {
      // The consultation screen loads the note, the evaluation and the record pane's tabs at once.
      const [evaluation] = await Promise.all([
        this.retrying(() =>
          this.browser.call<EvaluationResponse>(
            'GET',
            '/api/medicalrecord/evaluation/{id}',
            `/api/medicalrecord/evaluation/${meetingId}`,
          ),
        ),
        this.ready(engine),
        this.retrying(() =>
          this.browser.call('GET', '/api/patient/{patientId}/overview', `/api/patient/${patientId}/overview`),
        ),
        this.retrying(() =>
          this.browser.call(
            'GET',
            '/api/prescriptions/medication-list/swe/patient/{patientId}',
            `/api/prescriptions/medication-list/swe/patient/${patientId}`,
          ),
        ),
        this.retrying(() =>
          this.browser.call(
            'GET',
            '/api/meeting/clinician/upcoming-appointments/v2/{patientId}/{meetingId}',
            `/api/meeting/clinician/upcoming-appointments/v2/${patientId}/${meetingId}`,
          ),
        ),
        this.retrying(() =>
          this.browser.call(
            'GET',
            '/api/async-messaging/conversation',
            `/api/async-messaging/conversation?meetingId=${meetingId}&include=unreads`,
          ),
        ),
      ]);

      // The note, a sentence at a time; each is saved by the engine 2 s after it was typed.
      for (const sentence of SENTENCES) {
        if (Date.now() >= until) return;
        const text = `${(engine.getState().values.history as string | undefined) ?? ''}${sentence} `;
        this.type(engine, meetingId, { history: text });
        await pause(this.autosaveMs + between(200, 500));
        this.keepMineOnConflict(engine);
      }

      await pause(between(300, 800));
      await this.retrying(() =>
        this.browser.call(
          'GET',
          '/api/medicalrecord/v4/entries/{patientId}',
          `/api/medicalrecord/v4/entries/${patientId}`,
        ),
      );
      await pause(between(500, 1500));
      await this.retrying(() =>
        this.browser.call('POST', '/api/meeting/{id}/patient-message', `/api/meeting/${meetingId}/patient-message`, {
          message_subject: 'Efter dagens samtal',
          message: 'Hej! Här kommer en sammanfattning av det vi pratade om. Hör av dig om det inte blir bättre.',
        }),
      );
      if (Date.now() >= until) return;

      // Finishing: the required fields filled in, everything saved, the evaluation too, then sign and finish.
      const state = engine.getState();
      const template = formTemplateById(state.meta!.templateId);
      this.type(engine, meetingId, fillRequired(template, state.values as FormValues));
      await this.flushed(engine);
      if (evaluation.templateId) {
        const values = fillRequired(formTemplateById(evaluation.templateId), evaluation.evaluation?.values ?? {});
        await this.retrying(() =>
          this.browser.call('PUT', '/api/medicalrecord/evaluation/{id}', `/api/medicalrecord/evaluation/${meetingId}`, {
            values,
            version: evaluation.evaluation?.version ?? 0,
          }),
        );
      }
      await this.retrying(() =>
        this.browser.call('POST', '/api/meeting/doctor/meeting/{id}/finish', `${meetingPath}/finish`, {
          status: 'COMPLETED',
          sign: true,
        }),
      );
      this.finished.add(meetingId);
      this.counts.consultations += 1;
    } finally {
      // Leaving the screen: whatever is unsaved goes now, and is tried until it is through.
      await this.flushed(engine).catch(() => undefined);
      engine.stop();
    }
  }

  /** Typing: the form's values change at once; the ledger remembers the text the clinician sees. */
  private type(engine: AutosaveEngine<{ templateId: string }>, meetingId: string, values: FormValues): void {
    for (const [name, value] of Object.entries(values)) {
      if (engine.getState().values[name] !== value) engine.edit(name, value!);
    }
    const note = this.notes.get(meetingId) ?? { typed: '', acked: null };
    note.typed = (engine.getState().values.history as string | undefined) ?? '';
    this.notes.set(meetingId, note);
  }

  /** The web's note transport: GET and PUT /api/medicalrecord/v2/entry/{meetingId}. */
  private noteTransport(meetingId: string) {
    const path = `/api/medicalrecord/v2/entry/${meetingId}`;
    const snapshot = (
      entry: MedicalRecordEntry | null,
      templateId: string,
    ): ServerSnapshot<{ templateId: string }> => ({
      values: entry?.values ?? {},
      version: entry?.version ?? 0,
      readOnly: Boolean(entry?.signedAt || entry?.strickenAt),
      meta: { templateId },
    });
    let templateId = '';
    return {
      fetch: async () => {
        const answer = await this.browser.call<EntryResponse>('GET', '/api/medicalrecord/v2/entry/{id}', path);
        templateId = answer.templateId;
        return snapshot(answer.entry, templateId);
      },
      save: async (values: FormValues, version: number) => {
        const { entry } = await this.browser.call<{ entry: MedicalRecordEntry }>(
          'PUT',
          '/api/medicalrecord/v2/entry/{id}',
          path,
          { values, version },
        );
        const note = this.notes.get(meetingId) ?? { typed: '', acked: null };
        note.acked = (entry.values.history as string | undefined) ?? '';
        this.notes.set(meetingId, note);
        return snapshot(entry, templateId);
      },
    };
  }

  /** The form is ready once the note loaded; a failed load is tried again, as the Try again button does. */
  private async ready(engine: AutosaveEngine<{ templateId: string }>): Promise<void> {
    const started = Date.now();
    for (;;) {
      const state = engine.getState();
      if (state.phase === 'ready' && !state.fetching) return;
      if (Date.now() - started > 30_000) throw new Error('the note did not load');
      if (state.fetchError) engine.retry();
      await pause(state.fetchError ? 1000 : 20);
    }
  }

  /** Saves everything now and waits until the server has it (the engine itself retries failed saves). */
  private async flushed(engine: AutosaveEngine<{ templateId: string }>): Promise<void> {
    const started = Date.now();
    while (!(await engine.flush())) {
      this.keepMineOnConflict(engine);
      if (Date.now() - started > 60_000) throw new Error('the note could not be saved');
      await pause(1000);
    }
  }

  /** A stale save stops autosaving until the clinician chooses: they keep their own text. */
  private keepMineOnConflict(engine: AutosaveEngine<{ templateId: string }>): void {
    if (!engine.getState().conflict) return;
    this.counts.conflicts += 1;
    engine.resolveConflict('mine');
  }

  /**
   * A request the web app would try again when the network or the server failed (TanStack Query's retries, the Try
   * again button): for up to 30 s. A refusal (4xx) is not tried again.
   */
  private async retrying<T>(request: () => Promise<T>): Promise<T> {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await request();
      } catch (error) {
        const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!retryable || Date.now() - started > 30_000) throw error;
        await pause(Math.min(1000 * 2 ** attempt, 4000));
      }
    }
  }
}
