/**
 * Seed 000 §4 "Patient SMS notify" and §9: after an SMS to the patient, the button is disabled for 60 seconds
 * with a countdown. The server refuses a second SMS for the meeting inside the same window (429 sms_cooldown).
 */
export const SMS_COOLDOWN_MS = 60_000;

/** Milliseconds left of the cooldown of an SMS sent at `sentAt` (epoch ms); 0 once it is over. */
export function smsCooldownRemainingMs(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.min(SMS_COOLDOWN_MS, Math.max(0, sentAt + SMS_COOLDOWN_MS - now));
}

/** Whole seconds left, rounded up, as the countdown shows them ("Send again in 59 s"); 0 once it is over. */
export function remainingSeconds(sentAt: number | null, now: number): number {
  return Math.ceil(smsCooldownRemainingMs(sentAt, now) / 1000);
}

/**
 * When an SMS must have been sent for `seconds` of cooldown to remain at `now`: turns the server's 429 answer
 * (seconds left) into the `sentAt` the countdown runs from.
 */
export function sentAtForRemaining(seconds: number, now: number): number {
  return now - SMS_COOLDOWN_MS + Math.min(SMS_COOLDOWN_MS, Math.max(0, seconds * 1000));
}
