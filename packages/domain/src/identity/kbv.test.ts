import { describe, expect, it } from 'vitest';
import { kbvStateAt } from './kbv';

const EXPIRY = Date.UTC(2026, 10, 20, 12, 0);

describe('KBV state at a time', () => {
  it('keeps an open session open until its expiry, then reads it as expired', () => {
    expect(kbvStateAt('NOT_STARTED', EXPIRY, EXPIRY - 1)).toBe('NOT_STARTED');
    expect(kbvStateAt('IN_PROGRESS', EXPIRY, EXPIRY - 1)).toBe('IN_PROGRESS');
    expect(kbvStateAt('NOT_STARTED', EXPIRY, EXPIRY)).toBe('EXPIRED');
    expect(kbvStateAt('IN_PROGRESS', EXPIRY, EXPIRY + 60_000)).toBe('EXPIRED');
  });

  it('keeps a passed or failed result after the expiry', () => {
    expect(kbvStateAt('PASSED', EXPIRY, EXPIRY + 86_400_000)).toBe('PASSED');
    expect(kbvStateAt('FAILED', EXPIRY, EXPIRY + 86_400_000)).toBe('FAILED');
  });
});
