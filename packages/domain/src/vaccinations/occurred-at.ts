import { dayKey } from '../markets/time-zone';
import { startOfDay } from '../record/date-chunks';

/**
 * The add modal asks for the day of the vaccination ('YYYY-MM-DD', the date input's value) and sends the instant
 * that day begins in the market's time zone (the list shows days, not times). A value that is not a real calendar
 * day (2026-02-30, '') is null, which the registration rules report as an invalid date.
 */
export function occurredAtOfDay(day: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) return null;
  return startOfDay({ year, month, day: date }, timeZone);
}

/** The day an instant falls on in the zone, as the date input shows it. */
export function dayOfOccurredAt(epochMs: number, timeZone: string): string {
  return dayKey(epochMs, timeZone);
}
