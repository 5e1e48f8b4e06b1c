import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ActivityType, InterventionType } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { type MeetingBookedBy, meetings } from '../platform/db/schema';

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

/** Serialises bookings of one clinician's calendar until the transaction ends (two clinics booking one slot). */
export async function lockCalendar(tx: Db, clinicianId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`calendar:${clinicianId}`}))`);
}

export async function insertRevisit(
  tx: Db,
  revisit: {
    clinicianId: string;
    patientId: string;
    childId: string | null;
    interventionType: InterventionType;
    start: Date;
    minutes: number;
    bookedBy: MeetingBookedBy;
    now: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const activityType: ActivityType = 'REVISIT';
  await tx.insert(meetings).values({
    id,
    clinicianId: revisit.clinicianId,
    patientId: revisit.patientId,
    childId: revisit.childId,
    activityType,
    interventionType: revisit.interventionType,
    status: 'SCHEDULED',
    bookedTime: revisit.now,
    scheduledStartTime: revisit.start,
    slotLengthMinutes: revisit.minutes,
    bookedBy: revisit.bookedBy,
  });
  return id;
}

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
