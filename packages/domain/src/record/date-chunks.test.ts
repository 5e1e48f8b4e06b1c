import { describe, expect, it } from 'vitest';
import { dateChunkBounds, dateChunkOf, groupByDateChunk, startOfDay } from './date-chunks';

const STOCKHOLM = 'Europe/Stockholm';
const LONDON = 'Europe/London';
// Saturday 21 November 2026, 13:00 UTC = 14:00 in Stockholm.
const now = Date.UTC(2026, 10, 21, 13, 0);

describe('date chunks of the record history', () => {
  it('puts an entry after now in the future, even later the same day', () => {
    const bounds = dateChunkBounds(now, STOCKHOLM);
    expect(dateChunkOf(now + 60_000, bounds)).toBe('future');
    expect(dateChunkOf(Date.UTC(2027, 0, 1), bounds)).toBe('future');
    expect(dateChunkOf(now, bounds)).toBe('past-week');
    expect(dateChunkOf(now - 60_000, bounds)).toBe('past-week');
  });

  it('counts the past week from midnight seven days ago on the market clock', () => {
    const bounds = dateChunkBounds(now, STOCKHOLM);
    // 14 November 00:00 Stockholm (CET, UTC+1) is 13 November 23:00 UTC.
    expect(bounds.weekStart).toBe(Date.UTC(2026, 10, 13, 23, 0));
    expect(dateChunkOf(Date.UTC(2026, 10, 13, 23, 30), bounds)).toBe('past-week');
    expect(dateChunkOf(Date.UTC(2026, 10, 13, 22, 59), bounds)).toBe('past-month');
    // In London the same instant is still 13 November: a month-chunk entry there.
    expect(dateChunkOf(Date.UTC(2026, 10, 13, 23, 30), dateChunkBounds(now, LONDON))).toBe('past-month');
  });

  it('counts the past month and year from the same calendar date', () => {
    const bounds = dateChunkBounds(now, STOCKHOLM);
    // 21 October 00:00 Stockholm is still summer time (UTC+2): 20 October 22:00 UTC.
    expect(bounds.monthStart).toBe(Date.UTC(2026, 9, 20, 22, 0));
    expect(bounds.yearStart).toBe(Date.UTC(2025, 10, 20, 23, 0));
    expect(dateChunkOf(Date.UTC(2026, 9, 21, 8), bounds)).toBe('past-month');
    expect(dateChunkOf(Date.UTC(2026, 9, 20, 8), bounds)).toBe('past-year');
    expect(dateChunkOf(Date.UTC(2025, 10, 21, 8), bounds)).toBe('past-year');
    expect(dateChunkOf(Date.UTC(2025, 10, 20, 8), bounds)).toBe('older');
  });

  it('clamps the month and year boundary to the end of a shorter month', () => {
    const endOfMarch = Date.UTC(2026, 2, 31, 12);
    expect(dateChunkBounds(endOfMarch, LONDON).monthStart).toBe(Date.UTC(2026, 1, 28));
    const leapDay = Date.UTC(2028, 1, 29, 12);
    expect(dateChunkBounds(leapDay, LONDON).yearStart).toBe(Date.UTC(2027, 1, 28));
  });

  it('finds midnight on the days the clocks change', () => {
    expect(startOfDay({ year: 2026, month: 3, day: 29 }, STOCKHOLM)).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfDay({ year: 2026, month: 3, day: 30 }, STOCKHOLM)).toBe(Date.UTC(2026, 2, 29, 22));
    expect(startOfDay({ year: 2026, month: 10, day: 25 }, LONDON)).toBe(Date.UTC(2026, 9, 24, 23));
    expect(startOfDay({ year: 2026, month: 10, day: 26 }, LONDON)).toBe(Date.UTC(2026, 9, 26, 0));
  });

  it('groups a newest-first list into the non-empty chunks in order, keeping the order within each', () => {
    const at = [
      Date.UTC(2026, 11, 1),
      Date.UTC(2026, 10, 20),
      Date.UTC(2026, 10, 19),
      Date.UTC(2024, 0, 1),
      Date.UTC(2020, 0, 1),
    ];
    const groups = groupByDateChunk(at, (x) => x, now, STOCKHOLM);
    expect(groups).toEqual([
      { chunk: 'future', items: [at[0]] },
      { chunk: 'past-week', items: [at[1], at[2]] },
      { chunk: 'older', items: [at[3], at[4]] },
    ]);
    expect(groupByDateChunk([], (x: number) => x, now, STOCKHOLM)).toEqual([]);
  });
});
