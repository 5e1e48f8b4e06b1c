import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DevOutboxResponse, ErrorBody, OutboxReceipt, PatientLinkResponse } from '@konsult/domain';
import { outbox, patientLinks, patients } from '../platform/db/schema';
import { hashToken } from '../platform/tokens';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { EmbeddedSmsGateway } from '../integrations/sms/embedded';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';

/**
 * Sarah (gb.nurse) texts George Whitfield, a UK one-time web user, the link to today's meeting;
 * the outbox worker delivers it. Dora (gb.gp) is not George's clinician. Call notifications go
 * out the same way when Sarah starts a call.
 */

const GEORGE = demoPatientId(0x204);
/** George's video meeting today (SCHEDULED). */
const TODAY = demoMeetingId('gb.nurse', 'today-current');
/** George's video meeting later this week (SCHEDULED). */
const TOMORROW = demoMeetingId('gb.nurse', 'upcoming-later');
/** Sarah's meeting with Priya (0x203), who has the app: not a one-time user. */
const WITH_APP_USER = demoMeetingId('gb.nurse', 'today-text');

const gateway = new EmbeddedSmsGateway();
const t = useTestApp({ outboxBackoffMs: 10, outboxMaxAttempts: 3, outboxPollMs: 1000 }, { smsGateway: gateway });
const sarah = t.signedIn('gb.nurse');
const dora = t.signedIn('gb.gp');

/** A fresh one-time link for the meeting, as the clinician's browser shows it. */
async function newLink(meetingId: string): Promise<string> {
  const link = await sarah.post<PatientLinkResponse>(`/api/meeting/${meetingId}/patient-link`);
  expect(link.status).toBe(201);
  return `${t.baseUrl}${link.body.path}`;
}

const sendSms = (client: TestClient, meetingId: string, oneTimeUrl: unknown) =>
  client.post<OutboxReceipt & ErrorBody>(`/api/meeting/doctor/send-sms/${meetingId}`, { oneTimeUrl });

async function outboxRow(id: string) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

async function settled(id: string) {
  return vi.waitFor(
    async () => {
      const row = await outboxRow(id);
      expect(row.status).not.toBe('pending');
      return row;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Ends the meeting's SMS cooldown, as if the last SMS had gone out over a minute ago. */
async function endCooldown(meetingId: string) {
  await t.database.db
    .update(outbox)
    .set({ createdAt: sql`${outbox.createdAt} - interval '61 seconds'` })
    .where(eq(outbox.meetingId, meetingId));
}

describe('texting the one-time link to the patient', () => {
  it('Sarah sends George the link: 202, the worker delivers it, and the sending is audited', async () => {
    const url = await newLink(TODAY);
    const before = Date.now();
    const sent = await sendSms(sarah, TODAY, url);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ id: expect.any(String), status: 'pending' });
    expect(sent.body.sentAt).toBeGreaterThanOrEqual(before - 5000);

    const row = await settled(sent.body.id);
    expect(row).toMatchObject({ topic: 'sms', status: 'delivered', attempts: 1, patientId: GEORGE, meetingId: TODAY });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(row.payload).toMatchObject({ to: '+44 117 496 0123' });
    // Once delivered, the stored text keeps the link with its token masked.
    expect(row.payload.body).toContain(`${t.baseUrl}/join/[token]`);
    expect(row.payload.body).not.toContain(url);

    expect(await auditRowsOf(t, sent)).toEqual([
      expect.objectContaining({ action: 'sms.send', outcome: 'success', patientId: GEORGE, resourceId: TODAY }),
    ]);
  });

  it('a second SMS within a minute is refused with the seconds left; after the minute it goes', async () => {
    const url = await newLink(TODAY);
    const again = await sendSms(sarah, TODAY, url);
    expect(again.status).toBe(429);
    expect(again.body.error.key).toBe('sms_cooldown');
    expect(again.body.error.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.body.error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(again.body.error.message).toContain(`${again.body.error.retryAfterSeconds} s`);

    await endCooldown(TODAY);
    expect((await sendSms(sarah, TODAY, url)).status).toBe(202);
    await endCooldown(TODAY);
  });

  it('Dora, who is not George’s clinician, gets the same 404 as for a missing meeting, and the attempt is audited', async () => {
    const url = await newLink(TODAY);
    const foreign = await sendSms(dora, TODAY, url);
    const missing = await sendSms(dora, '00000000-0000-4000-8000-000000000000', url);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'sms.send', patientId: GEORGE, resourceId: TODAY });
  });

  it('is only for one-time web users: Priya, who has the app, cannot be texted the link (409)', async () => {
    const url = await newLink(WITH_APP_USER);
    const answer = await sendSms(sarah, WITH_APP_USER, url);
    expect(answer.status).toBe(409);
    expect(answer.body.error.key).toBe('not_one_time_user');
  });

  it('needs a live link of this very meeting: another meeting’s, a revoked, an expired, a made-up or a foreign-host link is 422', async () => {
    const otherMeetings = await newLink(TOMORROW);
    const current = await newLink(TODAY);
    const token = current.split('/join/')[1]!;
    const refused = [
      otherMeetings,
      `${t.baseUrl}/join/not-a-real-token`,
      `https://example.com/join/${token}`,
      `${t.baseUrl}/join/${token}?next=/elsewhere`,
      'not a url at all',
    ];
    for (const oneTimeUrl of refused) {
      const answer = await sendSms(sarah, TODAY, oneTimeUrl);
      expect(answer.status, oneTimeUrl).toBe(422);
      expect(answer.body.error.key, oneTimeUrl).toBe('one_time_url_missing');
    }

    await t.database.db
      .update(patientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientLinks.tokenHash, hashToken(token)));
    expect((await sendSms(sarah, TODAY, current)).body.error.key).toBe('one_time_url_missing');

    const revoked = await newLink(TODAY);
    expect((await sarah.request('DELETE', `/api/meeting/${TODAY}/patient-link`)).status).toBe(204);
    expect((await sendSms(sarah, TODAY, revoked)).body.error.key).toBe('one_time_url_missing');

    // The path alone is this server's link too.
    const relative = (await newLink(TODAY)).replace(t.baseUrl, '');
    expect((await sendSms(sarah, TODAY, relative)).status).toBe(202);
    await endCooldown(TODAY);
  });

  it('needs a phone number for George (422 patient_phone_missing)', async () => {
    const url = await newLink(TODAY);
    const [saved] = await t.database.db
      .select({ phone: patients.phone, gbPhoneEmr: patients.gbPhoneEmr })
      .from(patients)
      .where(eq(patients.id, GEORGE));
    await t.database.db.update(patients).set({ phone: null, gbPhoneEmr: null }).where(eq(patients.id, GEORGE));
    try {
      const answer = await sendSms(sarah, TODAY, url);
      expect(answer.status).toBe(422);
      expect(answer.body.error.key).toBe('patient_phone_missing');
    } finally {
      await t.database.db.update(patients).set(saved!).where(eq(patients.id, GEORGE));
    }
  });

  it('refuses a body without a URL (400) and sends nothing', async () => {
    const before = await t.database.db.select().from(outbox).where(eq(outbox.meetingId, TODAY));
    for (const body of [{}, { oneTimeUrl: 42 }, { oneTimeUrl: '' }]) {
      const answer = await sarah.post<ErrorBody>(`/api/meeting/doctor/send-sms/${TODAY}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.key).toBe('invalid_input');
    }
    expect(await t.database.db.select().from(outbox).where(eq(outbox.meetingId, TODAY))).toHaveLength(before.length);
  });

  it('when the gateway keeps failing, the message is retried with the same idempotency key, then marked failed', async () => {
    const url = await newLink(TOMORROW);
    gateway.fault = true;
    try {
      const sent = await sendSms(sarah, TOMORROW, url);
      expect(sent.status).toBe(202);
      const row = await settled(sent.body.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, deliveredAt: null });
      expect(row.lastError).toContain('SMS_GATEWAY_FAULT');
      expect(row.payload.body).toContain('/join/[token]');
    } finally {
      gateway.fault = false;
    }
  });
});

describe('call notifications', () => {
  const notify = (client: TestClient, kind: 'push' | 'plain', meetingId: string) =>
    client.post<OutboxReceipt & ErrorBody>(
      `/api/video-meeting/doctor/video/sendcallnotification${kind === 'push' ? '/push' : ''}`,
      { meeting_id: meetingId },
    );

  it('pushes to a patient with the app: 202, delivered by the worker, audited', async () => {
    const answer = await notify(sarah, 'push', WITH_APP_USER);
    expect(answer.status).toBe(202);
    const row = await settled(answer.body.id);
    expect(row).toMatchObject({ topic: 'call_notification.push', status: 'delivered', meetingId: WITH_APP_USER });
    expect(row.payload.body).toBe('Sarah Collins is calling you now for your konsult appointment.');
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'call_notification.push', outcome: 'success', resourceId: WITH_APP_USER }),
    ]);
  });

  it('a one-time web user has no app: the push is refused and the plain notification goes to his phone', async () => {
    const push = await notify(sarah, 'push', TODAY);
    expect(push.status).toBe(409);
    expect(push.body.error.key).toBe('push_not_available');

    const plain = await notify(sarah, 'plain', TODAY);
    expect(plain.status).toBe(202);
    const row = await settled(plain.body.id);
    expect(row).toMatchObject({ topic: 'call_notification.plain', status: 'delivered', patientId: GEORGE });
    expect(row.payload.to).toBe('+44 117 496 0123');
  });

  it('Dora cannot notify George: 404 as for a missing meeting, audited as denied; nothing is queued', async () => {
    for (const kind of ['push', 'plain'] as const) {
      const foreign = await notify(dora, kind, TODAY);
      const missing = await notify(dora, kind, '00000000-0000-4000-8000-000000000000');
      await expectDeniedAsMissing(t, foreign, missing, { action: `call_notification.${kind}`, patientId: GEORGE });
    }
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.meetingId, TODAY), eq(outbox.topic, 'call_notification.push')));
    expect(queued).toHaveLength(0);
  });

  it('a body naming no meeting is the same 404, even an object with its own toString (the fuzz suite found a 500)', async () => {
    const answer = await sarah.post('/api/video-meeting/doctor/video/sendcallnotification', {});
    expect(answer.status).toBe(404);
    const odd = await sarah.post('/api/video-meeting/doctor/video/sendcallnotification/push', {
      meeting_id: { toString: 'not a function' },
    });
    expect(odd.status).toBe(404);
    expect(odd.body).toMatchObject({ error: { key: 'notFound' } });
  });
});

describe('the development outbox page', () => {
  it('lists what was sent for Sarah’s meetings, newest first, with the link token masked', async () => {
    const answer = await sarah.get<DevOutboxResponse>('/api/dev/outbox');
    expect(answer.status).toBe(200);
    const { messages } = answer.body;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.map((m) => m.createdAt)).toEqual([...messages.map((m) => m.createdAt)].sort((a, b) => b - a));
    const sms = messages.find((m) => m.topic === 'sms' && m.status === 'delivered')!;
    expect(sms).toMatchObject({ recipient: '+44 117 496 0123', attempts: 1, meetingId: TODAY });
    expect(sms.body).toMatch(/Join here: http:\/\/127\.0\.0\.1:\d+\/join\/\[token\]$/);
    expect(messages.some((m) => m.status === 'failed' && m.attempts === 3)).toBe(true);
  });

  it('shows Dora none of Sarah’s messages', async () => {
    const answer = await dora.get<DevOutboxResponse>('/api/dev/outbox');
    expect(answer.status).toBe(200);
    expect(answer.body.messages.filter((m) => [TODAY, TOMORROW, WITH_APP_USER].includes(m.meetingId!))).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.baseUrl).get('/api/dev/outbox')).status).toBe(401);
  });
});
