import { isLeftbarTab, type LeftbarTab, type RecordPaneContext, type RecordPaneTab } from '@konsult/domain';
import { Tabs } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordPaneSlot } from '../../../lib/record-pane/record-pane-slot';
import type { TabPanel, TabPanelProps, TabPanels } from '../../../lib/record-pane/tab-panels';
import { LoadingState } from '../../../ui/loading-state';
import { OWN_TAB_PANELS } from '../own-tab-panels';
import { selectShownTab, shownTabs } from '../tab-model';
import './record-pane.css';
import { TabCounterSlot } from './tab-counter';
import { useRecordPaneContext } from './use-record-pane-context';

export interface RecordPaneProps extends RecordPaneSlot {
  /** The other features' panels (and counters) per tab, composed by the app; this feature adds its own. */
  panels: TabPanels;
}

/**
 * The left patient-record pane's content (seed 001 §2): the clinician's tabs for this market and meeting that have
 * a panel, each with its counter, the selected one kept in the leftbar parameter. (The consultation layout owns the
 * pane's region around it.)
 */
export function RecordPane({
  patientId,
  meeting,
  leftbar,
  onLeftbarChange,
  onUnavailableTab,
  panels,
}: RecordPaneProps) {
  const { t } = useTranslation();
  const context = useRecordPaneContext(meeting, patientId);
  const panelProps = useMemo<TabPanelProps>(() => ({ patientId, meeting }), [patientId, meeting]);
  const allPanels = useMemo<TabPanels>(() => ({ ...panels, ...OWN_TAB_PANELS }), [panels]);
  if (!context) return <LoadingState label={t('recordPane.loading')} />;
  return (
    <PaneTabs
      context={context}
      panels={allPanels}
      leftbar={leftbar}
      onLeftbarChange={onLeftbarChange}
      onUnavailableTab={onUnavailableTab}
      panelProps={panelProps}
    />
  );
}

interface PaneTabsProps {
  context: RecordPaneContext;
  panels: TabPanels;
  leftbar: LeftbarTab | undefined;
  onLeftbarChange: (tab: LeftbarTab) => void;
  onUnavailableTab: (tab: LeftbarTab) => void;
  panelProps: TabPanelProps;
}

function PaneTabs({ context, panels, leftbar, onLeftbarChange, onUnavailableTab, panelProps }: PaneTabsProps) {
  const { t } = useTranslation();
  const tabs = shownTabs(context, panels);
  const selection = selectShownTab(context, tabs, leftbar);
  const unavailable = selection === null && leftbar !== undefined ? leftbar : null;

  useEffect(() => {
    if (unavailable) onUnavailableTab(unavailable);
  }, [unavailable, onUnavailableTab]);

  if (!selection) return null;
  const choose = (value: string | null) => {
    if (value && isLeftbarTab(value)) onLeftbarChange(value);
  };
  return (
    <Tabs value={selection.top} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={t('consultation.recordPane.tabsLabel')}>
        {tabs.map(({ tab }) => (
          <Tabs.Tab key={tab} value={tab} rightSection={<TabCounterSlot panel={panels[tab]} panelProps={panelProps} />}>
            {t(`consultation.leftbar.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.tab} value={tab.tab} pt="md">
          {tab.children.length > 0 ? (
            <SubTabs
              parent={tab}
              panels={panels}
              selected={selection.child}
              onChange={choose}
              panelProps={panelProps}
            />
          ) : (
            <TabContent panel={panels[tab.tab]} panelProps={panelProps} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * A tab with children (medical records: its history, self-assessment, health check) as a nested tab list of the
 * children that have a panel; the parent on its own (leftbar=medical-records) shows its first child.
 */
function SubTabs({
  parent,
  panels,
  selected,
  onChange,
  panelProps,
}: {
  parent: RecordPaneTab;
  panels: TabPanels;
  selected: LeftbarTab | null;
  onChange: (value: string | null) => void;
  panelProps: TabPanelProps;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={selected ?? parent.children[0]} onChange={onChange} keepMounted={false} variant="pills" autoContrast>
      <Tabs.List aria-label={t('recordPane.subTabsLabel', { tab: t(`consultation.leftbar.${parent.tab}`) })}>
        {parent.children.map((child) => (
          <Tabs.Tab
            key={child}
            value={child}
            rightSection={<TabCounterSlot panel={panels[child]} panelProps={panelProps} />}
          >
            {t(`consultation.leftbar.${child}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {parent.children.map((child) => (
        <Tabs.Panel key={child} value={child} pt="md">
          <TabContent panel={panels[child]} panelProps={panelProps} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Every tab shown has a panel (shownTabs); a parent's children are its panels. */
function TabContent({ panel, panelProps }: { panel: TabPanel | undefined; panelProps: TabPanelProps }) {
  return panel ? <panel.Panel {...panelProps} /> : null;
}
