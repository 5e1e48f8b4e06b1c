import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { meetings } from '../platform/db/schema';

export type NewMeeting = typeof meetings.$inferInsert;

/** The clinician's meetings that hold a slot (scheduled or under way) starting in [from, to). */
export async function bookedMeetings(db: Db, clinicianId: string, from: number, to: number) {
  const rows = await db
    .select({ id: meetings.id, start: meetings.scheduledStartTime, minutes: meetings.slotLengthMinutes })
    .from(meetings)
    .where(
      and(
        eq(meetings.clinicianId, clinicianId),
        inArray(meetings.status, ['SCHEDULED', 'STARTED']),
        gte(meetings.scheduledStartTime, new Date(from)),
        lt(meetings.scheduledStartTime, new Date(to)),
      ),
    );
  return rows.map((r) => ({
    meetingId: r.id,
    startMillis: r.start.getTime(),
    endMillis: r.start.getTime() + r.minutes * 60_000,
  }));
}

/**
 * Locks the clinician's calendar until the transaction `tx` ends. An advisory lock, not a row lock: the slot being
 * booked has no row yet, so two bookings of it must queue on the calendar itself to see each other's meeting.
 */
export async function lockCalendar(tx: Db, clinicianId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`calendar:${clinicianId}`}))`);
}

export async function insertMeeting(tx: Db, meeting: NewMeeting): Promise<void> {
  await tx.insert(meetings).values(meeting);
}
