import { describe, expect, it } from 'vitest';
import { defaultAccessLogRange } from './access-log-range';

describe('the access-log period', () => {
  it('opens on the last 30 days up to today on the market clock', () => {
    // 23:30 UTC on 21 November is already the 22nd in Stockholm.
    const now = Date.UTC(2026, 10, 21, 23, 30);
    expect(defaultAccessLogRange(now, 'Europe/Stockholm')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(defaultAccessLogRange(now, 'Europe/London')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });
});
