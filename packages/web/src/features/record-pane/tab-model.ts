import {
  type LeftbarTab,
  type RecordPaneContext,
  type RecordPaneTab,
  recordPaneTabs,
  selectTab,
  type TabSelection,
} from '@konsult/domain';
import type { TabPanels } from '../../lib/record-pane/tab-panels';

/**
 * The tabs the pane shows: the domain's tabs for this clinician and meeting (seed 001 §2.1) that have a panel. A tab
 * nobody has built yet (the treatment programme) is left out rather than shown empty; a parent tab stays while at
 * least one of its children has a panel.
 */
export function shownTabs(context: RecordPaneContext, panels: TabPanels): RecordPaneTab[] {
  return recordPaneTabs(context).flatMap(({ tab, children }) => {
    if (children.length === 0) return panels[tab] ? [{ tab, children }] : [];
    const built = children.filter((child) => panels[child]);
    return built.length > 0 ? [{ tab, children: built }] : [];
  });
}

/**
 * Which of the shown tabs is open for `requested` (the leftbar parameter; undefined: the default). A tab the
 * clinician has but that is not shown is null, as a tab they do not have: the screen says it is unavailable. When
 * the domain's default is not shown (the Vitality pane opens on its profile), the pane opens on its first tab.
 */
export function selectShownTab(
  context: RecordPaneContext,
  tabs: RecordPaneTab[],
  requested: LeftbarTab | undefined,
): TabSelection | null {
  const selection = selectTab(context, requested);
  if (selection && isShown(tabs, selection)) return selection;
  const first = tabs[0];
  return requested === undefined && first ? { top: first.tab, child: null } : null;
}

function isShown(tabs: RecordPaneTab[], { top, child }: TabSelection): boolean {
  const parent = tabs.find((t) => t.tab === top);
  return parent !== undefined && (child === null || parent.children.includes(child));
}
