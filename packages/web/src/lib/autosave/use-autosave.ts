import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AutosaveEngine } from './autosave-engine';
import type { AutosaveState } from './autosave-types';

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
