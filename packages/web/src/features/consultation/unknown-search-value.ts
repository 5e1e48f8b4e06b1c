import { type ConsultationSearch, isActionName, isLeftbarTab } from '@konsult/domain';

export type UnknownSearchValue =
  | { kind: 'action'; value: string }
  | { kind: 'tab'; value: string }
  /** A tab konsult knows but this clinician does not have for this patient (found by the record pane). */
  | { kind: 'unavailable-tab'; value: string }
  /** An action konsult knows but does not offer this clinician in this meeting (seed 000 §2, §6). */
  | { kind: 'unavailable-action'; value: string };

/**
 * Seed 000 §2: "An unknown action name raises an error." The search schema keeps unknown names as text so the
 * screen can say which one it did not understand, instead of showing nothing.
 */
export function findUnknownSearchValue(
  search: Pick<ConsultationSearch, 'action' | 'leftbar'>,
): UnknownSearchValue | null {
  if (search.action !== undefined && !isActionName(search.action)) return { kind: 'action', value: search.action };
  if (search.leftbar !== undefined && !isLeftbarTab(search.leftbar)) return { kind: 'tab', value: search.leftbar };
  return null;
}
