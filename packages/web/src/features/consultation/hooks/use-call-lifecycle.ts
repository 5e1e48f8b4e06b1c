import { type CallLifecycle, INITIAL_CALL_LIFECYCLE } from '@konsult/domain';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The meeting's video call lifecycle (seed 000 §4), shared by the header strip and the call panel and kept in
 * sessionStorage so a reload keeps it.
 */
const PREFIX = 'konsult.callLifecycle.';
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; state: CallLifecycle }>();

function read(meetingId: string): CallLifecycle {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(PREFIX + meetingId);
  } catch {
    // Storage unavailable: the state lives in the cache for this page only.
    return cache.get(meetingId)?.state ?? INITIAL_CALL_LIFECYCLE;
  }
  const cached = cache.get(meetingId);
  if (cached && cached.raw === raw) return cached.state;
  const state = parse(raw);
  cache.set(meetingId, { raw, state });
  return state;
}

function parse(raw: string | null): CallLifecycle {
  if (!raw) return INITIAL_CALL_LIFECYCLE;
  try {
    const value = JSON.parse(raw) as Partial<CallLifecycle>;
    return {
      callCount: typeof value.callCount === 'number' ? value.callCount : 0,
      realCallCount: typeof value.realCallCount === 'number' ? value.realCallCount : 0,
      patientDeclined: value.patientDeclined === true,
    };
  } catch {
    return INITIAL_CALL_LIFECYCLE;
  }
}

function write(meetingId: string, state: CallLifecycle): void {
  const raw = JSON.stringify(state);
  cache.set(meetingId, { raw, state });
  try {
    window.sessionStorage.setItem(PREFIX + meetingId, raw);
  } catch {
    // Kept in the cache only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCallLifecycle(
  meetingId: string,
): [CallLifecycle, (change: (state: CallLifecycle) => CallLifecycle) => void] {
  const state = useSyncExternalStore(subscribe, () => read(meetingId));
  const update = useCallback(
    (change: (state: CallLifecycle) => CallLifecycle) => write(meetingId, change(read(meetingId))),
    [meetingId],
  );
  return [state, update];
}
