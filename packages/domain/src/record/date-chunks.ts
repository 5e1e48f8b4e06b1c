/**
 * Seed 001 §9: the record history is grouped into date chunks — future, past week, past month, past year and
 * older than one year — relative to now, on the market's calendar. Ours, since the seed gives only the names:
 * - future: after `now` (an entry later today is future; one earlier today is past week);
 * - past week: on or after the same day one week ago (today and the 7 days before);
 * - past month: on or after the same date one calendar month ago (31 March → 28/29 February);
 * - past year: on or after the same date one year ago (29 February → 28 February);
 * - older: before that.
 * Boundaries are midnights in the market's time zone, so an entry at 00:30 Stockholm time on the boundary day is
 * inside even though it is still the day before in UTC.
 */
export const DATE_CHUNKS = ['future', 'past-week', 'past-month', 'past-year', 'older'] as const;
export type DateChunk = (typeof DATE_CHUNKS)[number];

/** Instants (epoch ms) where the chunks start, computed once per list; classifying an entry is then three compares. */
export interface DateChunkBounds {
  now: number;
  weekStart: number;
  monthStart: number;
  yearStart: number;
}

interface CalendarDay {
  year: number;
  month: number; // 1–12
  day: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClock(
  epochMs: number,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function zoneOffset(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a wall-clock time in the zone stands for (two passes, as for midnight, across a DST change). */
export function instantOfWallClock(
  time: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): number {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(first, timeZone);
}

/** The instant the calendar day starts in the zone (its first existing minute on a DST day). */
export function startOfDay(day: CalendarDay, timeZone: string): number {
  const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
  // Two passes: the offset at the guess may differ from the offset at local midnight across a DST change.
  const first = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return midnightUtc - zoneOffset(first, timeZone);
}

function calendarDay(epochMs: number, timeZone: string): CalendarDay {
  const { year, month, day } = wallClock(epochMs, timeZone);
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function minusDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day - days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function minusMonths({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { year: y, month: m, day: Math.min(day, daysInMonth(y, m)) };
}

export function dateChunkBounds(now: number, timeZone: string): DateChunkBounds {
  const today = calendarDay(now, timeZone);
  return {
    now,
    weekStart: startOfDay(minusDays(today, 7), timeZone),
    monthStart: startOfDay(minusMonths(today, 1), timeZone),
    yearStart: startOfDay(minusMonths(today, 12), timeZone),
  };
}

export function dateChunkOf(epochMs: number, bounds: DateChunkBounds): DateChunk {
  if (epochMs > bounds.now) return 'future';
  if (epochMs >= bounds.weekStart) return 'past-week';
  if (epochMs >= bounds.monthStart) return 'past-month';
  if (epochMs >= bounds.yearStart) return 'past-year';
  return 'older';
}

export interface DateChunkGroup<T> {
  chunk: DateChunk;
  items: T[];
}

/** The non-empty chunks in DATE_CHUNKS order; each keeps its items in the order given (the list is newest first). */
export function groupByDateChunk<T>(
  items: readonly T[],
  at: (item: T) => number,
  now: number,
  timeZone: string,
): DateChunkGroup<T>[] {
  const bounds = dateChunkBounds(now, timeZone);
  const byChunk = new Map<DateChunk, T[]>(DATE_CHUNKS.map((chunk) => [chunk, []]));
  for (const item of items) byChunk.get(dateChunkOf(at(item), bounds))!.push(item);
  return DATE_CHUNKS.flatMap((chunk) => {
    const chunkItems = byChunk.get(chunk)!;
    return chunkItems.length > 0 ? [{ chunk, items: chunkItems }] : [];
  });
}
