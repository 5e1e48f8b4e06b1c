import { beforeAll, describe, expect, it } from 'vitest';
import {
  POLLEN_COMPLEMENTARY_QUESTIONS,
  type ConversationMessage,
  type Meeting,
  type PrescriptionDecisionResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { meetingsOf, openMeeting, patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';

/**
 * Astrid asks by text for allergy medicine under the pollen guidelines (seed 000 §4): Anna denies it because she
 * needs to know more; Astrid's link page gets the message with a button to book a revisit, and the meeting is marked
 * prescription-denied. A decision is made once; acceptance is recorded the same way; nurses do not decide.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
let astrid: Meeting;

beforeAll(async () => {
  astrid = await openMeeting(anna, demoMeetingId('se.doctor', 'today-pollen'));
});

const decision = (meetingId: string) =>
  anna.get<PrescriptionDecisionResponse>(`/api/meeting/${meetingId}/prescription/decision`);
const deny = (meetingId: string, body: object) =>
  anna.post<PrescriptionDecisionResponse>(`/api/meeting/${meetingId}/prescription/deny`, body);

describe('the pollen request', () => {
  it('is a text meeting for Astrid with nothing decided yet', async () => {
    expect(astrid.interventionType).toBe('TEXT');
    expect(astrid.user.givenName).toBe('Astrid');
    expect((await decision(astrid.id)).body).toEqual({ decision: null, alreadyAccepted: false, alreadyDenied: false });
  });

  it('is denied with the complementary-questions reason: the message carries the book-revisit button', async () => {
    const empty = await deny(astrid.id, { reason: 'reason_other', message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { issues: [{ path: 'body.message' }] } });

    const denied = await deny(astrid.id, { reason: 'reason_complimentary_questions' });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual({ decision: 'DENIED', alreadyAccepted: false, alreadyDenied: true });
    expect(await auditRowsOf(t, denied, 'success')).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'prescription_decision.deny' })]),
    );
    expect((await openMeeting(anna, astrid.id)).prescriptionDenied).toBe(true);

    const token = await patientLinkToken(anna, astrid.id);
    const inbox = await t.browser().get<{ messages: ConversationMessage[] }>(`/api/join/${token}/messages`);
    expect(inbox.body.messages).toContainEqual(
      expect.objectContaining({ message: POLLEN_COMPLEMENTARY_QUESTIONS.sv, button: 'book_revisit' }),
    );
  });

  it('says "already denied" afterwards and refuses a second decision', async () => {
    expect((await decision(astrid.id)).body.alreadyDenied).toBe(true);
    const again = await deny(astrid.id, { reason: 'reason_other', message: 'Ring oss.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'prescription_already_denied' } });
    const accept = await anna.post(`/api/meeting/${astrid.id}/prescription/accept`, {});
    expect(accept.body).toMatchObject({ error: { key: 'prescription_already_denied' } });
  });

  it('records an acceptance once, and refuses a nurse', async () => {
    const other = demoMeetingId('se.doctor', 'today-current');
    const accepted = await anna.post<PrescriptionDecisionResponse>(`/api/meeting/${other}/prescription/accept`, {});
    expect(accepted.body).toEqual({ decision: 'ACCEPTED', alreadyAccepted: true, alreadyDenied: false });
    const again = await anna.post(`/api/meeting/${other}/prescription/accept`, {});
    expect(again.body).toMatchObject({ error: { key: 'prescription_already_accepted' } });

    const own = (await meetingsOf(maria)).find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const refused = await maria.post(`/api/meeting/${own.id}/prescription/deny`, {
      reason: 'reason_complimentary_questions',
    });
    expect(refused.status).toBe(403);
  });
});
