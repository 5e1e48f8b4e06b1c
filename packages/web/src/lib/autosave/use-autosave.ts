import { useEffect, useState, useSyncExternalStore } from 'react';
import { AutosaveEngine } from './autosave-engine';
import type { AutosaveState, AutosaveTransport } from './autosave-types';
import { DraftStore, draftKey, type DraftForm } from './draft-store';
import { currentTabId, safeLocalStorage } from './tab-id';

/**
 * Binds an autosave engine to a component: starts it on mount, stops it on unmount (which sends unsaved edits
 * once more), saves at once when the tab is hidden, and re-renders on every state change. The engine is made once
 * per mount: key the component by meeting so a new meeting gets a new engine.
 */
export function useAutosave<M>(create: () => AutosaveEngine<M>): {
  engine: AutosaveEngine<M>;
  state: AutosaveState<M>;
} {
  const [engine] = useState(create);
  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);

  useEffect(() => {
    engine.start();
    // A hidden tab may be closed or frozen without warning; the draft survives either way, the server copy is better.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void engine.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      engine.stop();
    };
  }, [engine]);

  return { engine, state };
}

/**
 * A meeting's form with autosave: an engine that reads and saves through the form's transport (made once, with the
 * engine) and keeps the clinician's unsaved edits as this tab's draft in localStorage.
 */
export function useMeetingFormAutosave<M>(form: DraftForm, meetingId: string, transport: () => AutosaveTransport<M>) {
  return useAutosave(
    () =>
      new AutosaveEngine<M>({
        transport: transport(),
        drafts: new DraftStore(safeLocalStorage(), draftKey(form, meetingId, currentTabId())),
      }),
  );
}
