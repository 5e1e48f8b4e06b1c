import { useCallback, useEffect, useState } from 'react';

export interface PolledOptions {
  /** A failure after which asking again cannot help (an expired link): the polling stops; `load` still asks. */
  stopOn?: (error: unknown) => boolean;
}

/**
 * What the link page keeps fetched: `fetchData` now and then every `intervalMs` while the page shows it (none is
 * started after it is gone), and again whenever `load` is called. A failed fetch keeps the last data and says so
 * until one succeeds. `fetchData` is a stable callback: a new one fetches at once. While the browser tab is hidden
 * nothing is fetched; it is fetched again as soon as the tab shows.
 */
export function usePolled<T>(
  fetchData: () => Promise<T>,
  intervalMs: number,
  { stopOn }: PolledOptions = {},
): { data: T | null; loadFailed: boolean; load: () => Promise<void> } {
  const [data, setData] = useState<T | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [stopped, setStopped] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await fetchData());
      setLoadFailed(false);
      setStopped(false);
    } catch (error) {
      setLoadFailed(true);
      if (stopOn?.(error)) setStopped(true);
    }
  }, [fetchData, stopOn]);

  useEffect(() => {
    if (stopped) return;
    let current = true;
    const tick = () => void (current && !document.hidden && load());
    tick();
    const timer = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [load, intervalMs, stopped]);

  return { data, loadFailed, load };
}
