import type { ActionName, Meeting, TakenActionSection, TakenActionsSection } from '@konsult/domain';
import type { ComponentType, LazyExoticComponent } from 'react';

/** An action's panel: the form the action bar opens, for one meeting (the meetingless view finds it one). */
export type ActionPanelComponent = ComponentType<{ meeting: Meeting }>;

/** A message the taken-actions panel shows in its modal (seed 002 §2: messages and referrals open one). */
export type TakenActionMessage = { title: string; meta: string; body: string };

/** What a section's items are drawn with: the items, the panel's clock, and the modal to open a message in. */
export type TakenActionItemsProps<K extends TakenActionSection> = {
  items: Extract<TakenActionsSection, { kind: K }>['items'];
  /** A date and time as the clinician reads it (their language, their market's clock). */
  when: (epochMs: number) => string;
  openMessage: (message: TakenActionMessage) => void;
};

export type TakenActionViews = { [K in TakenActionSection]?: ComponentType<TakenActionItemsProps<K>> };

/**
 * One feature's actions in the clinician app, declared in one place (issue 15): the panels of the actions it
 * builds (each its own chunk, loaded when opened) and how its items of taken actions are drawn. The app registers
 * it with one line (app/consultation/action-modules.ts); an action without a panel is not offered.
 */
export type WebActionModule = {
  id: string;
  panels: Partial<Record<ActionName, LazyExoticComponent<ActionPanelComponent>>>;
  takenActions?: TakenActionViews;
  /**
   * What the action leaves unfinished when the meeting ends (seed 000 §5: UK checkboxes, an unfinished renewal …):
   * mounted in the meeting's workspace below the evaluation, where it may also draw what it asks of the clinician
   * before the meeting ends (the UK checkboxes, the mental-health score). It registers a finishing participant (lib/finishing) that lists its
   * blockers in the missing-fields dialog and names those the server reports (409 missing_fields) by their field.
   */
  Finishing?: ComponentType<{ meeting: Meeting }>;
};
