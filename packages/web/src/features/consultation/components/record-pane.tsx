import type { LeftbarTab, Meeting } from '@konsult/domain';
import type { ReactNode } from 'react';

/**
 * What fills the left record pane of the consultation layout. The layout owns the pane's region (shown, hidden,
 * named); its content is another feature (record-pane), composed in by the app through this slot, as the workspace
 * is: features do not import each other.
 */
export interface RecordPaneSlot {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
  /** The leftbar parameter when it names a known tab; undefined: the pane picks its default. */
  leftbar: LeftbarTab | undefined;
  onLeftbarChange: (tab: LeftbarTab) => void;
  /** The address names a tab this clinician does not have here: the screen shows the tab error page. */
  onUnavailableTab: (tab: LeftbarTab) => void;
}

export type RenderRecordPane = (slot: RecordPaneSlot) => ReactNode;
