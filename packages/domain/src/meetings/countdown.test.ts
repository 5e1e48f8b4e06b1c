import { describe, expect, it } from 'vitest';
import { countdownMayChange, formatCountdown, scheduledCountdown } from './countdown';

const start = Date.UTC(2026, 10, 21, 13, 0);
const meeting = { scheduledStartTime: start, ended: false };
const MIN = 60_000;

describe('scheduled-time countdown', () => {
  it('shows nothing until 15 minutes before the start', () => {
    expect(scheduledCountdown(meeting, start - 15 * MIN - 1)).toBeNull();
    expect(scheduledCountdown(meeting, start - 15 * MIN)).toEqual({ kind: 'starts-in', seconds: 900 });
  });

  it('counts down whole seconds, rounding up, to the start', () => {
    expect(scheduledCountdown(meeting, start - 5 * MIN)).toEqual({ kind: 'starts-in', seconds: 300 });
    expect(scheduledCountdown(meeting, start - 5 * MIN + 1)).toEqual({ kind: 'starts-in', seconds: 300 });
    expect(scheduledCountdown(meeting, start - 5 * MIN + 1000)).toEqual({ kind: 'starts-in', seconds: 299 });
    expect(scheduledCountdown(meeting, start - 1)).toEqual({ kind: 'starts-in', seconds: 1 });
  });

  it('says how long ago it started for 15 minutes after the start', () => {
    expect(scheduledCountdown(meeting, start)).toEqual({ kind: 'started', minutes: 0 });
    expect(scheduledCountdown(meeting, start + 59_999)).toEqual({ kind: 'started', minutes: 0 });
    expect(scheduledCountdown(meeting, start + 4 * MIN + 30_000)).toEqual({ kind: 'started', minutes: 4 });
    expect(scheduledCountdown(meeting, start + 15 * MIN - 1)).toEqual({ kind: 'started', minutes: 14 });
    expect(scheduledCountdown(meeting, start + 15 * MIN)).toBeNull();
  });

  it('shows nothing for an ended meeting', () => {
    expect(scheduledCountdown({ ...meeting, ended: true }, start - MIN)).toBeNull();
    expect(countdownMayChange({ ...meeting, ended: true }, start - MIN)).toBe(false);
  });

  it('needs a clock only until the window has passed', () => {
    expect(countdownMayChange(meeting, start - 3 * 60 * MIN)).toBe(true);
    expect(countdownMayChange(meeting, start + 15 * MIN - 1)).toBe(true);
    expect(countdownMayChange(meeting, start + 15 * MIN)).toBe(false);
  });

  it('reads as m:ss', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
