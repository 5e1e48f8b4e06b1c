import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JoinInfoResponse, MeetingListResponse, PatientLinkResponse } from '@konsult/domain';
import { patientLinks } from '../platform/db/schema';
import { hashToken } from '../platform/tokens';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import { firstScheduledMeeting } from '../test/consultation-api';
import { auditRowsOf } from '../test/audit-rows';

/** Anna sends her patient a one-time link; the patient opens it with no account at all. */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let meeting: MeetingListResponse['meetings'][number];

beforeAll(async () => {
  meeting = await firstScheduledMeeting(anna);
});

const patient = () => new TestClient(t.baseUrl);
const tokenOf = (path: string) => path.replace('/join/', '');

describe('one-time patient links', () => {
  it('the patient opens Anna’s link without signing in and sees who and when, and the opening is audited', async () => {
    const link = await anna.post<PatientLinkResponse>(`/api/meeting/${meeting.id}/patient-link`);
    expect(link.status).toBe(201);
    expect(link.body.path).toMatch(/^\/join\/[A-Za-z0-9_-]{43}$/);
    expect(link.body.expiresAt).toBeGreaterThan(meeting.scheduledEndTime);

    const opened = await patient().get<JoinInfoResponse>(`/api/join/${tokenOf(link.body.path)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      clinicianName: 'Anna Lindgren',
      scheduledStartTime: meeting.scheduledStartTime,
    });
    const [row] = await auditRowsOf(t, opened);
    expect(row).toMatchObject({ action: 'patient_link.open', outcome: 'success', patientId: meeting.patientId });
  });

  it('stores only a hash of the token', async () => {
    const link = await anna.post<PatientLinkResponse>(`/api/meeting/${meeting.id}/patient-link`);
    const token = tokenOf(link.body.path);
    const rows = await t.database.db.select().from(patientLinks).where(eq(patientLinks.meetingId, meeting.id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('a new link retires the old one; a revoked, expired or made-up link gets the same clear answer', async () => {
    const old = await anna.post<PatientLinkResponse>(`/api/meeting/${meeting.id}/patient-link`);
    const current = await anna.post<PatientLinkResponse>(`/api/meeting/${meeting.id}/patient-link`);
    const retired = await patient().get(`/api/join/${tokenOf(old.body.path)}`);
    const madeUp = await patient().get('/api/join/not-a-real-token');
    expect(retired.status).toBe(404);
    expect(retired.body).toMatchObject({ error: { key: 'link_invalid' } });
    expect(retired.text).toBe(madeUp.text);
    expect((await patient().get(`/api/join/${tokenOf(current.body.path)}`)).status).toBe(200);

    expect((await anna.request('DELETE', `/api/meeting/${meeting.id}/patient-link`)).status).toBe(204);
    expect((await patient().get(`/api/join/${tokenOf(current.body.path)}`)).text).toBe(madeUp.text);

    const fresh = await anna.post<PatientLinkResponse>(`/api/meeting/${meeting.id}/patient-link`);
    await t.database.db
      .update(patientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientLinks.tokenHash, hashToken(tokenOf(fresh.body.path))));
    expect((await patient().get(`/api/join/${tokenOf(fresh.body.path)}`)).text).toBe(madeUp.text);
  });

  it('another clinician cannot make or revoke a link for Anna’s meeting', async () => {
    const dora = await t.signInNow('gb.gp');
    expect((await dora.post(`/api/meeting/${meeting.id}/patient-link`)).status).toBe(404);
    expect((await dora.request('DELETE', `/api/meeting/${meeting.id}/patient-link`)).status).toBe(404);
  });
});
