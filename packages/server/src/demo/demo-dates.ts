/** Calendar arithmetic for laying out demo data relative to `now`, all in UTC. */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY);
}

/** The ISO date ('YYYY-MM-DD') that many years and months before `now`'s UTC day. */
export function isoDateBefore(now: Date, years: number, months = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, now.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

/** Whole UTC calendar days from `from` to `to` (negative when `to` is earlier). */
export function utcDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((end - start) / DAY);
}
