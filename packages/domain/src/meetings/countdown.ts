/**
 * Seed 000 §9 "Scheduled-time countdown appears near the scheduled start (window size not shown)". Ours: the
 * countdown shows for the last 15 minutes before the scheduled start, then "started N min ago" for 15 minutes, so
 * a clinician who is late sees by how much; an ended meeting shows neither.
 */
export const COUNTDOWN_BEFORE_START_MS = 15 * 60_000;
export const STARTED_AGO_SHOWN_MS = 15 * 60_000;

export type ScheduledCountdown =
  /** Whole seconds left, rounded up: 4:59.4 left reads 5:00, and 0:01 is the last before the start. */
  | { kind: 'starts-in'; seconds: number }
  /** Whole minutes since the scheduled start, rounded down (0 in the first minute). */
  | { kind: 'started'; minutes: number };

export interface CountdownInput {
  scheduledStartTime: number;
  /** The meeting has ended (completed, cancelled, no-show): nothing to count down to. */
  ended: boolean;
}

/** What the consultation header shows about the scheduled start at `now`, or null outside the window. */
export function scheduledCountdown(input: CountdownInput, now: number): ScheduledCountdown | null {
  if (input.ended) return null;
  const remaining = input.scheduledStartTime - now;
  if (remaining > COUNTDOWN_BEFORE_START_MS) return null;
  if (remaining > 0) return { kind: 'starts-in', seconds: Math.ceil(remaining / 1000) };
  const elapsed = now - input.scheduledStartTime;
  if (elapsed >= STARTED_AGO_SHOWN_MS) return null;
  return { kind: 'started', minutes: Math.floor(elapsed / 60_000) };
}

/** Whether the header still needs a clock: before or inside the window. Past it, nothing will change any more. */
export function countdownMayChange(input: CountdownInput, now: number): boolean {
  return !input.ended && now < input.scheduledStartTime + STARTED_AGO_SHOWN_MS;
}

/** "m:ss", as a countdown reads: 299 → "4:59", 900 → "15:00", 5 → "0:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
