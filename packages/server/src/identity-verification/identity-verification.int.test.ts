import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { MeetingListResponse, VerificationEvent } from '@konsult/domain';
import { b2bTickets, b2bTicketUses, meetings, verificationEvents } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';
import { auditRowsOf } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { firstScheduledMeeting, scheduledMeetingsOf } from '../test/consultation-api';

/** Dora (gb.gp) checks her patients' identity; Anna (se.doctor) is not offered the check. */

const t = useTestApp();
const dora = t.signedIn('gb.gp');
let scheduled: MeetingListResponse['meetings'];

beforeAll(async () => {
  scheduled = await scheduledMeetingsOf(dora);
});

const verify = (client: TestClient, meetingId: string, body: unknown) =>
  client.post<VerificationEvent>(`/api/uk-identity/meeting/${meetingId}/verification`, body);

describe('identity verification', () => {
  it('Dora accepts an identity: the event is stored as the seed writes it, and the meeting goes on', async () => {
    const meeting = scheduled[0]!;
    const answer = await verify(dora, meeting.id, {
      outcome: 'Accept',
      kbv_free_text_answer: 'Confirmed date of birth',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user_id: meeting.patientId,
      outcome: 'Accept',
      rejection_reason: null,
      meeting_type: meeting.childName ? 'Child' : 'Adult',
      kbv_free_text_answer: 'Confirmed date of birth',
    });
    expect(answer.body.previous_status).toBe('Unverified');
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row?.status).toBe('SCHEDULED');
    const again = await verify(dora, meeting.id, { outcome: 'Accept' });
    expect(again.body.previous_status).toBe('Accept');
  });

  it('a rejection needs a reason, and cancels the meeting with it', async () => {
    const meeting = scheduled[1]!;
    expect((await verify(dora, meeting.id, { outcome: 'Reject' })).status).toBe(400);
    const answer = await verify(dora, meeting.id, { outcome: 'Reject', rejection_reason: 'CouldNotVerifyPatient' });
    expect(answer.status).toBe(200);
    expect(answer.body.rejection_reason).toBe('CouldNotVerifyPatient');
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: 'identity:CouldNotVerifyPatient' });
    expect((await dora.get(`/api/meeting/doctor/meeting/${meeting.id}`)).status).toBe(410);
    const events = await t.database.db
      .select()
      .from(verificationEvents)
      .where(eq(verificationEvents.meetingId, meeting.id));
    expect(events).toHaveLength(1);
  });

  it('a rejection gives back the B2B ticket appointment the cancelled meeting took; an acceptance does not', async () => {
    const [accepted, rejected] = [scheduled[2]!, scheduled[3]!];
    const ticketFor = async (patientId: string, remainedAppointments: number) =>
      (
        await t.database.db
          .insert(b2bTickets)
          .values({
            id: randomUUID(),
            patientId,
            partnerName: 'Vitality Health',
            type: 'insurance_health',
            validFrom: '2026-01-01',
            validTo: '2027-12-31',
            numberOfAppointments: 4,
            remainedAppointments,
            issuedAt: new Date(),
          })
          .returning({ id: b2bTickets.id })
      )[0]!.id;
    // Each meeting was booked with its patient's ticket (b2b.int.test.ts books through the API).
    const tickets = [await ticketFor(accepted.patientId, 1), await ticketFor(rejected.patientId, 1)];
    await t.database.db.insert(b2bTicketUses).values([
      { meetingId: accepted.id, ticketId: tickets[0]!, patientId: accepted.patientId },
      { meetingId: rejected.id, ticketId: tickets[1]!, patientId: rejected.patientId },
    ]);

    expect((await verify(dora, accepted.id, { outcome: 'Accept' })).status).toBe(200);
    expect((await verify(dora, rejected.id, { outcome: 'Reject', rejection_reason: 'DidNotAttend' })).status).toBe(200);

    const remained = async (id: string) =>
      (await t.database.db.select().from(b2bTickets).where(eq(b2bTickets.id, id)))[0]!.remainedAppointments;
    expect([await remained(tickets[0]!), await remained(tickets[1]!)]).toEqual([1, 2]);
    const uses = await t.database.db.select().from(b2bTicketUses).where(inArray(b2bTicketUses.ticketId, tickets));
    expect(uses.map((u) => u.meetingId)).toEqual([accepted.id]);
  });

  it('is refused to a Swedish clinician, and the refusal is audited', async () => {
    const anna = await t.signInNow('se.doctor');
    const meeting = await firstScheduledMeeting(anna);
    const refused = await verify(anna, meeting.id, { outcome: 'Accept' });
    expect(refused.status).toBe(403);
    expect(await auditRowsOf(t, refused, 'denied')).toMatchObject([
      { patientId: meeting.patientId, action: 'identity.verify' },
    ]);
  });
});
