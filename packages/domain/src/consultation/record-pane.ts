/** Seed 002 §2: below this window width the record pane gives way when an action panel opens. */
export const RECORD_PANE_RETRACT_BELOW_PX = 1200;

/** Should the left record pane retract because an action opened in a window this wide? */
export function shouldRetractPane(windowWidth: number): boolean {
  return windowWidth < RECORD_PANE_RETRACT_BELOW_PX;
}
