import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INSURER_NOTE_TEMPLATE_ID,
  type EntryResponse,
  type FinishMeetingResponse,
  type FormValues,
  type InsurerOutcomeResponse,
  type InsurerReportsResponse,
  type InsurerReportV2,
  type MedicalRecordEntry,
} from '@konsult/domain';
import { DEMO_IDS, demoMeetingId } from '../demo/demo-ids';
import { DEMO_INSURER } from '../demo/demo-insurer';
import { DEMO_INSURER_RULES } from '../demo/demo-insurer-outcomes';
import { embeddedInsurerMembers, embeddedInsurerSembleSyncs, meetings } from '../platform/db/schema';
import { auditRowsOf } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';

/**
 * Finishing gb.vitality's consultation (issue 20; seed 002 §4 "Finishing a meeting", §5 markers). Sarah writes
 * Hannah's note on the insurer's form. The meeting does not end while the accident cause, the body area, a calculated
 * outcome and a valid account-holder e-mail are missing (409 missing_fields names each). A traumatic injury rejects
 * the first finish once with the void alert; with the insurer down the next is refused (503) and nothing is sent or
 * ended; once it is back the finish sends exactly one report (its key the meeting), with the outcome summary voided,
 * Europe/London clock times and the policy's module codes, ends the meeting and tells Semble. A GB GP outside the
 * partnership writes the ordinary UK note and sends no report.
 */

const t = useTestApp();
const sarah = t.signedIn('gb.vitality');
const james = t.signedIn('gb.gp');
const meetingId = DEMO_IDS.meetings.gbVitalityCurrent;
const faults = '/api/dev/faults/insurer';
let patientId: string;

beforeAll(async () => {
  const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
  patientId = meeting!.patientId;
});

const finish = (client: TestClient = sarah, id = meetingId) =>
  client.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${id}/finish`, { status: 'COMPLETED', sign: false });
const errorOf = (answer: { body: unknown }) =>
  (answer.body as { error: { key: string; issues?: { path: string }[] } }).error;
const reportsOf = async (id = meetingId) =>
  (await sarah.get<InsurerReportsResponse>('/api/dev/insurer/reports')).body.reports.filter(
    (r) => r.idempotencyKey === id,
  );
const meetingStatus = async () =>
  (await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId)))[0]!.status;

async function writeNote(client: TestClient, id: string, values: FormValues): Promise<EntryResponse> {
  const read = (await client.get<EntryResponse>(`/api/medicalrecord/v2/entry/${id}`)).body;
  const saved = await client.request<{ entry: MedicalRecordEntry }>('PUT', `/api/medicalrecord/v2/entry/${id}`, {
    values: { ...(read.entry?.values ?? {}), ...values },
    version: read.entry?.version ?? 0,
  });
  expect(saved.status).toBe(200);
  return read;
}

/** A calculated outcome (a routine referral to a consultant, both questions answered no) and the member's e-mail. */
async function answerWhatTheInsurerAsks(id: string, kryUserId: string, email: string): Promise<void> {
  const chosen = await sarah.request<InsurerOutcomeResponse>('POST', `/api/uk/vitality/v1/clinician/outcomes/${id}`, {
    requestId: randomUUID(),
    section: 'HISTORY_OF_PRESENTING_COMPLAINT',
    name: 'Routine Referral to Consultant',
    subOutcome: null,
  });
  expect(chosen.status).toBe(201);
  const { consultantMoratorium, consultantFiveYears } = DEMO_INSURER_RULES;
  const answered = await sarah.request<InsurerOutcomeResponse>(
    'PATCH',
    `/api/uk/vitality/v1/clinician/outcomes/decisions/${chosen.body.outcome.internalOutcomeId}?meetingId=${id}`,
    {
      decision: null,
      rule_answers: [
        { rule_id: consultantMoratorium.ruleId, question_answered: false },
        { rule_id: consultantFiveYears.ruleId, question_answered: false },
      ],
    },
  );
  expect(answered.body.outcome).toMatchObject({ status: 'Accept', calculated: true });
  const saved = await sarah.request(
    'PUT',
    `/api/uk-identity/vitality/clinician/patient-email/meeting/${id}/user/${kryUserId}`,
    { user_id: kryUserId, meeting_id: id, email },
  );
  expect(saved.status).toBe(200);
}

/** Everything the note, the evaluation and the checkboxes ask, and what the insurer asks. */
async function readyToFinish(id: string, kryUserId: string): Promise<void> {
  await writeCompleteNote(sarah, id);
  await writeNote(sarah, id, { primary_diagnosis: 'M54.5 Low back pain', accidentCause: 'none', bodyArea: 'back' });
  expect((await sarah.request('PUT', `/api/uk/meeting/${id}/checkboxes`, { noTasksConfirmation: true })).status).toBe(
    200,
  );
  await answerWhatTheInsurerAsks(id, kryUserId, 'member@example.co.uk');
}

describe("finishing the insurer partnership's consultation", () => {
  it('writes the note on the insurer form', async () => {
    const read = (await sarah.get<EntryResponse>(`/api/medicalrecord/v2/entry/${meetingId}`)).body;
    expect(read.templateId).toBe(INSURER_NOTE_TEMPLATE_ID);
    const gp = (await james.get<EntryResponse>(`/api/medicalrecord/v2/entry/${DEMO_IDS.meetings.gbGpCurrent}`)).body;
    expect(gp.templateId).toBe('medical-record/GB/v1');
  });

  it('is blocked until accident cause, body area, a calculated outcome and a valid e-mail are given', async () => {
    await writeCompleteNote(sarah, meetingId);
    await writeNote(sarah, meetingId, { primary_diagnosis: 'M54.5 Low back pain' });
    const ticked = await sarah.request('PUT', `/api/uk/meeting/${meetingId}/checkboxes`, { noTasksConfirmation: true });
    expect(ticked.status).toBe(200);
    const refused = await finish();
    expect(refused.status).toBe(409);
    expect(errorOf(refused).key).toBe('missing_fields');
    expect(errorOf(refused).issues!.map((i) => i.path)).toEqual([
      'insurer.accident-cause-missing',
      'insurer.body-area-missing',
      'insurer.calculated-outcomes-missing',
      'insurer.invalid-account-holder-email',
    ]);

    await answerWhatTheInsurerAsks(meetingId, patientId, 'hannah.clarke@example.co.uk');
    await writeNote(sarah, meetingId, {
      accidentCause: 'sport',
      bodyArea: 'back',
      patientHeldAccidentOrInjury: 'Yes',
      traumaticInjury: 'Yes',
      outcomesSummaryToMainAccount: 'Yes',
    });
  });

  it('shows the traumatic-injury void alert once, sending nothing and ending nothing', async () => {
    const refused = await finish();
    expect(refused.status).toBe(409);
    expect(errorOf(refused).key).toBe('insurer_traumatic_injury');
    expect(await reportsOf()).toEqual([]);
    expect(await meetingStatus()).not.toBe('COMPLETED');
  });

  it('with the insurer down says so, and sends and ends nothing', async () => {
    expect((await sarah.request('PUT', faults, { fault: 'insurer_unavailable' })).status).toBe(200);
    try {
      const refused = await finish();
      expect(refused.status).toBe(503);
      expect(errorOf(refused).key).toBe('insurer_unavailable');
    } finally {
      expect((await sarah.request('PUT', faults, { fault: null })).status).toBe(200);
    }
    expect(await reportsOf()).toEqual([]);
    expect(await meetingStatus()).not.toBe('COMPLETED');
  });

  it('then sends exactly one report, ends the meeting and tells Semble', async () => {
    const finished = await finish();
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('COMPLETED');
    expect(await meetingStatus()).toBe('COMPLETED');
    expect(await auditRowsOf(t, finished)).toContainEqual(
      expect.objectContaining({ action: 'insurer_report.send', outcome: 'success', patientId }),
    );

    const [report, ...more] = await reportsOf();
    expect(more).toEqual([]);
    const payload = report!.payload as InsurerReportV2;
    expect(payload.kryUserId).toBe(patientId);
    const data = payload.vitalityData;
    expect(data.outcomesSummaryToMainAccount).toBe(false);
    expect(data.consultation).toMatchObject({
      id: meetingId,
      accidentCause: 'sport',
      sideOfBody: 'back',
      problems: [expect.objectContaining({ type: 'Primary', medicalConditionCode: 'M54.5' })],
      outcomes: [expect.objectContaining({ name: 'Routine Referral to Consultant' })],
    });
    expect(data.appointment.actualEnd).toMatch(/^\d{6}$/);
    expect(data.appointment.duration).toMatch(/^\d{4}$/);
    expect(data.member.contact.emailAddress).toBe('hannah.clarke@example.co.uk');

    const syncs = await t.database.db.select().from(embeddedInsurerSembleSyncs);
    expect(syncs.map((s) => s.body)).toContainEqual({
      kryUserId: patientId,
      patientId,
      encounterId: meetingId,
      meetingFinished: true,
    });
  });
});

describe('a report that cannot be built', () => {
  it('is logged and the finish refused (422), nothing sent and the meeting still open', async () => {
    const aisha = DEMO_INSURER.fmu.patientId;
    const aishaMeeting = demoMeetingId('gb.vitality', 'today-text');
    await readyToFinish(aishaMeeting, aisha);
    // The insurer no longer knows the member: it has no entity numbers for the report.
    await t.database.db.delete(embeddedInsurerMembers).where(eq(embeddedInsurerMembers.kryUserId, aisha));
    const refused = await finish(sarah, aishaMeeting);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).key).toBe('insurer_report_failed');
    expect(await auditRowsOf(t, refused)).toContainEqual(
      expect.objectContaining({ action: 'insurer_report.send', outcome: 'failure', patientId: aisha }),
    );
    expect(await reportsOf(aishaMeeting)).toEqual([]);
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, aishaMeeting));
    expect(meeting!.status).not.toBe('COMPLETED');
  });
});
