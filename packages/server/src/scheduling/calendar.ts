import { randomUUID } from 'node:crypto';
import { clinicianSlots, dayKey, REVISIT_ERROR_KEYS } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { AppError, conflict } from '../platform/errors';
import { bookedMeetings, insertMeeting, lockCalendar, type NewMeeting } from './repo';

/**
 * A clinician's calendar: their slots and booking one of them. Revisits and referrals book through here, so two
 * clinicians booking one slot at once get one meeting and one 409.
 */

const DAY = 24 * 60 * 60_000;

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
export type BookedMeeting = Omit<NewMeeting, 'id' | 'clinicianId' | 'scheduledStartTime' | 'status' | 'bookedTime'>;

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
    await lockCalendar(tx, clinicianId);
    const day = dayKey(start, timeZone);
    const slot = (await slotsBetween(tx, clinicianId, day, day, timeZone, now)).find((s) => s.startMillis === start);
    if (!slot || slot.isDropin || slot.startMillis <= now) {
      throw new AppError(400, REVISIT_ERROR_KEYS.notASlot, 'That time is not a bookable slot.');
    }
    if (slot.meetingId)
      throw conflict(REVISIT_ERROR_KEYS.slotTaken, 'That slot was booked a moment ago. Choose another.');
    const id = randomUUID();
    await insertMeeting(tx, {
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
