import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type B2bTicket, dayKey } from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../../demo/demo-ids';
import { outbox } from '../../platform/db/schema';
import { TestClient } from '../../test/client';
import { useTestApp } from '../../test/file-app';
import { useLoopbackServer } from '../../test/loopback-server';
import { B2B_TICKET_TOPICS } from './http';
import { bookRevisitFrom, firstScheduledMeeting } from '../../test/consultation-api';

/**
 * With B2B_TICKETS_URL set, the partner's ticket system is asked over HTTP: here a real HTTP server on loopback that
 * answers each patient as the story needs and records the appointments taken and given back. Dora (gb.gp) books a
 * revisit the partner pays for, then rejects the patient's identity at it, which gives the appointment back.
 */

type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

const LONDON = 'Europe/London';
const DAY = 24 * 60 * 60_000;
const received: Received[] = [];
/** The partner's answer to the next ticket question: [status, body]. */
let answer: [number, unknown] = [200, { ticket: null }];

const partner = useLoopbackServer((request, text, response) => {
  const url = new URL(request.url!, 'http://partner');
  received.push({
    method: request.method!,
    path: url.pathname + url.search,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  });
  const [status, body] = request.method === 'GET' ? answer : [201, { accepted: true }];
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});
const t = useTestApp(() => ({
  b2bTicketsUrl: partner.url('/v1/'),
  b2bTicketsToken: 'partner-secret',
  outboxPollMs: 50,
  outboxBackoffMs: 10,
}));
const dora = t.signedIn('gb.gp');

const validTicket = (): B2bTicket => ({
  partnerName: 'Vitality Health',
  type: 'insurance_health',
  validFrom: dayKey(Date.now() - 30 * DAY, LONDON),
  validTo: dayKey(Date.now() + 200 * DAY, LONDON),
  numberOfAppointments: 6,
  remainedAppointments: 4,
  isRevoked: false,
});

/** Dora's first scheduled meeting; the partner answers its ticket questions as `partnerSays` from now on. */
async function meetingWithTicket(partnerSays: [number, unknown]) {
  answer = partnerSays;
  return firstScheduledMeeting(dora);
}

/** Dora books a revisit of the meeting as the panel does (see `bookRevisitFrom`). */
const bookFrom = (meetingId: string) => bookRevisitFrom(dora, meetingId, { timeZone: LONDON, message: 'Follow-up.' });

const settled = (topic: string, meetingId: string) =>
  vi.waitFor(
    async () => {
      const [row] = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.topic, topic), eq(outbox.meetingId, meetingId)));
      expect(row?.status).toBe('delivered');
      return row!;
    },
    { timeout: 10_000, interval: 25 },
  );

describe('the HTTP B2B ticket adapter', () => {
  it('asks the partner by activity and user with the bearer token, and answers its ticket', async () => {
    const meeting = await meetingWithTicket([200, { ticket: validTicket() }]);
    received.length = 0;
    const answer = await dora.get(`/api/b2b/ticket-validity?activityId=${meeting.id}&userId=${meeting.patientId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ticket: validTicket() });
    expect(received).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v1/ticket-validity?activityId=${meeting.id}&userId=${meeting.patientId}`,
        headers: expect.objectContaining({ authorization: 'Bearer partner-secret' }),
      }),
    ]);
  });

  it("passes the partner's TICKET_DELETED on as 410, and anything it cannot use as 502", async () => {
    const deleted = await meetingWithTicket([410, { errorCode: 'TICKET_DELETED' }]);
    const gone = await dora.get(`/api/b2b/ticket-validity?activityId=${deleted.id}&userId=${deleted.patientId}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ error: { key: 'TICKET_DELETED' } });

    for (const broken of [
      [500, { errorCode: 'INTERNAL' }],
      [200, { ticket: { partnerName: 'Half a ticket' } }],
    ] as [number, unknown][]) {
      const meeting = await meetingWithTicket(broken);
      const answer = await dora.get(`/api/b2b/ticket-validity?activityId=${meeting.id}&userId=${meeting.patientId}`);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ error: { key: 'b2b_ticket_unavailable' } });
    }
  });

  it('takes an appointment with the booking, delivered once it commits; a rejected identity gives it back', async () => {
    const meeting = await meetingWithTicket([200, { ticket: validTicket() }]);
    const { booked, slot } = await bookFrom(meeting.id);
    expect(booked.status).toBe(201);
    expect(booked.body.coveredByB2bTicket).toBe(true);
    const revisit = booked.body.meetingId;

    const use = await settled(B2B_TICKET_TOPICS.use, revisit);
    const posted = received.filter((r) => r.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({
        path: '/v1/appointments',
        body: { activityId: revisit, userId: meeting.patientId, day: dayKey(slot.startMillis, LONDON) },
        headers: expect.objectContaining({
          authorization: 'Bearer partner-secret',
          'idempotency-key': use.idempotencyKey,
        }),
      }),
    ]);

    const rejected = await dora.post(`/api/uk-identity/meeting/${revisit}/verification`, {
      outcome: 'Reject',
      rejection_reason: 'DidNotAttend',
    });
    expect(rejected.status).toBe(200);
    const back = await settled(B2B_TICKET_TOPICS.return, revisit);
    expect(received.filter((r) => r.method === 'POST').at(-1)).toMatchObject({
      path: `/v1/appointments/${revisit}/return`,
      headers: expect.objectContaining({ 'idempotency-key': back.idempotencyKey }),
    });
  });

  it('books, unpaid, when the partner has no ticket or does not answer; nothing is taken', async () => {
    for (const partnerSays of [
      [200, { ticket: null }],
      [503, { errorCode: 'MAINTENANCE' }],
    ] as [number, unknown][]) {
      const meeting = await meetingWithTicket(partnerSays);
      const { booked } = await bookFrom(meeting.id);
      expect(booked.status).toBe(201);
      expect(booked.body.coveredByB2bTicket).toBe(false);
      const uses = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.topic, B2B_TICKET_TOPICS.use), eq(outbox.meetingId, booked.body.meetingId)));
      expect(uses).toEqual([]);
    }
  });

  it('leaves a Swedish clinician’s demo patients to the same partner: no embedded ticket is read', async () => {
    const anna = new TestClient(t.baseUrl);
    await anna.signIn('se.doctor');
    // Astrid has an embedded demo ticket; with the HTTP adapter configured, only the partner's answer counts.
    const astrid = demoPatientId(0x101);
    answer = [200, { ticket: null }];
    const asked = await anna.get(
      `/api/b2b/ticket-validity?activityId=${demoMeetingId('se.doctor', 'today-next')}&userId=${astrid}`,
    );
    expect(asked.body).toEqual({ ticket: null });
  });
});
