import {
  isLeftbarTab,
  type LeftbarTab,
  type Meeting,
  type RecordPaneContext,
  type RecordPaneTab,
  recordPaneTabs,
  selectTab,
} from '@konsult/domain';
import { Tabs } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/loading-state';
import { TAB_PANELS, type TabPanelProps } from '../tab-registry';
import { LaterRelease } from './later-release';
import './record-pane.css';
import { TabCounterSlot } from './tab-counter';
import { useRecordPaneContext } from './use-record-pane-context';

export interface RecordPaneProps {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
  /** The leftbar parameter (a known tab name), or undefined for the default tab. */
  leftbar: LeftbarTab | undefined;
  onLeftbarChange: (tab: LeftbarTab) => void;
  /** Called when `leftbar` names a tab this clinician does not have here. */
  onUnavailableTab: (tab: LeftbarTab) => void;
}

/**
 * The left patient-record pane's content (seed 001 §2): the clinician's tabs for this market and meeting, each with
 * its counter, the selected one kept in the leftbar parameter. Panels come from the tab registry; a tab nobody has
 * built yet says so. (The consultation layout owns the pane's region around it.)
 */
export function RecordPane({ patientId, meeting, leftbar, onLeftbarChange, onUnavailableTab }: RecordPaneProps) {
  const { t } = useTranslation();
  const context = useRecordPaneContext(meeting, patientId);
  const panelProps = useMemo<TabPanelProps>(() => ({ patientId, meeting }), [patientId, meeting]);
  if (!context) return <LoadingState label={t('recordPane.loading')} />;
  return (
    <PaneTabs
      context={context}
      leftbar={leftbar}
      onLeftbarChange={onLeftbarChange}
      onUnavailableTab={onUnavailableTab}
      panelProps={panelProps}
    />
  );
}

interface PaneTabsProps {
  context: RecordPaneContext;
  leftbar: LeftbarTab | undefined;
  onLeftbarChange: (tab: LeftbarTab) => void;
  onUnavailableTab: (tab: LeftbarTab) => void;
  panelProps: TabPanelProps;
}

function PaneTabs({ context, leftbar, onLeftbarChange, onUnavailableTab, panelProps }: PaneTabsProps) {
  const { t } = useTranslation();
  const tabs = recordPaneTabs(context);
  const selection = selectTab(context, leftbar);
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
          <Tabs.Tab key={tab} value={tab} rightSection={<TabCounterSlot tab={tab} panelProps={panelProps} />}>
            {t(`consultation.leftbar.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.tab} value={tab.tab} pt="md">
          {tab.children.length > 0 ? (
            <SubTabs parent={tab} selected={selection.child} onChange={choose} panelProps={panelProps} />
          ) : (
            <TabContent tab={tab.tab} panelProps={panelProps} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * A tab with children (medical records, treatment programme, the Vitality profile) as a nested tab list; the parent
 * on its own (leftbar=medical-records) shows its first child.
 */
function SubTabs({
  parent,
  selected,
  onChange,
  panelProps,
}: {
  parent: RecordPaneTab;
  selected: LeftbarTab | null;
  onChange: (value: string | null) => void;
  panelProps: TabPanelProps;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={selected ?? parent.children[0]} onChange={onChange} keepMounted={false} variant="pills" autoContrast>
      <Tabs.List aria-label={t('recordPane.subTabsLabel', { tab: t(`consultation.leftbar.${parent.tab}`) })}>
        {parent.children.map((child) => (
          <Tabs.Tab key={child} value={child} rightSection={<TabCounterSlot tab={child} panelProps={panelProps} />}>
            {t(`consultation.leftbar.${child}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {parent.children.map((child) => (
        <Tabs.Panel key={child} value={child} pt="md">
          <TabContent tab={child} panelProps={panelProps} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TabContent({ tab, panelProps }: { tab: LeftbarTab; panelProps: TabPanelProps }) {
  const Panel = TAB_PANELS[tab];
  return Panel ? <Panel {...panelProps} /> : <LaterRelease tab={tab} />;
}
