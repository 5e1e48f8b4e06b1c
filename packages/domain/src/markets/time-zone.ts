import type { Country } from './country';

/** Where a market's clinicians read their clock. */
export const MARKET_TIME_ZONE: Record<Country, string> = {
  SE: 'Europe/Stockholm',
  GB: 'Europe/London',
  NO: 'Europe/Oslo',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
};

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dayKey(epochMs: number, timeZone: string): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, format);
  }
  return format.format(epochMs);
}
