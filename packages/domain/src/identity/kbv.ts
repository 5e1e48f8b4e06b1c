/**
 * Knowledge-based verification (KBV): the patient answers questions drawn from their credit and public records on the
 * identity service's page. A session is NOT_STARTED until the first answer, IN_PROGRESS until all are answered, then
 * PASSED or FAILED; one not finished by its expiry is EXPIRED (derived on reading, see `kbvStateAt`).
 */
export const KBV_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'PASSED', 'FAILED', 'EXPIRED'] as const;
export type KbvState = (typeof KBV_STATES)[number];
/** The states a stored session has; EXPIRED is never stored, it is read from the expiry. */
export const STORED_KBV_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'PASSED', 'FAILED'] as const;
export type StoredKbvState = (typeof STORED_KBV_STATES)[number];

/** A session's state at `now`: an unfinished session past its expiry is EXPIRED; a finished one keeps its result. */
export function kbvStateAt(stored: StoredKbvState, expiresAt: number, now: number): KbvState {
  if ((stored === 'NOT_STARTED' || stored === 'IN_PROGRESS') && now >= expiresAt) return 'EXPIRED';
  return stored;
}
