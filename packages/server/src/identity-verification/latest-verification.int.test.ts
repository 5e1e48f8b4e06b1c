import { beforeAll, describe, expect, it } from 'vitest';
import type { LatestIdentityVerificationResponse, MeetingListResponse } from '@konsult/domain';
import { useTestApp } from '../test/file-app';
import { meetingsOf } from '../test/consultation-api';
import { auditRowsOf } from '../test/audit-rows';

/**
 * James (gb.gp) checks Priya Sharma's identity; Sarah (gb.nurse), who also sees Priya, finds his check in her
 * identity panel. Sarah does not see James's other patients, and a Swedish clinician is not offered the panel.
 */

const t = useTestApp();
const james = t.signedIn('gb.gp');
const sarah = t.signedIn('gb.nurse');
let jamesMeetings: MeetingListResponse['meetings'];

const PRIYA = 'Priya Sharma';

beforeAll(async () => {
  jamesMeetings = await meetingsOf(james);
});

const latestPath = (patientId: string) => `/api/user/${patientId}/identity-verification/method/latest`;
const scheduledWith = (name: string) => jamesMeetings.find((m) => m.patientName === name && m.status === 'SCHEDULED')!;

describe('latest identity verification', () => {
  it('is empty for a patient never checked', async () => {
    const priya = scheduledWith(PRIYA);
    const answer = await sarah.get<LatestIdentityVerificationResponse>(latestPath(priya.patientId));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ latest: null, kbvSessionId: null });
  });

  it('shows the latest check: method, outcome, time, clinician and whether a KBV answer was given', async () => {
    const priya = scheduledWith(PRIYA);
    const before = Date.now();
    const first = await james.post(`/api/uk-identity/meeting/${priya.id}/verification`, {
      outcome: 'Accept',
      kbv_free_text_answer: 'Named her GP practice and date of birth',
    });
    expect(first.status).toBe(200);

    const answer = await sarah.get<LatestIdentityVerificationResponse>(latestPath(priya.patientId));
    expect(answer.status).toBe(200);
    expect(answer.body.latest).toMatchObject({
      method: 'clinician_check',
      outcome: 'Accept',
      rejectionReason: null,
      meetingId: priya.id,
      meetingType: 'Adult',
      verifyingClinician: { name: 'James Whitaker' },
      kbvState: 'answered',
    });
    expect(answer.body.latest!.checkTime).toBeGreaterThanOrEqual(before - 1000);
    // The answer itself is not sent to the screen, only whether there is one.
    expect(answer.text).not.toContain('GP practice');

    await new Promise((resolve) => setTimeout(resolve, 5));
    await james.post(`/api/uk-identity/meeting/${priya.id}/verification`, { outcome: 'Accept' });
    const newer = await james.get<LatestIdentityVerificationResponse>(latestPath(priya.patientId));
    expect(newer.body.latest).toMatchObject({ outcome: 'Accept', kbvState: 'not_asked' });
    expect(newer.body.latest!.checkTime).toBeGreaterThanOrEqual(answer.body.latest!.checkTime);

    const rows = await auditRowsOf(t, newer);
    expect(rows).toMatchObject([
      { action: 'identity_verification.read', outcome: 'success', patientId: priya.patientId },
    ]);
  });

  it('answers Sarah the same 404 for James’s other patient as for a missing one, and audits it', async () => {
    const oliver = scheduledWith('Oliver Bennett');
    const foreign = await sarah.get(latestPath(oliver.patientId));
    const missing = await sarah.get(latestPath('00000000-0000-4000-8000-000000000000'));
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    const denials = await auditRowsOf(t, foreign, 'denied');
    expect(denials).toMatchObject([{ patientId: oliver.patientId, action: 'identity_verification.read' }]);
    expect((await sarah.get(latestPath('not-a-patient'))).status).toBe(404);
  });

  it('is refused to a Swedish clinician, as the check itself, and the refusal is audited', async () => {
    const anna = await t.signInNow('se.doctor');
    const own = (await meetingsOf(anna))[0]!;
    const refused = await anna.get(latestPath(own.patientId));
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused, 'denied')).toMatchObject([
      { patientId: own.patientId, action: 'identity_verification.read' },
    ]);
  });
});
