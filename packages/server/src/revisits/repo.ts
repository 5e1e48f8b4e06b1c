import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { meetings } from '../platform/db/schema';

/** The revisits booked from a meeting (its taken actions), soonest first. */
export async function revisitsBookedFrom(db: Db, originMeetingId: string) {
  const rows = await db
    .select({ id: meetings.id, start: meetings.scheduledStartTime, bookedBy: meetings.bookedBy })
    .from(meetings)
    .where(sql`${meetings.bookedBy}->>'originMeetingId' = ${originMeetingId}`)
    .orderBy(meetings.scheduledStartTime)
    .limit(100);
  return rows.map((r) => ({ meetingId: r.id, startMillis: r.start.getTime(), message: r.bookedBy?.message ?? '' }));
}
