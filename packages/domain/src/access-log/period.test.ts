import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_MAX_DAYS } from '../api/access-log';
import { accessLogRangeIssue, addIsoDays } from './period';

describe('the access-log period', () => {
  it('refuses a period that ends before it starts, runs too long, or names no real day', () => {
    expect(accessLogRangeIssue({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(accessLogRangeIssue({ from: '2026-11-21', to: '2026-11-20' })).toBe('toBeforeFrom');
    expect(accessLogRangeIssue({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalidDate');
    expect(accessLogRangeIssue({ from: '', to: '2026-03-01' })).toBe('invalidDate');
    // 2024 is a leap year: 1 Jan to 31 Dec is 366 days, both ends included.
    expect(ACCESS_LOG_MAX_DAYS).toBe(366);
    expect(accessLogRangeIssue({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(accessLogRangeIssue({ from: '2024-01-01', to: '2025-01-01' })).toBe('tooLong');
  });

  it('counts calendar days across months and leap days', () => {
    expect(addIsoDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addIsoDays('2026-11-21', -29)).toBe('2026-10-23');
  });
});
