/**
 * Seed 000 §9: "Call button tool tip after 60,000 ms shows the support prompt". Counted from the moment the
 * clinician starts the call (call=1), so a call that has not connected by then offers help.
 */
export const CALL_SUPPORT_PROMPT_AFTER_MS = 60_000;
