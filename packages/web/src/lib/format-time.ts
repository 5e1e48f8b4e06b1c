/**
 * Clock and date formats for meeting times. Times arrive as epoch ms; they are shown on the clinician's market
 * clock (the same zone the home list uses to decide what "today" is), 24-hour, in the UI language.
 */
export function formatClock(epochMs: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    epochMs,
  );
}

export function formatDate(epochMs: number, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(epochMs);
}

export function formatDateTime(epochMs: number, locale: string, timeZone: string): string {
  return `${formatDate(epochMs, locale, timeZone)} ${formatClock(epochMs, locale, timeZone)}`;
}
