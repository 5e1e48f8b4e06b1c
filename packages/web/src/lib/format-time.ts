/**
 * Clock and date formats for meeting times. Times arrive as epoch ms; they are shown on the clinician's market
 * clock (the same zone the home list uses to decide what "today" is), 24-hour, in the UI language.
 */

// Building an Intl.DateTimeFormat costs far more than formatting with one; long lists (the record history holds
// thousands of entries) format with the same few, so they are kept per locale, zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const STYLES = { clock: CLOCK, date: DATE, dateTime: { ...DATE, ...CLOCK } } satisfies Record<
  string,
  Intl.DateTimeFormatOptions
>;

function formatter(kind: keyof typeof STYLES, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...STYLES[kind] });
    formatters.set(key, format);
  }
  return format;
}

export function formatClock(epochMs: number, locale: string, timeZone: string): string {
  return formatter('clock', locale, timeZone).format(epochMs);
}

export function formatDate(epochMs: number, locale: string, timeZone: string): string {
  return formatter('date', locale, timeZone).format(epochMs);
}

/** Date and clock in one format, so the language decides how they join ('26 Nov 2026, 14:05', '26 nov. 2026 14:05'). */
export function formatDateTime(epochMs: number, locale: string, timeZone: string): string {
  return formatter('dateTime', locale, timeZone).format(epochMs);
}

/** A calendar date ('YYYY-MM-DD', a date of birth) has no zone: formatted at UTC midnight in UTC, it never shifts a day. */
export function formatCalendarDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return year && month && day ? formatDate(Date.UTC(year, month - 1, day), locale, 'UTC') : iso;
}
