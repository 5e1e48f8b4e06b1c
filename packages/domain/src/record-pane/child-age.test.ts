import { describe, expect, it } from 'vitest';
import { ageOn, childDateOfBirth } from './child-age';

describe('a child’s age', () => {
  it('is in days under one month', () => {
    expect(ageOn('2026-11-01', '2026-11-01')).toEqual({ unit: 'days', days: 0 });
    expect(ageOn('2026-10-15', '2026-11-14')).toEqual({ unit: 'days', days: 30 });
  });

  it('is in months from one month to under twelve', () => {
    expect(ageOn('2026-10-15', '2026-11-15')).toEqual({ unit: 'months', months: 1 });
    expect(ageOn('2026-01-31', '2026-02-28')).toEqual({ unit: 'months', months: 1 });
    expect(ageOn('2025-11-22', '2026-11-21')).toEqual({ unit: 'months', months: 11 });
  });

  it('is in years and months from one year to under three', () => {
    expect(ageOn('2025-11-21', '2026-11-21')).toEqual({ unit: 'years-months', years: 1, months: 0 });
    expect(ageOn('2024-06-10', '2026-11-21')).toEqual({ unit: 'years-months', years: 2, months: 5 });
    expect(ageOn('2023-11-22', '2026-11-21')).toEqual({ unit: 'years-months', years: 2, months: 11 });
  });

  it('is in years from three on, turning on the birthday', () => {
    expect(ageOn('2023-11-21', '2026-11-21')).toEqual({ unit: 'years', years: 3 });
    expect(ageOn('1980-11-22', '2026-11-21')).toEqual({ unit: 'years', years: 45 });
    // A month ending before the birth day completes on its last day: a leap-day child turns 3 on 28 February.
    expect(ageOn('2024-02-29', '2027-02-27')).toEqual({ unit: 'years-months', years: 2, months: 11 });
    expect(ageOn('2024-02-29', '2027-02-28')).toEqual({ unit: 'years', years: 3 });
  });

  it('is unknown for a birth date that is not a date or lies ahead', () => {
    expect(ageOn('2026-02-30', '2026-11-21')).toBeNull();
    expect(ageOn('2026-11-22', '2026-11-21')).toBeNull();
  });
});

describe('a child’s date of birth', () => {
  it('is the first 8 characters of its id', () => {
    expect(childDateOfBirth('202606211242')).toBe('2026-06-21');
    expect(childDateOfBirth('20240810-7781')).toBe('2024-08-10');
  });

  it('is unknown when they are not a date', () => {
    expect(childDateOfBirth('child-1')).toBeNull();
    expect(childDateOfBirth('20241340-0001')).toBeNull();
  });
});
