import { addIsoDays, dayKey, type AccessLogQuery } from '@konsult/domain';

/** The period the screen opens with: the last 30 days, today included. */
export const DEFAULT_ACCESS_LOG_DAYS = 30;

/** The last DEFAULT_ACCESS_LOG_DAYS calendar days up to today on the market's clock. */
export function defaultAccessLogRange(now: number, timeZone: string): AccessLogQuery {
  const to = dayKey(now, timeZone);
  return { from: addIsoDays(to, -(DEFAULT_ACCESS_LOG_DAYS - 1)), to };
}
