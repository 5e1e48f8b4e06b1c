import { dayKey } from '../markets/time-zone';
import { instantOfWallClock, wallClock } from '../record/date-chunks';

/** Seed 000 §3 Slots. */
export type Slot = {
  shiftType: ShiftType;
  /** The meeting already booked in the slot, if any. */
  meetingId: string | null;
  startMillis: number;
  endMillis: number;
  isBookable: boolean;
  isDropin: boolean;
};

/**
 * The shift types of a clinician's day (ours; the seed names none). Seed 000 §5 filters out "shifts of two excluded
 * types": ours are lunch and administration, when no patient can be seen.
 */
export const SHIFT_TYPES = ['CONSULTATION', 'DROP_IN', 'LUNCH', 'ADMIN'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const EXCLUDED_SHIFT_TYPES: ReadonlySet<ShiftType> = new Set(['LUNCH', 'ADMIN']);

/** Seed 000 §9 / issue 7: the meeting length options of a revisit, and the standard one. */
export const REVISIT_LENGTH_OPTIONS = [20] as const;
export const STANDARD_REVISIT_MINUTES = 20;

/** Seed 000 §7: slots are asked for from the meeting's start minus 7 days to its end plus 14 days. */
export const REVISIT_DAYS_BEFORE = 7;
export const REVISIT_DAYS_AFTER = 14;
const DAY = 24 * 60 * 60_000;

/** The revisit window as ISO dates in the clinician's zone: [start − 7 days, end + 14 days]. */
export function revisitWindow(meeting: { startMillis: number; endMillis: number }, timeZone: string) {
  return {
    from: dayKey(meeting.startMillis - REVISIT_DAYS_BEFORE * DAY, timeZone),
    to: dayKey(meeting.endMillis + REVISIT_DAYS_AFTER * DAY, timeZone),
  };
}

/** Our clinicians' working day, Monday to Friday in their market's zone: [from hour, to hour, shift type]. */
const WORKING_DAY: readonly [number, number, ShiftType][] = [
  [8, 12, 'CONSULTATION'],
  [12, 13, 'LUNCH'],
  [13, 15, 'CONSULTATION'],
  [15, 16, 'DROP_IN'],
  [16, 17, 'ADMIN'],
];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function days(from: string, to: string): { year: number; month: number; day: number }[] {
  const start = ISO_DAY.exec(from);
  const end = ISO_DAY.exec(to);
  if (!start || !end) return [];
  const result = [];
  const last = Date.UTC(Number(end[1]), Number(end[2]) - 1, Number(end[3]));
  for (let t = Date.UTC(Number(start[1]), Number(start[2]) - 1, Number(start[3])); t <= last; t += DAY) {
    const date = new Date(t);
    // Monday to Friday only.
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    result.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
    if (result.length > 62) break;
  }
  return result;
}

/**
 * A clinician's slots between two ISO dates (inclusive) in their zone, the excluded shift types left out. A slot is
 * bookable when it is a consultation slot, in the future and free; drop-in slots are shown but not booked ahead.
 */
export function clinicianSlots(input: {
  from: string;
  to: string;
  timeZone: string;
  now: number;
  booked: readonly { meetingId: string; startMillis: number; endMillis: number }[];
  slotMinutes?: number;
}): Slot[] {
  const minutes = input.slotMinutes ?? STANDARD_REVISIT_MINUTES;
  const slots: Slot[] = [];
  for (const day of days(input.from, input.to)) {
    for (const [fromHour, toHour, shiftType] of WORKING_DAY) {
      if (EXCLUDED_SHIFT_TYPES.has(shiftType)) continue;
      for (let minute = fromHour * 60; minute + minutes <= toHour * 60; minute += minutes) {
        const startMillis = instantOfWallClock(
          { ...day, hour: Math.floor(minute / 60), minute: minute % 60 },
          input.timeZone,
        );
        const endMillis = startMillis + minutes * 60_000;
        const taken = input.booked.find((m) => m.startMillis < endMillis && startMillis < m.endMillis);
        const isDropin = shiftType === 'DROP_IN';
        slots.push({
          shiftType,
          meetingId: taken?.meetingId ?? null,
          startMillis,
          endMillis,
          isBookable: !isDropin && !taken && startMillis > input.now,
          isDropin,
        });
      }
    }
  }
  return slots;
}

/** The wall-clock fields of the book-revisit payload (seed 000 §3) for an instant in the zone. */
export function revisitStartFields(startMillis: number, timeZone: string) {
  const w = wallClock(startMillis, timeZone);
  return { startYear: w.year, startMonth: w.month, startDay: w.day, startHour: w.hour, startMinute: w.minute };
}
