import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TicketValidityResponse } from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { B2bTicketError, type B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import { EmbeddedB2bTicketSystem } from '../integrations/b2b-tickets/embedded';
import { b2bTickets, b2bTicketUses } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';
import { bookRevisitFrom } from '../test/consultation-api';

/**
 * Anna (se.doctor) books revisits for three patients. Astrid's employer pays through a valid B2B ticket (5
 * appointments, 3 left); Lars's insurer deleted his (TICKET_DELETED, which the screen shows as revoked); Elin has
 * none. Booking Astrid's revisit takes one appointment of her ticket; Lars's is booked all the same, unpaid by any
 * partner. Another market's clinician learns nothing of any of it.
 */

const STOCKHOLM = 'Europe/Stockholm';
const P = { astrid: demoPatientId(0x101), lars: demoPatientId(0x104), elin: demoPatientId(0x103) };
const M = {
  astrid: demoMeetingId('se.doctor', 'today-next'),
  lars: demoMeetingId('se.doctor', 'today-text'),
  elin: demoMeetingId('se.doctor', 'today-current'),
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The embedded system, which the test can make fail as a partner's system that is down would. */
class SwitchableTickets implements B2bTicketSystem {
  inner: B2bTicketSystem | null = null;
  failWith: string | null = null;
  ticketValidity(query: { activityId: string; userId: string }) {
    if (this.failWith) return Promise.reject(new B2bTicketError(this.failWith));
    return this.inner!.ticketValidity(query);
  }
  prepareAppointmentUse(...args: Parameters<B2bTicketSystem['prepareAppointmentUse']>) {
    return this.inner!.prepareAppointmentUse(...args);
  }
  returnAppointment(...args: Parameters<B2bTicketSystem['returnAppointment']>) {
    return this.inner!.returnAppointment(...args);
  }
}

const tickets = new SwitchableTickets();
const t = useTestApp({}, { b2bTickets: tickets });
const anna = t.signedIn('se.doctor');

beforeAll(async () => {
  tickets.inner = new EmbeddedB2bTicketSystem(t.database.db);
});

const validity = (client: TestClient, activityId: string, userId: string) =>
  client.get<TicketValidityResponse>(`/api/b2b/ticket-validity?activityId=${activityId}&userId=${userId}`);

const stored = async (patientId: string) =>
  (await t.database.db.select().from(b2bTickets).where(eq(b2bTickets.patientId, patientId)))[0]!;

/** Anna books a revisit of the meeting as the panel does (see `bookRevisitFrom`). */
const bookFrom = async (meetingId: string, after = 0) =>
  (await bookRevisitFrom(anna, meetingId, { timeZone: STOCKHOLM, message: 'Uppföljning.', after })).booked;

describe('the B2B validity ticket', () => {
  it("answers Astrid's valid ticket by activity and user, audited", async () => {
    const answer = await validity(anna, M.astrid, P.astrid);
    expect(answer.status).toBe(200);
    expect(answer.body.ticket).toEqual({
      partnerName: 'Nordisk Företagshälsa',
      type: 'b2b_t2',
      validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      numberOfAppointments: 5,
      remainedAppointments: 3,
      isRevoked: false,
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'b2b.ticket_validity', outcome: 'success', patientId: P.astrid }),
    ]);
  });

  it("passes the partner's TICKET_DELETED on for Lars's deleted ticket (410)", async () => {
    const answer = await validity(anna, M.lars, P.lars);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ error: { key: 'TICKET_DELETED' } });
  });

  it('answers null for Elin, who has no ticket: no B2B is not an error', async () => {
    const answer = await validity(anna, M.elin, P.elin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ticket: null });
  });

  it('answers a failing ticket system with 502 b2b_ticket_unavailable', async () => {
    tickets.failWith = 'TIMEOUT';
    try {
      const answer = await validity(anna, M.astrid, P.astrid);
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ error: { key: 'b2b_ticket_unavailable' } });
    } finally {
      tickets.failWith = null;
    }
  });

  it("is 404 for a user who is not the meeting's patient, as for an unknown one, with a denial", async () => {
    const lars = await validity(anna, M.astrid, P.lars);
    const unknown = await validity(anna, M.astrid, UNKNOWN_ID);
    expect(lars.status).toBe(404);
    expect(lars.text).toBe(unknown.text);
    expect(await auditRowsOf(t, lars)).toEqual([
      expect.objectContaining({ action: 'b2b.ticket_validity', outcome: 'denied', patientId: P.lars }),
    ]);
  });

  it('is 404 for a clinician without a care relationship, the same bytes as a missing meeting', async () => {
    const gp = await t.signInNow('gb.gp');
    const foreign = await validity(gp, M.astrid, P.astrid);
    const missing = await validity(gp, UNKNOWN_ID, P.astrid);
    await expectDeniedAsMissing(t, foreign, missing, { action: 'b2b.ticket_validity', patientId: P.astrid });
  });
});

describe('booking a revisit with a B2B ticket', () => {
  it("takes one appointment of Astrid's valid ticket with the booking", async () => {
    const booked = await bookFrom(M.astrid);
    expect(booked.status).toBe(201);
    expect(booked.body.coveredByB2bTicket).toBe(true);
    expect((await validity(anna, M.astrid, P.astrid)).body.ticket).toMatchObject({
      numberOfAppointments: 5,
      remainedAppointments: 2,
    });
    const uses = await t.database.db.select().from(b2bTicketUses).where(eq(b2bTicketUses.patientId, P.astrid));
    expect(uses.map((u) => u.meetingId)).toEqual([booked.body.meetingId]);
  });

  it("books Lars's revisit although his ticket was deleted; nothing is taken from it", async () => {
    const before = await stored(P.lars);
    const booked = await bookFrom(M.lars);
    expect(booked.status).toBe(201);
    expect(booked.body.coveredByB2bTicket).toBe(false);
    expect((await stored(P.lars)).remainedAppointments).toBe(before.remainedAppointments);
  });

  it('books Elin’s revisit, not covered, when she has no ticket', async () => {
    const booked = await bookFrom(M.elin);
    expect(booked.status).toBe(201);
    expect(booked.body.coveredByB2bTicket).toBe(false);
  });

  it('covers only while appointments are left, and never once the partner revokes the ticket', async () => {
    const id = (await stored(P.astrid)).id;
    await t.database.db.update(b2bTickets).set({ remainedAppointments: 1 }).where(eq(b2bTickets.id, id));
    const last = await bookFrom(M.astrid);
    expect(last.body.coveredByB2bTicket).toBe(true);
    const usedUp = await bookFrom(M.astrid, last.body.startMillis);
    expect(usedUp.status).toBe(201);
    expect(usedUp.body.coveredByB2bTicket).toBe(false);
    expect((await stored(P.astrid)).remainedAppointments).toBe(0);

    await t.database.db
      .update(b2bTickets)
      .set({ remainedAppointments: 2, revokedAt: new Date() })
      .where(eq(b2bTickets.id, id));
    expect((await validity(anna, M.astrid, P.astrid)).body.ticket).toMatchObject({ isRevoked: true });
    const revoked = await bookFrom(M.astrid, usedUp.body.startMillis);
    expect(revoked.status).toBe(201);
    expect(revoked.body.coveredByB2bTicket).toBe(false);
    expect((await stored(P.astrid)).remainedAppointments).toBe(2);
  });
});
