import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  SIGNING_ERROR_KEYS,
  type EntryAuditResponse,
  type EntryResponse,
  type EvaluationResponse,
  type FinishMeetingResponse,
  type MedicalRecordEntry,
  type MeetingListResponse,
} from '@konsult/domain';
import { meetings } from '../platform/db/schema';
import { EmbeddedRecordsSystem } from '../integrations/records-system/embedded';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';
import { firstScheduledMeeting, scheduledMeetingsOf } from '../test/consultation-api';

/**
 * Anna (se.doctor, Sweden: signing and striking enabled) writes, signs, reopens and strikes notes;
 * Dora (gb.gp, UK: neither) finishes without signing.
 */

const recordsSystem = new EmbeddedRecordsSystem();
const t = useTestApp({}, { recordsSystem });
const anna = t.signedIn('se.doctor');
let open: MeetingListResponse['meetings'];

beforeAll(async () => {
  // Not Lars's renewal meeting: its unprocessed renewal stops it from ending (prescriptions/renewals.int.test.ts).
  open = (await scheduledMeetingsOf(anna)).filter((m) => m.activityType !== 'PRESCRIPTION_RENEWAL');
});

const entryPath = (meetingId: string) => `/api/medicalrecord/v2/entry/${meetingId}`;

describe('writing the note', () => {
  it('the first save creates the note at version 1; each save moves it on by one', async () => {
    const meetingId = open[0]!.id;
    expect((await anna.get<EntryResponse>(entryPath(meetingId))).body.entry).toBeNull();
    const first = await anna.request<{ entry: MedicalRecordEntry }>('PUT', entryPath(meetingId), {
      values: { history: 'Sore throat for three days' },
      version: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body.entry).toMatchObject({
      version: 1,
      values: { history: 'Sore throat for three days' },
      signedAt: null,
    });
    const second = await anna.request<{ entry: MedicalRecordEntry }>('PUT', entryPath(meetingId), {
      values: { history: 'Sore throat for four days' },
      version: 1,
    });
    expect(second.body.entry.version).toBe(2);
    expect((await anna.get<EntryResponse>(entryPath(meetingId))).body.entry?.values).toEqual({
      history: 'Sore throat for four days',
    });
  });

  it('a save made against an older version is refused and changes nothing', async () => {
    const meetingId = open[0]!.id;
    const stale = await anna.request('PUT', entryPath(meetingId), {
      values: { history: 'From the other tab' },
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { key: 'stale_version' } });
    expect((await anna.get<EntryResponse>(entryPath(meetingId))).body.entry?.values).toEqual({
      history: 'Sore throat for four days',
    });
  });

  it('a field the form does not have is refused with 400 naming it', async () => {
    const answer = await anna.request('PUT', entryPath(open[0]!.id), {
      values: { favourite_colour: 'blue' },
      version: 2,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { key: 'invalid_input', issues: [{ path: 'favourite_colour', code: 'unknown_field' }] },
    });
  });
});

describe('finishing the meeting', () => {
  it('finishing with required fields empty is refused, listing them', async () => {
    const meetingId = open[0]!.id;
    const answer = await anna.post(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
      status: 'COMPLETED',
      sign: true,
    });
    expect(answer.status).toBe(409);
    const body = answer.body as { error: { key: string; issues: { path: string }[] } };
    expect(body.error.key).toBe('missing_fields');
    expect(body.error.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['reason_for_contact', 'primary_diagnosis']),
    );
  });

  it('sign and finish: the note is signed, the meeting completed, and the note can no longer be saved', async () => {
    const meetingId = open[0]!.id;
    const entry = await writeCompleteNote(anna, meetingId);
    const answer = await anna.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
      status: 'COMPLETED',
      sign: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('COMPLETED');
    expect(answer.body.entry?.signedAt).toEqual(expect.any(Number));
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting).toMatchObject({ status: 'COMPLETED' });
    expect(meeting!.actualEndTime).not.toBeNull();

    const late = await anna.request('PUT', entryPath(meetingId), {
      values: { history: 'changed' },
      version: entry.version,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { key: 'entry_signed' } });
    const direct = await t.database.db
      .execute(sql`UPDATE medical_record_entries SET "values" = '{}' WHERE id = ${entry.id}`)
      .then(
        () => 'accepted',
        (error: Error) => String(error.cause),
      );
    expect(direct).toMatch(/entry_signed/);
  });

  it('unsigning needs a reason, reopens the note, and the history tells the whole story', async () => {
    const meetingId = open[0]!.id;
    const { entry } = (await anna.get<EntryResponse>(entryPath(meetingId))).body;
    expect((await anna.post(`/api/medicalrecord/entry/unsign/${entry!.id}`, { reason: '  ' })).status).toBe(400);
    const unsigned = await anna.post<{ entry: MedicalRecordEntry }>(`/api/medicalrecord/entry/unsign/${entry!.id}`, {
      reason: 'Wrong diagnosis code',
    });
    expect(unsigned.status).toBe(200);
    expect(unsigned.body.entry.signedAt).toBeNull();
    const edited = await anna.request('PUT', entryPath(meetingId), {
      values: { ...entry!.values, assessment: 'Viral, not bacterial' },
      version: entry!.version,
    });
    expect(edited.status).toBe(200);
    const signedAgain = await anna.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
      status: 'COMPLETED',
      sign: true,
    });
    expect(signedAgain.body.entry?.signedAt).toEqual(expect.any(Number));

    const history = (await anna.get<EntryAuditResponse>(`/api/medicalrecord/entry/audit/${entry!.id}`)).body.events;
    expect(history.map((e) => e.action)).toEqual([
      'created',
      'saved',
      'saved',
      'signed',
      'unsigned',
      'saved',
      'signed',
    ]);
    expect(history.find((e) => e.action === 'unsigned')).toMatchObject({
      reason: 'Wrong diagnosis code',
      clinicianName: expect.any(String),
    });
  });

  it('sign later and end: the meeting is completed and the note stays unsigned', async () => {
    const meetingId = open[1]!.id;
    await writeCompleteNote(anna, meetingId);
    const answer = await anna.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
      status: 'COMPLETED',
      sign: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.entry?.signedAt).toBeNull();
  });

  it('a no-show ends the meeting without asking for the note', async () => {
    const meetingId = open[2]!.id;
    const answer = await anna.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
      status: 'NO_SHOW',
      sign: false,
    });
    expect(answer.status).toBe(200);
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.status).toBe('NO_SHOW');
  });
});

describe('striking a note', () => {
  it('Anna strikes a note: it is marked with the reason, the meeting ends, and it cannot be struck again', async () => {
    const meetingId = open[3]!.id;
    const entry = await writeCompleteNote(anna, meetingId);
    const struck = await anna.post<{ entry: MedicalRecordEntry }>(`/api/medicalrecord/entry/strike/${entry.id}`, {
      reason: 'Written in the wrong patient',
    });
    expect(struck.status).toBe(200);
    expect(struck.body.entry).toMatchObject({
      strickenReason: 'Written in the wrong patient',
      strickenAt: expect.any(Number),
    });
    const [meeting] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.status).toBe('COMPLETED');
    const again = await anna.post(`/api/medicalrecord/entry/strike/${entry.id}`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'entry_stricken' } });
  });

  it('in the UK there is no striking: Dora gets 403, and can still finish without signing', async () => {
    const dora = await t.signInNow('gb.gp');
    const meeting = await firstScheduledMeeting(dora);
    const entry = await writeCompleteNote(dora, meeting.id);
    // The UK end-of-meeting boxes (seed 000 §5): no tasks, no prescription in this meeting.
    await dora.request('PUT', `/api/uk/meeting/${meeting.id}/checkboxes`, {
      noTasksConfirmation: true,
      noPrescriptionsConfirmation: true,
    });
    const strike = await dora.post(`/api/medicalrecord/entry/strike/${entry.id}`, { reason: 'Not allowed here' });
    expect(strike.status).toBe(403);
    const signed = await dora.post(`/api/meeting/doctor/meeting/${meeting.id}/finish`, {
      status: 'COMPLETED',
      sign: true,
    });
    expect(signed.status).toBe(403);
    const later = await dora.post(`/api/meeting/doctor/meeting/${meeting.id}/finish`, {
      status: 'COMPLETED',
      sign: false,
    });
    expect(later.status).toBe(200);
  });
});

describe('when the records system refuses to sign', () => {
  it('every catalogue key comes back as the error key, and the note stays unsigned', async () => {
    const meetingId = open[4]!.id;
    const entry = await writeCompleteNote(anna, meetingId);
    for (const key of SIGNING_ERROR_KEYS) {
      recordsSystem.fault = key;
      const answer = await anna.post(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
        status: 'COMPLETED',
        sign: true,
      });
      expect(answer.status, key).toBe(502);
      expect(answer.body, key).toMatchObject({ error: { key } });
    }
    recordsSystem.fault = null;
    expect((await anna.get<EntryResponse>(entryPath(meetingId))).body.entry).toMatchObject({
      id: entry.id,
      signedAt: null,
    });
  });
});

describe('a partner that keeps its notes in its own EMR', () => {
  it('its meetings say so, and get the short evaluation', async () => {
    const grace = await t.signInNow('gb.psychologist');
    const meeting = await firstScheduledMeeting(grace);
    expect((await grace.get(`/api/meeting/emrconfig?meetingId=${meeting.id}`)).body).toEqual({
      usesExternalEmr: true,
      hasPostPhysicalEvaluation: false,
    });
    const evaluation = (await grace.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${meeting.id}`)).body;
    expect(evaluation.templateId).toMatch(/external-emr/);
    expect((await anna.get(`/api/meeting/emrconfig?meetingId=${open[0]!.id}`)).body).toMatchObject({
      usesExternalEmr: false,
    });
  });
});
