import { useRef } from 'react';

/**
 * The request id of what the clinician means to send once (a referral, a queued test, a prescription): the server
 * keeps one row per id, so the id stays the same while sends fail — a double click or a retry after a lost answer
 * is answered with what was already sent — and is renewed once a send succeeds, for the next one.
 */
export function useRequestId(): { current: () => string; renew: () => void } {
  const id = useRef<string | null>(null);
  return {
    current: () => (id.current ??= crypto.randomUUID()),
    renew: () => {
      id.current = null;
    },
  };
}
