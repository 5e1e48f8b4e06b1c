import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, type Meeting, type MeetingListResponse } from '@konsult/domain';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';
import { firstScheduledMeeting, meetingsOf, openMeeting } from '../test/consultation-api';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Sarah (gb.nurse) sees George Whitfield, who joins by a one-time web link: she records how the meeting was held,
 * and cannot end it before she has. James (gb.gp) is not George's clinician, and his own patients are not asked.
 */

const t = useTestApp();
const sarah = t.signedIn('gb.nurse');
const james = t.signedIn('gb.gp');
let georges: MeetingListResponse['meetings'];

beforeAll(async () => {
  georges = (await meetingsOf(sarah)).filter((m) => m.patientName === 'George Whitfield' && m.status === 'SCHEDULED');
});

const meansPath = (meetingId: string) => `/api/meeting/doctor/meeting/${meetingId}/meeting-means`;
const finishPath = (meetingId: string) => `/api/meeting/doctor/meeting/${meetingId}/finish`;

describe('meeting means', () => {
  it('a one-time web user’s meeting starts unanswered', async () => {
    expect(georges.length).toBeGreaterThan(0);
    const meeting = (await sarah.get<Meeting>(`/api/meeting/doctor/meeting/${georges[0]!.id}`)).body;
    expect(meeting.user.gb?.isOneTimeUser).toBe(true);
    expect(meeting.meetingMeans).toBeNull();
  });

  it('Sarah cannot end the meeting until she says how it was held; then she can', async () => {
    const meetingId = georges[0]!.id;
    await writeCompleteNote(sarah, meetingId);
    const blocked = await sarah.post<ErrorBody>(finishPath(meetingId), { status: 'COMPLETED', sign: false });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.key).toBe('missing_fields');
    expect(blocked.body.error.issues).toEqual([
      { path: 'meetingMeans', code: 'required', message: 'meetingMeans.section' },
    ]);

    const saved = await sarah.request('PUT', meansPath(meetingId), { meetingMeans: 'both' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ meetingMeans: 'both' });
    const finished = await sarah.post(finishPath(meetingId), { status: 'COMPLETED', sign: false });
    expect(finished.status).toBe(200);

    const late = await sarah.request<ErrorBody>('PUT', meansPath(meetingId), { meetingMeans: 'phone' });
    expect(late.status).toBe(409);
    expect(late.body.error.key).toBe('meeting_ended');
  });

  it('the answer is kept on the meeting and the change is audited', async () => {
    const meetingId = georges[1]!.id;
    const first = await sarah.request('PUT', meansPath(meetingId), { meetingMeans: 'phone' });
    expect(first.status).toBe(200);
    const answer = await sarah.request('PUT', meansPath(meetingId), { meetingMeans: 'video' });
    expect(answer.status).toBe(200);
    const meeting = await openMeeting(sarah, meetingId);
    expect(meeting.meetingMeans).toBe('video');
    const rows = await auditRowsOf(t, answer, 'success');
    expect(rows).toMatchObject([{ action: 'meeting_means.update', resourceId: meetingId, resourceType: 'meeting' }]);
  });

  it('refuses an answer that is not phone, video or both', async () => {
    const meetingId = georges[1]!.id;
    for (const body of [{ meetingMeans: 'carrier pigeon' }, {}, { meetingMeans: null }]) {
      const answer = await sarah.request<ErrorBody>('PUT', meansPath(meetingId), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.key).toBe('invalid_input');
    }
  });

  it('James, who is not George’s clinician, gets the same 404 as for a missing meeting', async () => {
    const foreign = await james.request<ErrorBody>('PUT', meansPath(georges[1]!.id), { meetingMeans: 'video' });
    const missing = await james.request<ErrorBody>('PUT', meansPath('00000000-0000-4000-8000-000000000000'), {
      meetingMeans: 'video',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
  });

  it('is not asked of a patient who is not a one-time web user', async () => {
    const own = await firstScheduledMeeting(james);
    const answer = await james.request<ErrorBody>('PUT', meansPath(own.id), { meetingMeans: 'video' });
    expect(answer.status).toBe(409);
    expect(answer.body.error.key).toBe('not_one_time_user');
    expect((await openMeeting(james, own.id)).meetingMeans).toBeNull();
  });
});
