import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivitiesResponse,
  CarePlanNote,
  CarePlanNotesResponse,
  CarePlanResponse,
  CarePlansResponse,
  ConversationMessage,
  DiaryActivity,
  ErrorBody,
  PatientProgramme,
  PatientProgrammesResponse,
  ProgrammeLinkInfo,
  ProgrammeLinkResponse,
  ProgrammeOffersResponse,
  SituationAnalysis,
  SituationsResponse,
  TakenActionsResponse,
  TreatmentProgramme,
} from '@konsult/domain';
import { DEMO_CARE_PLAN_IDS } from '../demo/demo-treatment-programmes';
import { DEMO_IDS, demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { programmeLinks } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { Answer, TestClient } from '../test/client';
import { patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';

/**
 * Fredrik (se.psychologist) starts ICBT_ANXIETY for Karin in today's meeting. Karin, on the meeting's link page, works
 * through module 1 and writes in her activity diary and a situation analysis; Fredrik sees it, unlocks module 2,
 * pauses the conversation (Karin can no longer write), keeps a note, and ends the programme. Daniel (gb.psychologist)
 * has no meeting with Karin and reaches none of it (404, audited); Anna (se.doctor) runs no programmes (403).
 * The programme has a conversation and a link of its own (migration 0052): Karin works and writes on the programme's
 * link after the meeting's has served; pausing the programme closes its conversation, not the meeting's messages.
 * The demo's halfway programmes (Sara's, Chloe's) are where the seed puts them, with their own conversations.
 */

const t = useTestApp();
const fredrik = t.signedIn('se.psychologist');
const daniel = t.signedIn('gb.psychologist');
const anna = t.signedIn('se.doctor');
const karinsLink = t.browser();
const karinsProgrammeLink = t.browser();

const meetingId = demoMeetingId('se.psychologist', 'today-current');
const karin = DEMO_IDS.patients.seKarin;
const sara = demoPatientId(0x107);
const chloe = demoPatientId(0x208);
const missingId = '00000000-0000-4000-8000-00000000dead';
const BASE = '/api/treatment-programme';
const DAY = 24 * 60 * 60_000;

const carePlanId = randomUUID();
let token: string;
let programmeToken: string;
let carePlan: TreatmentProgramme;

const offers = (client: TestClient, userId = karin, meeting = meetingId) =>
  client.get<ProgrammeOffersResponse>(`${BASE}/Programme/?userId=${userId}&meetingId=${meeting}`);
const start = (client: TestClient, body: Record<string, unknown>) =>
  client.post<CarePlanResponse>(`${BASE}/CarePlan`, {
    requestId: carePlanId,
    userId: karin,
    meetingId,
    treatmentProgrammeIdentifier: 'ICBT_ANXIETY',
    ...body,
  });
const search = (client: TestClient, body: Record<string, unknown>) =>
  client.post<CarePlansResponse>(`${BASE}/CarePlan/_search`, body);
const patch = (client: TestClient, path: string, body: unknown) =>
  client.request<CarePlanResponse>('PATCH', `${BASE}/${path}`, body);
const patientProgrammes = async () =>
  (await karinsLink.get<PatientProgrammesResponse>(`/api/join/${token}/treatment-programmes?language=sv`)).body
    .programmes;
const karinsProgramme = async () => (await patientProgrammes()).find((p) => p.id === carePlanId)!;
const complete = (programme: PatientProgramme, moduleId: string, stepId: string, answers?: number[]) =>
  karinsLink.post<PatientProgramme>(
    `/api/join/${token}/treatment-programmes/${programme.id}/modules/${moduleId}/steps/${stepId}`,
    answers ? { answers } : {},
  );
const exerciseOf = (type: string) => carePlan.exercises.find((e) => e.type === type)!.exerciseId;
const issueLink = (client: TestClient, id = carePlanId) =>
  client.post<ProgrammeLinkResponse>(`${BASE}/CarePlan/${id}/link`);
const onProgrammeLink = (path = '', tokenUsed = programmeToken) => `/api/programme/${tokenUsed}${path}`;
const diaryEntry = (title: string, activityTime = Date.now() - DAY) => ({
  activityTime,
  title,
  rating: 6,
  type: 'social',
});
const errorKey = (answer: { body: unknown }) => (answer.body as ErrorBody).error.key;
/** The audit rows one request wrote, in the order it wrote them. */
const rowsInOrder = async (answer: Answer, outcome?: 'success' | 'denied') =>
  (await auditRowsOf(t, answer, outcome)).sort((a, b) => a.id - b.id);
/** The row a use of the meeting's link leaves: against Karin and the meeting, by the patient's link. */
const onMeetingLink = (action: string, outcome: 'success' | 'denied') =>
  expect.objectContaining({
    action,
    outcome,
    patientId: karin,
    resourceType: 'meeting',
    resourceId: meetingId,
    subject: 'patient link',
    actorClinicianId: null,
  });

beforeAll(async () => {
  token = await patientLinkToken(fredrik, meetingId);
});

describe('starting a programme', () => {
  it('offers the programmes in the clinician language, none active yet; the read is audited', async () => {
    const answer = await offers(fredrik);
    expect(answer.status).toBe(200);
    const identifiers = answer.body.treatmentProgrammes.map((p) => p.identifier);
    expect(identifiers).toEqual(expect.arrayContaining(['ICBT_ANXIETY', 'ICBT_DEPRESSION', 'ICBT_INSOMNIA']));
    const anxiety = answer.body.treatmentProgrammes.find((p) => p.identifier === 'ICBT_ANXIETY')!;
    expect(anxiety).toMatchObject({ alreadyActive: false });
    expect(anxiety.moduleCount).toBeGreaterThanOrEqual(6);
    expect(anxiety.title).not.toBe('');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'treatment_programme.offers', outcome: 'success', patientId: karin }),
    ]);
  });

  it('answers 404 for a patient the meeting is not with, and to a clinician without a care relationship', async () => {
    const notTheMeetings = await offers(fredrik, sara);
    expect(notTheMeetings.status).toBe(404);
    expect(await auditRowsOf(t, notTheMeetings)).toEqual([
      expect.objectContaining({ action: 'treatment_programme.offers', outcome: 'denied' }),
    ]);
    await expectDeniedAsMissing(t, await offers(daniel), await offers(daniel, karin, missingId), {
      action: 'treatment_programme.offers',
      patientId: karin,
    });
  });

  it('refuses a doctor (403 forbidden), audited as denied', async () => {
    const annasMeeting = demoMeetingId('se.doctor', 'today-current');
    const annasPatient = DEMO_IDS.patients.longHistory;
    const answer = await offers(anna, annasPatient, annasMeeting);
    expect(answer.status).toBe(403);
    expect(errorKey(answer)).toBe('forbidden');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'treatment_programme.offers', outcome: 'denied', patientId: annasPatient }),
    ]);
    const started = await anna.post(`${BASE}/CarePlan`, {
      requestId: randomUUID(),
      userId: annasPatient,
      meetingId: annasMeeting,
      treatmentProgrammeIdentifier: 'ICBT_ANXIETY',
    });
    expect(started.status).toBe(403);
  });

  it('starts ICBT_ANXIETY (201): module 1 unlocked, the rest locked, its exercises, a conversation of its own', async () => {
    const answer = await start(fredrik, {});
    expect(answer.status).toBe(201);
    carePlan = answer.body.carePlan;
    expect(carePlan).toMatchObject({
      id: carePlanId,
      userId: karin,
      patientId: karin,
      clinicianId: DEMO_IDS.clinicians.sePsychologist,
      state: 'active',
      treatmentProgrammeIdentifier: 'ICBT_ANXIETY',
      encounter: meetingId,
      ended: null,
      latestPatientActivity: null,
      progressIndicator: 'none',
      unreadMessageCount: 0,
      conversation: { id: carePlan.conversationId, state: 'active' },
    });
    expect(carePlan.modules[0]).toMatchObject({ state: 'unlocked', currentStep: 1 });
    expect(carePlan.modules[0]!.started).not.toBeNull();
    expect(carePlan.modules.slice(1).every((m) => m.state === 'disabled' && m.started === null)).toBe(true);
    expect(carePlan.exercises.map((e) => e.type).sort()).toEqual(['activity-diary', 'situation-analysis']);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'care_plan.start', outcome: 'success', resourceId: carePlanId }),
    ]);
    // The programme's conversation is its own: a message sent from the meeting goes to the meeting's.
    const sent = await fredrik.post<{ conversationId: string }>(`/api/meeting/${meetingId}/patient-message`, {
      message_subject: 'Välkommen',
      message: 'Välkommen till programmet! Börja med modul 1 när du har tid.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.conversationId).not.toBe(carePlan.conversationId);
    const own = await fredrik.get<{ messages: ConversationMessage[] }>(
      `/api/async-messaging/conversation/${carePlan.conversationId}/message`,
    );
    expect(own.status).toBe(200);
    expect(own.body.messages).toEqual([]);
  });

  it('answers a repeat with the same care plan, and refuses a second start (409) and an unknown programme (422)', async () => {
    const again = await start(fredrik, {});
    expect(again.status).toBe(201);
    expect(again.body.carePlan.id).toBe(carePlanId);
    const second = await start(fredrik, { requestId: randomUUID() });
    expect(second.status).toBe(409);
    expect(errorKey(second)).toBe('treatment_programme_already_active');
    const unknown = await start(fredrik, { requestId: randomUUID(), treatmentProgrammeIdentifier: 'ICBT_NOTHING' });
    expect(unknown.status).toBe(422);
    expect(errorKey(unknown)).toBe('unknown_treatment_programme');
    expect((await offers(fredrik)).body.treatmentProgrammes.find((p) => p.identifier === 'ICBT_ANXIETY')).toMatchObject(
      { alreadyActive: true },
    );
  });

  it("finds the patient's programmes, by state", async () => {
    const found = await search(fredrik, { userId: karin });
    expect(found.status).toBe(200);
    expect(found.body.carePlans.map((p) => p.id)).toEqual([carePlanId]);
    expect((await search(fredrik, { userId: karin, states: ['ended'] })).body.carePlans).toEqual([]);
    await expectDeniedAsMissing(
      t,
      await search(daniel, { userId: karin }),
      await search(daniel, { userId: missingId }),
      {
        action: 'care_plan.search',
        patientId: karin,
      },
    );
    expect((await search(anna, { userId: DEMO_IDS.patients.longHistory })).status).toBe(403);
  });
});

describe("the patient's side", () => {
  it('shows module 1 with its steps, the locked modules without', async () => {
    const programme = await karinsProgramme();
    expect(programme).toMatchObject({ state: 'active', mayWrite: true });
    expect(programme.modules[0]!.state).toBe('unlocked');
    expect(programme.modules[0]!.steps.length).toBeGreaterThan(0);
    expect(programme.modules[0]!.steps.every((s) => !s.done)).toBe(true);
    expect(programme.modules.slice(1).every((m) => m.steps.length === 0)).toBe(true);
  });

  it('refuses a step of a locked module (409), audited as denied and never as a success', async () => {
    const programme = await karinsProgramme();
    const locked = carePlan.modules[1]!;
    const answer = await complete(programme, locked.id, 'any');
    expect(answer.status).toBe(409);
    expect(errorKey(answer)).toBe('treatment_programme_invalid_state');
    // The meeting's link writes its row once the write is decided, as the programme's link does.
    expect(await auditRowsOf(t, answer)).toEqual([onMeetingLink('treatment_programme.patient_step', 'denied')]);
  });

  it('completes module 1 step by step: started at the first, completed at the last, module 2 ready to unlock', async () => {
    let programme = await karinsProgramme();
    const module = programme.modules[0]!;
    for (const [i, step] of module.steps.entries()) {
      const answers = step.kind === 'questionnaire' ? step.questions.map(() => 1) : undefined;
      if (step.kind === 'questionnaire') {
        const unanswered = await complete(programme, module.id, step.id);
        expect(unanswered.status).toBe(422);
        expect(await auditRowsOf(t, unanswered)).toEqual([onMeetingLink('treatment_programme.patient_step', 'denied')]);
      }
      const answer = await complete(programme, module.id, step.id, answers);
      expect(answer.status, step.id).toBe(200);
      if (i === 0)
        expect(await rowsInOrder(answer)).toEqual([
          expect.objectContaining({ action: 'care_plan.step_complete', outcome: 'success', resourceId: carePlanId }),
          onMeetingLink('treatment_programme.patient_step', 'success'),
        ]);
      programme = answer.body;
      const state = programme.modules[0]!.state;
      expect(state).toBe(i === module.steps.length - 1 ? 'completed' : 'active');
    }
    expect(programme.modules[0]!.steps.every((s) => s.done)).toBe(true);
    expect(programme.modules[1]!.state).toBe('enabled');
    const seen = (await search(fredrik, { userId: karin })).body.carePlans[0]!;
    expect(seen.progressIndicator).toBe('next_module_is_unlockable');
    expect(seen.modules[0]!.state).toBe('completed');
    expect(seen.latestPatientActivity).not.toBeNull();
  });

  it('writes an activity in the diary, which Fredrik reads newest first', async () => {
    const diary = exerciseOf('activity-diary');
    const now = Date.now();
    const earlier = await karinsLink.post<DiaryActivity>(
      `/api/join/${token}/treatment-exercise/activity-diary/${diary}/activities`,
      {
        activityTime: now - 2 * DAY,
        title: 'Promenad med hunden',
        rating: 6,
        type: 'exercise',
      },
    );
    expect(earlier.status).toBe(201);
    expect(await rowsInOrder(earlier)).toEqual([
      expect.objectContaining({ action: 'treatment_exercise.activity_add', outcome: 'success', patientId: karin }),
      onMeetingLink('treatment_exercise.patient_activity', 'success'),
    ]);
    const later = await karinsLink.post<DiaryActivity>(
      `/api/join/${token}/treatment-exercise/activity-diary/${diary}/activities`,
      {
        activityTime: now - DAY,
        title: 'Fika med en kollega',
        rating: 7,
        type: 'social',
      },
    );
    expect(later.status).toBe(201);
    const read = await fredrik.get<ActivitiesResponse>(
      `/api/treatment-exercise/activity-diary/${diary}/activities?fromTimestamp=${now - 7 * DAY}&toTimestamp=${now}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.activities.map((a) => a.title)).toEqual(['Fika med en kollega', 'Promenad med hunden']);
    expect(await auditRowsOf(t, read)).toEqual([
      expect.objectContaining({ action: 'treatment_exercise.activities_read', outcome: 'success', patientId: karin }),
    ]);
    const outside = await fredrik.get<ActivitiesResponse>(
      `/api/treatment-exercise/activity-diary/${diary}/activities?fromTimestamp=${now - 30 * DAY}&toTimestamp=${now - 10 * DAY}`,
    );
    expect(outside.body.activities).toEqual([]);
  });

  it('writes a situation analysis, which Fredrik reads', async () => {
    const exercise = exerciseOf('situation-analysis');
    const written = await karinsLink.post<SituationAnalysis>(
      `/api/join/${token}/treatment-exercise/situation-analysis/${exercise}/situations`,
      {
        time: Date.now() - DAY,
        rating: 6,
        description: 'Skulle ringa vårdcentralen.',
        thoughts: 'De tycker att jag är besvärlig.',
        sensations: 'Hjärtklappning.',
        behaviour: 'Sköt upp samtalet.',
        shortTermConsequences: 'Lättnad.',
        longTermConsequences: 'Oron växte.',
      },
    );
    expect(written.status).toBe(201);
    const read = await fredrik.get<SituationsResponse>(
      `/api/treatment-exercise/situation-analysis/${exercise}/situations`,
    );
    expect(read.status).toBe(200);
    expect(read.body.situations).toEqual([
      expect.objectContaining({ id: written.body.id, thoughts: 'De tycker att jag är besvärlig.' }),
    ]);
  });

  it("cannot write in another patient's exercise (404)", async () => {
    const saras = (await search(fredrik, { userId: sara })).body.carePlans[0]!;
    const diary = saras.exercises.find((e) => e.type === 'activity-diary')!.exerciseId;
    const answer = await karinsLink.post(`/api/join/${token}/treatment-exercise/activity-diary/${diary}/activities`, {
      activityTime: Date.now(),
      title: 'Inte min',
      rating: 5,
      type: 'social',
    });
    expect(answer.status).toBe(404);
  });

  it('refuses an activity dated more than a week before the programme or more than a day ahead (422)', async () => {
    const diary = carePlan.exercises.find((e) => e.type === 'activity-diary')!.exerciseId;
    const post = (activityTime: number) =>
      karinsLink.post(`/api/join/${token}/treatment-exercise/activity-diary/${diary}/activities`, {
        activityTime,
        title: 'Utanför dagboken',
        rating: 5,
        type: 'other',
      });
    for (const activityTime of [carePlan.created - 8 * DAY, Date.now() + 2 * DAY]) {
      const refused = await post(activityTime);
      expect(refused.status).toBe(422);
      expect(refused.text).toContain('body.activityTime');
    }
    expect((await post(carePlan.created - 2 * DAY)).status).toBe(201);
  });
});

describe("the programme's own link", () => {
  it('is issued (201) for 180 days, audited; Daniel reaches none (404, audited)', async () => {
    const before = Date.now();
    const issued = await issueLink(fredrik);
    expect(issued.status).toBe(201);
    expect(issued.body.path).toMatch(/^\/programme\/[A-Za-z0-9_-]{43}$/);
    expect(issued.body.expiresAt).toBeGreaterThanOrEqual(before + 180 * DAY);
    expect(issued.body.expiresAt).toBeLessThanOrEqual(Date.now() + 180 * DAY);
    expect(await auditRowsOf(t, issued)).toEqual([
      expect.objectContaining({
        action: 'care_plan.link',
        outcome: 'success',
        patientId: karin,
        resourceId: carePlanId,
      }),
    ]);
    programmeToken = issued.body.path.replace('/programme/', '');
    await expectDeniedAsMissing(t, await issueLink(daniel), await issueLink(daniel, missingId), {
      action: 'care_plan.link',
      patientId: karin,
    });
  });

  it('opens the programme, and only it, in the language of its market; its conversation is on this link', async () => {
    const info = await karinsProgrammeLink.get<ProgrammeLinkInfo>(onProgrammeLink());
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ clinicianName: 'Fredrik Holm', locale: 'sv', state: 'active', ended: null });
    const listed = await karinsProgrammeLink.get<PatientProgrammesResponse>(
      onProgrammeLink('/treatment-programmes?language=sv'),
    );
    expect(listed.body.programmes.map((p) => p.id)).toEqual([carePlanId]);
    expect(listed.body.programmes[0]).toMatchObject({ onThisLink: true, mayWrite: true, created: carePlan.created });
    // On the meeting's link the programme shows, but its messages are the meeting's.
    expect((await karinsProgramme()).onThisLink).toBe(false);
  });

  it("takes the patient's message into the programme's conversation (not the meeting's) and a diary entry", async () => {
    const sent = await karinsProgrammeLink.post<ConversationMessage>(onProgrammeLink('/messages'), {
      message: 'Hej! Jag har börjat med dagboken.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.conversationId).toBe(carePlan.conversationId);
    const read = await karinsProgrammeLink.get<{ messages: ConversationMessage[] }>(onProgrammeLink('/messages'));
    expect(read.body.messages.map((m) => m.message)).toEqual(['Hej! Jag har börjat med dagboken.']);
    const seen = await fredrik.get<{ messages: ConversationMessage[] }>(
      `/api/async-messaging/conversation/${carePlan.conversationId}/message`,
    );
    expect(seen.body.messages.map((m) => m.message)).toEqual(['Hej! Jag har börjat med dagboken.']);
    const meetings = await karinsLink.get<{ messages: ConversationMessage[] }>(`/api/join/${token}/messages`);
    expect(meetings.body.messages.map((m) => m.message)).not.toContain('Hej! Jag har börjat med dagboken.');
    const diary = await karinsProgrammeLink.post<DiaryActivity>(
      onProgrammeLink(`/treatment-exercise/activity-diary/${exerciseOf('activity-diary')}/activities`),
      diaryEntry('Kvällspromenad via länken'),
    );
    expect(diary.status).toBe(201);
  });

  it('answers 404 link_invalid to a made-up token, audited as denied', async () => {
    const answer = await karinsProgrammeLink.get(onProgrammeLink('', 'made-up-token'));
    expect(answer.status).toBe(404);
    expect(errorKey(answer)).toBe('link_invalid');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'programme_link.open', outcome: 'denied', patientId: null }),
    ]);
    expect(
      (await karinsProgrammeLink.post(onProgrammeLink('/messages', 'made-up-token'), { message: 'x' })).status,
    ).toBe(404);
  });

  it('stops working once a new one is issued, and once expired', async () => {
    const first = programmeToken;
    const second = (await issueLink(fredrik)).body.path.replace('/programme/', '');
    expect((await karinsProgrammeLink.get(onProgrammeLink('', first))).status).toBe(404);
    expect((await karinsProgrammeLink.get(onProgrammeLink('', second))).status).toBe(200);
    await t.database.db
      .update(programmeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(programmeLinks.carePlanId, carePlanId));
    expect((await karinsProgrammeLink.get(onProgrammeLink('', second))).status).toBe(404);
    programmeToken = (await issueLink(fredrik)).body.path.replace('/programme/', '');
    expect((await karinsProgrammeLink.get(onProgrammeLink())).status).toBe(200);
  });

  it("answers 404 to another patient's or another programme's care plan, module, step or exercise, audited denied", async () => {
    const saras = (await search(fredrik, { userId: sara })).body.carePlans[0]!;
    const sarasDiary = saras.exercises.find((e) => e.type === 'activity-diary')!.exerciseId;
    const deniedRows = async (answer: Awaited<ReturnType<typeof karinsLink.post>>) => {
      expect(answer.status).toBe(404);
      return rowsInOrder(answer, 'denied');
    };
    const sarasStep = await karinsLink.post(
      `/api/join/${token}/treatment-programmes/${saras.id}/modules/${saras.modules[2]!.id}/steps/any`,
      {},
    );
    // The meeting's link's own row says the write was refused too (against Karin and the meeting).
    expect(await deniedRows(sarasStep)).toEqual([
      expect.objectContaining({
        action: 'care_plan.step_complete',
        patientId: sara,
        resourceId: saras.id,
        subject: 'patient link',
        actorClinicianId: null,
      }),
      onMeetingLink('treatment_programme.patient_step', 'denied'),
    ]);
    expect(await auditRowsOf(t, sarasStep, 'success')).toEqual([]);
    const sarasActivity = await karinsProgrammeLink.post(
      onProgrammeLink(`/treatment-exercise/activity-diary/${sarasDiary}/activities`),
      diaryEntry('Inte min'),
    );
    // On the programme's link, its own row says the write was refused too (against Karin, the link's patient).
    const sarasActivityRows = await deniedRows(sarasActivity);
    expect(sarasActivityRows).toHaveLength(2);
    expect(sarasActivityRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'treatment_exercise.activity_add', patientId: sara, resourceId: sarasDiary }),
        expect.objectContaining({
          action: 'treatment_exercise.patient_activity',
          patientId: karin,
          resourceId: carePlanId,
        }),
      ]),
    );
    expect(await auditRowsOf(t, sarasActivity, 'success')).toEqual([]);
    // Her own programme, with a module of another's.
    const foreignModule = await karinsProgrammeLink.post(
      onProgrammeLink(`/treatment-programmes/${carePlanId}/modules/${saras.modules[0]!.id}/steps/any`),
      {},
    );
    const foreignModuleRows = await deniedRows(foreignModule);
    expect(foreignModuleRows).toHaveLength(2);
    expect(foreignModuleRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'care_plan.step_complete', patientId: karin, resourceId: carePlanId }),
        expect.objectContaining({
          action: 'treatment_programme.patient_step',
          patientId: karin,
          resourceId: carePlanId,
        }),
      ]),
    );
    const missingSituation = await karinsLink.post(
      `/api/join/${token}/treatment-exercise/situation-analysis/${missingId}/situations`,
      {
        time: Date.now(),
        rating: 3,
        description: 'x',
        thoughts: '',
        sensations: '',
        behaviour: '',
        shortTermConsequences: '',
        longTermConsequences: '',
      },
    );
    expect(await deniedRows(missingSituation)).toEqual([
      expect.objectContaining({ action: 'treatment_exercise.situation_add', patientId: null, resourceId: missingId }),
      onMeetingLink('treatment_exercise.patient_situation', 'denied'),
    ]);
  });
});

describe("the clinician's changes", () => {
  it('unlocks module 2 once, a double click answering both; Daniel reaches no module (404, audited)', async () => {
    const moduleId = carePlan.modules[1]!.id;
    await expectDeniedAsMissing(
      t,
      await patch(daniel, `Module/${moduleId}`, { state: 'unlocked' }),
      await patch(daniel, `Module/${missingId}`, { state: 'unlocked' }),
      { action: 'care_plan_module.unlock', patientId: karin },
    );
    const [unlocked, twin] = await Promise.all([
      patch(fredrik, `Module/${moduleId}`, { state: 'unlocked' }),
      patch(fredrik, `Module/${moduleId}`, { state: 'unlocked' }),
    ]);
    expect([unlocked.status, twin.status]).toEqual([200, 200]);
    expect(unlocked.body.carePlan.modules[1]).toMatchObject({ state: 'unlocked', currentStep: 1 });
    expect(twin.body.carePlan.modules[1]).toEqual(unlocked.body.carePlan.modules[1]);
    expect(unlocked.body.carePlan.modules[1]!.started).not.toBeNull();
    expect(unlocked.body.carePlan.progressIndicator).toBe('none');
    for (const answer of [unlocked, twin]) {
      expect(await auditRowsOf(t, answer)).toEqual([
        expect.objectContaining({ action: 'care_plan_module.unlock', outcome: 'success', resourceId: carePlanId }),
      ]);
    }
    const locked = await patch(fredrik, `Module/${carePlan.modules[3]!.id}`, { state: 'unlocked' });
    expect(locked.status).toBe(409);
    expect(errorKey(locked)).toBe('treatment_programme_invalid_state');
    expect((await karinsProgramme()).modules[1]!.steps.length).toBeGreaterThan(0);
  });

  it("pauses the programme's conversation: Karin cannot write in it, the meeting's messages stay open", async () => {
    const paused = await patch(fredrik, `CarePlan/${carePlanId}/conversation`, { state: 'paused' });
    expect(paused.status).toBe(200);
    expect(paused.body.carePlan.conversation.state).toBe('paused');
    expect((await karinsProgramme()).mayWrite).toBe(false);
    const refused = await karinsProgrammeLink.post(onProgrammeLink('/messages'), {
      message: 'Hej, en fråga om modul 2.',
    });
    expect(refused.status).toBe(409);
    expect(errorKey(refused)).toBe('treatment_programme_conversation_closed');
    // The meeting's conversation is not the programme's: its messages are not paused.
    const toTheMeeting = await karinsLink.post<ConversationMessage>(`/api/join/${token}/messages`, {
      message: 'Kan vi flytta nästa samtal?',
    });
    expect(toTheMeeting.status).toBe(201);
    expect(toTheMeeting.body.conversationId).not.toBe(carePlan.conversationId);
    const reopened = await patch(fredrik, `CarePlan/${carePlanId}/conversation`, { state: 'active' });
    expect(reopened.body.carePlan.conversation.state).toBe('active');
    const sent = await karinsProgrammeLink.post<ConversationMessage>(onProgrammeLink('/messages'), {
      message: 'Hej, en fråga om modul 2.',
    });
    expect(sent.status).toBe(201);
    // Her two messages in the programme's conversation, none of the meeting's.
    expect((await search(fredrik, { userId: karin })).body.carePlans[0]!.unreadMessageCount).toBe(2);
  });

  it('keeps one note per programme: written, replaced, listed and removed', async () => {
    const first = await fredrik.post<CarePlanNote>(`${BASE}/CarePlan/${carePlanId}/note`, { note: 'Motiverad.' });
    expect(first.status).toBe(200);
    const second = await fredrik.post<CarePlanNote>(`${BASE}/CarePlan/${carePlanId}/note`, {
      note: 'Motiverad, följ upp sömnen.',
    });
    expect(second.body).toMatchObject({
      carePlanId,
      note: 'Motiverad, följ upp sömnen.',
      clinicianName: 'Fredrik Holm',
    });
    const notes = await fredrik.get<CarePlanNotesResponse>(`${BASE}/clinicians/notes?userId=${karin}`);
    expect(notes.body.notes.filter((n) => n.carePlanId === carePlanId)).toHaveLength(1);
    expect(await auditRowsOf(t, notes)).toEqual([
      expect.objectContaining({ action: 'care_plan_note.read', outcome: 'success', patientId: karin }),
    ]);
    await expectDeniedAsMissing(
      t,
      await daniel.post(`${BASE}/CarePlan/${carePlanId}/note`, { note: 'x' }),
      await daniel.post(`${BASE}/CarePlan/${missingId}/note`, { note: 'x' }),
      { action: 'care_plan_note.save', patientId: karin },
    );
    expect((await fredrik.request('DELETE', `${BASE}/CarePlan/${carePlanId}/note`)).status).toBe(204);
    expect((await fredrik.request('DELETE', `${BASE}/CarePlan/${carePlanId}/note`)).status).toBe(404);
  });

  it('lists the programme in the meeting taken actions', async () => {
    const taken = await fredrik.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.sections).toContainEqual({
      kind: 'treatment-programmes',
      items: [
        expect.objectContaining({ id: carePlanId, treatmentProgrammeIdentifier: 'ICBT_ANXIETY', state: 'active' }),
      ],
    });
  });

  it('ends the programme once (409 after); nothing more can be changed or written', async () => {
    await expectDeniedAsMissing(
      t,
      await patch(daniel, `CarePlan/${carePlanId}`, { state: 'ended' }),
      await patch(daniel, `CarePlan/${missingId}`, { state: 'ended' }),
      { action: 'care_plan.end', patientId: karin },
    );
    const ended = await patch(fredrik, `CarePlan/${carePlanId}`, { state: 'ended' });
    expect(ended.status).toBe(200);
    expect(ended.body.carePlan.state).toBe('ended');
    expect(ended.body.carePlan.ended).not.toBeNull();
    expect(await auditRowsOf(t, ended)).toEqual([
      expect.objectContaining({ action: 'care_plan.end', outcome: 'success', resourceId: carePlanId }),
    ]);
    const again = await patch(fredrik, `CarePlan/${carePlanId}`, { state: 'ended' });
    expect(again.status).toBe(409);
    expect(errorKey(again)).toBe('treatment_programme_invalid_state');
    expect((await patch(fredrik, `CarePlan/${carePlanId}/conversation`, { state: 'active' })).status).toBe(409);
    expect((await patch(fredrik, `Module/${carePlan.modules[2]!.id}`, { state: 'unlocked' })).status).toBe(409);
    const programme = await karinsProgramme();
    expect(programme).toMatchObject({ state: 'ended', mayWrite: false });
    expect(ended.body.carePlan.conversation.state).toBe('paused');
    const message = await karinsProgrammeLink.post(onProgrammeLink('/messages'), { message: 'Tack för allt!' });
    expect(message.status).toBe(409);
    expect(errorKey(message)).toBe('treatment_programme_conversation_closed');
    // The link still opens, read-only, saying it ended, for 30 days more at most.
    const info = await karinsProgrammeLink.get<ProgrammeLinkInfo>(onProgrammeLink());
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ state: 'ended', ended: ended.body.carePlan.ended });
    expect(info.body.expiresAt).toBeLessThanOrEqual(ended.body.carePlan.ended! + 30 * DAY);
    const onLink = await karinsProgrammeLink.get<PatientProgrammesResponse>(onProgrammeLink('/treatment-programmes'));
    expect(onLink.body.programmes[0]).toMatchObject({ id: carePlanId, state: 'ended', mayWrite: false });
    expect(
      (
        await karinsProgrammeLink.post(
          onProgrammeLink(`/treatment-exercise/activity-diary/${exerciseOf('activity-diary')}/activities`),
          diaryEntry('Efter slutet', Date.now()),
        )
      ).status,
    ).toBe(404);
    const reissued = await issueLink(fredrik);
    expect(reissued.body.expiresAt).toBe(ended.body.carePlan.ended! + 30 * DAY);
    const diary = await karinsLink.post(
      `/api/join/${token}/treatment-exercise/activity-diary/${exerciseOf('activity-diary')}/activities`,
      {
        activityTime: Date.now(),
        title: 'Efter slutet',
        rating: 5,
        type: 'social',
      },
    );
    expect(diary.status).toBe(404);
    expect(await auditRowsOf(t, diary)).toEqual([onMeetingLink('treatment_exercise.patient_activity', 'denied')]);
    const step = await complete(programme, programme.modules[1]!.id, programme.modules[1]!.steps[0]!.id);
    expect(step.status).toBe(409);
    expect(await auditRowsOf(t, step)).toEqual([onMeetingLink('treatment_programme.patient_step', 'denied')]);
    // Ended, the programme can be started anew.
    expect((await offers(fredrik)).body.treatmentProgrammes.find((p) => p.identifier === 'ICBT_ANXIETY')).toMatchObject(
      { alreadyActive: false },
    );
  });
});

describe('the demo programmes', () => {
  it.each([
    ['se.psychologist', fredrik, sara, DEMO_CARE_PLAN_IDS.seSara, 'ICBT_ANXIETY'],
    ['gb.psychologist', daniel, chloe, DEMO_CARE_PLAN_IDS.gbChloe, 'ICBT_ANXIETY'],
  ] as const)('%s has a patient halfway through a programme', async (_, client, patient, id, identifier) => {
    const [plan] = (await search(client, { userId: patient })).body.carePlans;
    expect(plan).toMatchObject({ id, treatmentProgrammeIdentifier: identifier, state: 'active' });
    expect(plan!.modules.slice(0, 3).map((m) => m.state)).toEqual(['completed', 'completed', 'enabled']);
    expect(plan!.progressIndicator).toBe('next_module_is_unlockable');
    const now = Date.now();
    const diary = plan!.exercises.find((e) => e.type === 'activity-diary')!.exerciseId;
    const activities = (
      await client.get<ActivitiesResponse>(
        `/api/treatment-exercise/activity-diary/${diary}/activities?fromTimestamp=${now - 22 * DAY}&toTimestamp=${now}`,
      )
    ).body.activities;
    expect(activities.length).toBeGreaterThanOrEqual(8);
    expect(activities.length).toBeLessThanOrEqual(12);
    const situations = plan!.exercises.find((e) => e.type === 'situation-analysis')!.exerciseId;
    expect(
      (await client.get<SituationsResponse>(`/api/treatment-exercise/situation-analysis/${situations}/situations`)).body
        .situations,
    ).toHaveLength(2);
    // Its own conversation, with a few messages, the patient's latest unread.
    expect(plan!.unreadMessageCount).toBe(1);
    const messages = await client.get<{ messages: ConversationMessage[] }>(
      `/api/async-messaging/conversation/${plan!.conversationId}/message`,
    );
    expect(messages.status).toBe(200);
    expect(messages.body.messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.body.messages.at(-1)).toMatchObject({ senderRole: 'PATIENT', readAt: null });
  });

  it("keeps a programme's conversation from a clinician without a care relationship (404, audited)", async () => {
    const saras = (await search(fredrik, { userId: sara })).body.carePlans[0]!;
    await expectDeniedAsMissing(
      t,
      await daniel.get(`/api/async-messaging/conversation/${saras.conversationId}/message`),
      await daniel.get(`/api/async-messaging/conversation/${missingId}/message`),
      { action: 'conversation.read', patientId: sara },
    );
  });
});
