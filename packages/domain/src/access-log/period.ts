import { ACCESS_LOG_MAX_DAYS, type AccessLogQuery } from '../api/access-log';
import { parseIsoDate } from '../identifiers/calendar-date';

const DAY_MS = 86_400_000;

/** A calendar day as a day count since 1970-01-01, or null for a day that does not exist. */
export function isoDayNumber(iso: string): number | null {
  const date = parseIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / DAY_MS : null;
}

/** The calendar day `days` after (or before) an ISO day. */
export function addIsoDays(iso: string, days: number): string {
  return new Date(((isoDayNumber(iso) ?? 0) + days) * DAY_MS).toISOString().slice(0, 10);
}

export type AccessLogRangeIssue = 'invalidDate' | 'toBeforeFrom' | 'tooLong';

/**
 * Why an access-log period is refused (the server's 400, the screen's message before asking): both days real, in
 * order, and at most ACCESS_LOG_MAX_DAYS days with both ends included.
 */
export function accessLogRangeIssue({ from, to }: AccessLogQuery): AccessLogRangeIssue | null {
  const first = isoDayNumber(from);
  const last = isoDayNumber(to);
  if (first === null || last === null) return 'invalidDate';
  if (last < first) return 'toBeforeFrom';
  if (last - first + 1 > ACCESS_LOG_MAX_DAYS) return 'tooLong';
  return null;
}
