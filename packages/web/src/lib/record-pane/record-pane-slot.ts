import type { LeftbarTab, Meeting } from '@konsult/domain';

/**
 * What the consultation layout gives the left record pane's content: the patient, the meeting, and the tab in the
 * address. The layout (consultation) owns the pane's region; its content is another feature (record-pane), composed
 * in by the app: both read this one shape, as features do not import each other.
 */
export interface RecordPaneSlot {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
  /** The leftbar parameter when it names a known tab; undefined: the pane picks its default. */
  leftbar: LeftbarTab | undefined;
  onLeftbarChange: (tab: LeftbarTab) => void;
  /**
   * The address names a tab this clinician does not have here, or one not shown (no panel yet): the screen shows
   * the tab error page.
   */
  onUnavailableTab: (tab: LeftbarTab) => void;
}
