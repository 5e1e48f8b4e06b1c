import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type FinishingParticipant, FinishingRegistry } from './finishing-registry';

const FinishingContext = createContext<FinishingRegistry | null>(null);

/** One registry per consultation screen. */
export function FinishingProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new FinishingRegistry());
  return <FinishingContext value={registry}>{children}</FinishingContext>;
}

function useRegistry(): FinishingRegistry {
  const registry = useContext(FinishingContext);
  if (!registry) throw new Error('Finishing participants and finishing itself must be inside <FinishingProvider>');
  return registry;
}

/** The registry, re-rendering the caller whenever a participant's answer may have changed. */
export function useFinishingRegistry(): FinishingRegistry {
  const registry = useRegistry();
  useSyncExternalStore(registry.subscribe, registry.getVersion, registry.getVersion);
  return registry;
}

/**
 * Registers a participant for as long as the component is mounted. The participant object may change on every
 * render (it closes over the latest values); the registry always calls the latest one.
 */
export function useFinishingParticipant(participant: FinishingParticipant): void {
  const registry = useRegistry();
  const latest = useRef(participant);
  useEffect(() => {
    latest.current = participant;
    registry.notify();
  });
  const { id } = participant;
  useEffect(
    () =>
      registry.register({
        id,
        isReady: () => latest.current.isReady(),
        flush: () => latest.current.flush(),
        blockers: () => latest.current.blockers(),
        describe: (name) => latest.current.describe?.(name) ?? null,
        explainRefusal: (key) => latest.current.explainRefusal?.(key) ?? null,
        pendingNote: () => latest.current.pendingNote?.() ?? null,
      }),
    [registry, id],
  );
}
