import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseIsoDate } from './calendar-date';

describe('calendar dates inside identifiers', () => {
  it('knows leap days', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
  });

  it('rejects month 13 and the 31st of a 30-day month', () => {
    expect(isCalendarDate(2024, 13, 1)).toBe(false);
    expect(isCalendarDate(2024, 4, 31)).toBe(false);
    expect(isCalendarDate(2024, 0, 1)).toBe(false);
  });

  it('parses ISO dates and refuses impossible ones', () => {
    expect(parseIsoDate('1984-12-07')).toEqual({ year: 1984, month: 12, day: 7 });
    expect(parseIsoDate('1984-02-30')).toBeNull();
    expect(parseIsoDate('19841207')).toBeNull();
  });
});
