import { formTemplateById, type EntryResponse, type FormValues, type MedicalRecordEntry } from '@konsult/domain';
import type { TestClient } from './client';

/** Time passing in a scene (a clinician typing, a browser waiting out its debounce): not a wait for a condition. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A clinician typing a meeting's note in the web app, reduced to what the API sees: the text grows a word at a time,
 * and the note is saved as the web's autosave engine does (lib/autosave/autosave-engine.ts), with its timings scaled
 * down so that a test takes seconds: a save after `debounceMs`, one at a time; a failed save keeps the text and is
 * tried again after a backoff that doubles up to `retryMaxMs`; a stale version after such failures is the form's own
 * save when the server holds what one of them sent (its answer was lost), else a conflict: the clinician keeps theirs.
 */
export class AutosavingClinician {
  /** Everything typed so far; what the note must hold once the clinician stops and the last save is through. */
  typed = '';
  /** The text the server acknowledged last. */
  acked = '';
  /** Saves the server did not take (5xx while the database was away, a lost connection). */
  readonly failedStatuses: number[] = [];
  /** Stale versions that were not this clinician's own lost save: the web app would ask whose text wins. */
  conflicts = 0;
  private version = 0;
  /** What failed saves sent: one may have reached the database although its answer did not come back. */
  private unconfirmed: string[] = [];
  private others: FormValues = {};
  private field = '';
  private typing = true;
  private done: Promise<void> = Promise.resolve();

  constructor(
    readonly client: TestClient,
    readonly meetingId: string,
    private readonly options = { debounceMs: 300, retryBaseMs: 200, retryMaxMs: 1000, wordEveryMs: 150 },
  ) {}

  get path(): string {
    return `/api/medicalrecord/v2/entry/${this.meetingId}`;
  }

  /** Opens the note (as the form does) and starts typing into its first free-text field, saving as it goes. */
  async start(name: string): Promise<void> {
    await this.refetch();
    this.typed = this.acked;
    const words = this.typeWords(name);
    const saves = this.autosave();
    this.done = Promise.all([words, saves]).then(() => undefined);
  }

  /** Stops typing; resolves once the last save is through (the clinician waits for "Saved"). */
  async stop(): Promise<void> {
    this.typing = false;
    await this.done;
  }

  /** The note's text in the chosen field, as `client` (perhaps on another instance) reads it now. */
  async storedText(client: TestClient = this.client): Promise<string | undefined> {
    const { entry } = (await client.get<EntryResponse>(this.path)).body;
    return entry?.values[this.field] as string | undefined;
  }

  private async typeWords(name: string): Promise<void> {
    for (let n = 1; this.typing; n++) {
      this.typed += `${name} word ${n}. `;
      await pause(this.options.wordEveryMs);
    }
  }

  private async autosave(): Promise<void> {
    let backoff = this.options.retryBaseMs;
    for (;;) {
      if (this.typed === this.acked) {
        if (!this.typing) return;
        await pause(this.options.debounceMs);
        continue;
      }
      if (await this.save()) {
        backoff = this.options.retryBaseMs;
        if (this.typing) await pause(this.options.debounceMs);
      } else {
        await pause(backoff);
        backoff = Math.min(backoff * 2, this.options.retryMaxMs);
      }
    }
  }

  /** One save of what is typed now; true when the server has it. */
  private async save(): Promise<boolean> {
    const sent = this.typed;
    const answer = await this.client
      .request<{ entry: MedicalRecordEntry }>('PUT', this.path, {
        values: { ...this.others, [this.field]: sent },
        version: this.version,
      })
      .catch(() => null);
    if (answer?.status === 200) {
      this.version = answer.body.entry.version;
      this.acked = sent;
      this.unconfirmed = [];
      return true;
    }
    if (answer?.status === 409) {
      // The server moved on: by one of this clinician's failed saves, or else by someone else (then: keep mine).
      await this.refetch().catch(() => undefined);
      if (!this.unconfirmed.includes(this.acked)) this.conflicts += 1;
      this.unconfirmed = [];
      return false;
    }
    this.failedStatuses.push(answer?.status ?? 0);
    this.unconfirmed.push(sent);
    return false;
  }

  private async refetch(): Promise<void> {
    const answer = await this.client.get<EntryResponse>(this.path);
    if (answer.status !== 200) throw new Error(`opening the note answered ${answer.status}`);
    const { entry, templateId } = answer.body;
    const textarea = formTemplateById(templateId)
      .sections.flatMap((s) => s.nodes)
      .find((node) => node.kind === 'textarea');
    if (!textarea) throw new Error(`the note template ${templateId} has no free-text field`);
    this.field = textarea.name;
    this.version = entry?.version ?? 0;
    const { [this.field]: text, ...others } = entry?.values ?? {};
    this.others = others;
    this.acked = typeof text === 'string' ? text : '';
  }
}
