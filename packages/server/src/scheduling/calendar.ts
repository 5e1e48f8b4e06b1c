import { randomUUID } from 'node:crypto';
import { clinicianSlots, dayKey, instantOfWallClock, REVISIT_ERROR_KEYS, type WallClockStart } from '@konsult/domain';
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

type BookingWindow = { from: string; to: string };

/**
 * The clinician's slots in the part of a booking window asked for (all of it when no part is), or the booking's own
 * `outsideWindow` error when the part asked for is not inside the window.
 */
export async function slotsInWindow(
  db: Db,
  clinicianId: string,
  { window, asked, outsideWindow }: { window: BookingWindow; asked: Partial<BookingWindow>; outsideWindow: AppError },
  timeZone: string,
  now: number,
) {
  const from = asked.from ?? window.from;
  const to = asked.to ?? window.to;
  if (from < window.from || to > window.to || from > to) throw outsideWindow;
  return { from, to, slots: await slotsBetween(db, clinicianId, from, to, timeZone, now) };
}

/**
 * The instant a booking starts, from the wall-clock start the panel sends (in the clinician's zone), and its day,
 * which must lie in the booking window: else the booking's own `outsideWindow` error.
 */
export function startInWindow(
  wallClock: WallClockStart,
  timeZone: string,
  { window, outsideWindow }: { window: BookingWindow; outsideWindow: AppError },
) {
  const { startYear: year, startMonth: month, startDay: day, startHour: hour, startMinute: minute } = wallClock;
  const start = instantOfWallClock({ year, month, day, hour, minute }, timeZone);
  const startDay = dayKey(start, timeZone);
  if (startDay < window.from || startDay > window.to) throw outsideWindow;
  return { start, day: startDay };
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
