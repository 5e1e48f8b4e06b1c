import { remainingSeconds } from '@konsult/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * Seed 000 §4/§9: after an SMS the button waits out a 60-second cooldown, counting down. The clock is the page's
 * own (Date.now and a half-second interval, so a test's fake clock drives it), and stops when the wait is over.
 */
export function useSmsCooldown(): { secondsLeft: number; start: (sentAt: number) => void } {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = remainingSeconds(sentAt, now);
  const ticking = secondsLeft > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [ticking]);

  const start = useCallback((at: number) => {
    setSentAt(at);
    setNow(Date.now());
  }, []);

  return { secondsLeft, start };
}
