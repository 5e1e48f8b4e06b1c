import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OutboxReceipt, PatientLinkResponse } from '@konsult/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { outbox } from '../../platform/db/schema';
import { demoMeetingId } from '../../demo/demo-ids';
import { useTestApp } from '../../test/file-app';
import { useLoopbackServer } from '../../test/loopback-server';
import { HttpSmsGateway } from './http';

/**
 * With SMS_GATEWAY_URL set, Sarah's SMS to George goes to an HTTP SMS gateway: here a real HTTP
 * server on loopback that records what it receives and answers as each story needs.
 */

type Received = { headers: IncomingMessage['headers']; body: unknown };

const received: Received[] = [];
let answerWith = 202;

const gateway = useLoopbackServer((request, text, response) => {
  if (request.url === '/hang') return; // never answers
  received.push({ headers: request.headers, body: JSON.parse(text) as unknown });
  response.writeHead(answerWith, { 'content-type': 'application/json' }).end('{"queued":true}');
});
const t = useTestApp(() => ({
  smsGatewayUrl: gateway.url('/messages'),
  smsGatewayToken: 'gateway-secret',
  outboxBackoffMs: 10,
  outboxMaxAttempts: 3,
}));
const sarah = t.signedIn('gb.nurse');
const TODAY = demoMeetingId('gb.nurse', 'today-current');

/** Sends George the link (a fresh one, the cooldown ended first); resolves with the settled outbox row. */
async function textGeorge() {
  await t.database.db
    .update(outbox)
    .set({ createdAt: sql`${outbox.createdAt} - interval '61 seconds'` })
    .where(eq(outbox.meetingId, TODAY));
  const link = await sarah.post<PatientLinkResponse>(`/api/meeting/${TODAY}/patient-link`);
  const sent = await sarah.post<OutboxReceipt>(`/api/meeting/doctor/send-sms/${TODAY}`, {
    oneTimeUrl: `${t.baseUrl}${link.body.path}`,
  });
  expect(sent.status).toBe(202);
  const row = await vi.waitFor(
    async () => {
      const [r] = await t.database.db.select().from(outbox).where(eq(outbox.id, sent.body.id));
      expect(r!.status).not.toBe('pending');
      return r!;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { row, link: `${t.baseUrl}${link.body.path}` };
}

describe('the HTTP SMS gateway adapter', () => {
  it('posts the number and text as JSON with the bearer token and the idempotency key', async () => {
    received.length = 0;
    answerWith = 202;
    const { row, link } = await textGeorge();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer gateway-secret',
      'idempotency-key': row.idempotencyKey,
    });
    expect(message!.body).toEqual({ to: '+44 117 496 0123', body: expect.stringMatching(/Join here: /) });
    expect((message!.body as { body: string }).body.endsWith(link)).toBe(true);
  });

  it('retries while the gateway is unavailable (503), sending the same key each time, then gives up', async () => {
    received.length = 0;
    answerWith = 503;
    const { row } = await textGeorge();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMS gateway answered 503' });
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual(Array(3).fill(row.idempotencyKey));
  });

  it('gives up at once when the gateway refuses the message itself (400)', async () => {
    received.length = 0;
    answerWith = 400;
    const { row } = await textGeorge();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMS gateway answered 400' });
    expect(received).toHaveLength(1);
  });

  it('does not wait for a gateway that never answers', async () => {
    const hanging = new HttpSmsGateway({ url: gateway.url('/hang'), token: null, timeoutMs: 200 });
    await expect(hanging.send({ to: '+44 7700 900000', body: 'hello', idempotencyKey: 'k' })).rejects.toThrow();
  });
});

describe('the development outbox page', () => {
  it('exists only in demo mode', async () => {
    const base = { ...loadConfig({ NODE_ENV: 'test' }), webDist: null };
    const production = await buildApp({ config: { ...base, demoMode: false }, database: t.database, logger: false });
    expect(production.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    await production.close();
    expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(true);
  });
});
