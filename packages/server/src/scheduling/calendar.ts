import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { clinicianSlots, dayKey, REVISIT_ERROR_KEYS } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetings } from '../platform/db/schema';
import { AppError, conflict } from '../platform/errors';

/**
 * A clinician's calendar: their slots and booking one of them. Revisits and referrals book through here, so two
 * clinicians booking one slot at once get one meeting and one 409.
 */

const DAY = 24 * 60 * 60_000;

/** The clinician's meetings that hold a slot (scheduled or under way) starting in [from, to). */
async function bookedMeetings(db: Db, clinicianId: string, from: number, to: number) {
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

/** The clinician's slots between two ISO dates (inclusive) in the zone. */
export async function slotsBetween(
  db: Db,
  clinicianId: string,
  from: string,
  to: string,
  timeZone: string,
  now: number,
) {
  // The booked meetings of the days asked for, a day's margin either side for the zone.
  const first = Date.parse(`${from}T00:00:00Z`) - DAY;
  const last = Date.parse(`${to}T00:00:00Z`) + 2 * DAY;
  return clinicianSlots({ from, to, timeZone, now, booked: await bookedMeetings(db, clinicianId, first, last) });
}

/** The columns of the meeting a booking creates, beyond its clinician, start and status. */
export type BookedMeeting = Omit<
  typeof meetings.$inferInsert,
  'id' | 'clinicianId' | 'scheduledStartTime' | 'status' | 'bookedTime'
>;

/**
 * Books `start` in the clinician's calendar: a real SCHEDULED meeting, if `start` is one of their free, future
 * consultation slots. The calendar is locked until the transaction ends; `alsoInTransaction` writes what belongs
 * with the booking (a referral's row, a facility) so that either all of it is stored or none.
 */
export async function bookSlot(
  db: Db,
  booking: {
    clinicianId: string;
    start: number;
    timeZone: string;
    now: number;
    meeting: BookedMeeting;
  },
  alsoInTransaction?: (tx: Db, meetingId: string) => Promise<void>,
): Promise<string> {
  const { clinicianId, start, timeZone, now } = booking;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`calendar:${clinicianId}`}))`);
    const day = dayKey(start, timeZone);
    const slot = (await slotsBetween(tx, clinicianId, day, day, timeZone, now)).find((s) => s.startMillis === start);
    if (!slot || slot.isDropin || slot.startMillis <= now) {
      throw new AppError(400, REVISIT_ERROR_KEYS.notASlot, 'That time is not a bookable slot.');
    }
    if (slot.meetingId)
      throw conflict(REVISIT_ERROR_KEYS.slotTaken, 'That slot was booked a moment ago. Choose another.');
    const id = randomUUID();
    await tx.insert(meetings).values({
      ...booking.meeting,
      id,
      clinicianId,
      status: 'SCHEDULED',
      bookedTime: new Date(now),
      scheduledStartTime: new Date(start),
    });
    await alsoInTransaction?.(tx, id);
    return id;
  });
}
