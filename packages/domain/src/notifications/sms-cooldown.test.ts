import { describe, expect, it } from 'vitest';
import { SMS_COOLDOWN_MS, remainingSeconds, sentAtForRemaining, smsCooldownRemainingMs } from './sms-cooldown';

const sentAt = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('SMS cooldown', () => {
  it('lasts 60 seconds', () => {
    expect(SMS_COOLDOWN_MS).toBe(60_000);
  });

  it('shows 60 s at the moment of sending and counts down in whole seconds, rounding up', () => {
    expect(remainingSeconds(sentAt, sentAt)).toBe(60);
    expect(remainingSeconds(sentAt, sentAt + 1)).toBe(60);
    expect(remainingSeconds(sentAt, sentAt + 1000)).toBe(59);
    expect(remainingSeconds(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is over at exactly 60 s and stays over', () => {
    expect(remainingSeconds(sentAt, sentAt + 60_000)).toBe(0);
    expect(smsCooldownRemainingMs(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('is not running before anything was sent', () => {
    expect(remainingSeconds(null, sentAt)).toBe(0);
  });

  it('never exceeds 60 s, even when the clock went backwards since sending', () => {
    expect(smsCooldownRemainingMs(sentAt, sentAt - 5000)).toBe(SMS_COOLDOWN_MS);
  });

  it("restarts the countdown from the server's seconds left", () => {
    const now = sentAt + 10_000;
    expect(remainingSeconds(sentAtForRemaining(42, now), now)).toBe(42);
    expect(remainingSeconds(sentAtForRemaining(500, now), now)).toBe(60);
    expect(remainingSeconds(sentAtForRemaining(0, now), now)).toBe(0);
  });
});
