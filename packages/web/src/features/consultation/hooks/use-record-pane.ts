import type { ActionName } from '@konsult/domain';
import { shouldRetractPane } from '@konsult/domain/consultation/record-pane';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useState } from 'react';

export const RECORD_PANE_SHORTCUT = 'alt+R';

function retractsFor(action: ActionName | undefined, collapsible: boolean): boolean {
  return collapsible && action !== undefined && shouldRetractPane(window.innerWidth);
}

/**
 * Open/closed state of the left record pane. Seed 002 §2: it retracts by itself when an action opens in a window
 * narrower than 1200 px — whether the action was opened by a click, by the address, or by Back/Forward.
 * The meetingless patient profile keeps it open (collapsible = false).
 */
export function useRecordPane({ collapsible, action }: { collapsible: boolean; action: ActionName | undefined }) {
  const [open, setOpen] = useState(() => !retractsFor(action, collapsible));
  // Reacting to a changed prop during render (not in an effect) avoids painting the pane once before hiding it.
  const [seenAction, setSeenAction] = useState(action);
  if (action !== seenAction) {
    setSeenAction(action);
    if (retractsFor(action, collapsible)) setOpen(false);
  }

  const toggle = useCallback(() => setOpen((current) => !current), []);
  // Physical keys: on a Mac, Alt+R types "®", which would never match the letter r.
  useHotkeys(collapsible ? [[RECORD_PANE_SHORTCUT, toggle, { usePhysicalKeys: true }]] : [], []);

  return { open: !collapsible || open, toggle };
}
