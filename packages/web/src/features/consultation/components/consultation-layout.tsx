import { type ActionName, isActionName, isLeftbarTab, type LeftbarTab } from '@konsult/domain';
import { Button, Group } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import { useRecordPane } from '../hooks/use-record-pane';
import { ActionBar } from './action-bar';
import { ActionPanel } from './action-panel';
import { DebugPanel } from './debug-panel';
import { NoteArea } from './note-area';
import { RecordPane } from './record-pane';
import './consultation-layout.css';

interface ConsultationLayoutProps {
  /** Patient and meeting facts for the strip on top. */
  header: ReactNode;
  /** The meeting screen lets the clinician hide the record; the meetingless profile always shows it. */
  collapsiblePane: boolean;
  /**
   * The middle column's content (note, evaluation, finishing), composed by the app from their features; without
   * it the note area shows its placeholder.
   */
  workspace?: ReactNode;
  /** The video call panel, above the note while a call runs (video meetings only). */
  call?: ReactNode;
}

/**
 * Seed 002 §2 layout: record pane on the left, the note in the middle, the open action's panel and the action
 * bar on the right. Everything that should survive a reload lives in the query string.
 */
export function ConsultationLayout({ header, collapsiblePane, workspace, call }: ConsultationLayoutProps) {
  const { t } = useTranslation();
  const { search, openAction, closeAction, setLeftbar } = useConsultationSearch();
  const action: ActionName | undefined = search.action && isActionName(search.action) ? search.action : undefined;
  const leftbar: LeftbarTab = search.leftbar && isLeftbarTab(search.leftbar) ? search.leftbar : 'patient';
  const pane = useRecordPane({ collapsible: collapsiblePane, action });
  const paneId = useId();
  const toggleLabel = pane.open ? t('consultation.recordPane.hide') : t('consultation.recordPane.show');

  return (
    <div className="consultation">
      <Group className="consultation__strip" gap="md" wrap="nowrap">
        {collapsiblePane ? (
          <Button
            variant="default"
            size="xs"
            aria-expanded={pane.open}
            aria-controls={paneId}
            aria-keyshortcuts="Alt+R"
            title={t('consultation.recordPane.shortcutHint', { label: toggleLabel })}
            onClick={pane.toggle}
            style={{ flexShrink: 0 }}
          >
            {toggleLabel}
          </Button>
        ) : null}
        {header}
      </Group>
      <div className="consultation__body">
        <RecordPane id={paneId} hidden={!pane.open} tab={leftbar} onTabChange={setLeftbar} />
        <div className="consultation__main">
          {call}
          {workspace ?? <NoteArea />}
          {search.debug ? <DebugPanel search={search} /> : null}
        </div>
        {action ? <ActionPanel key={action} action={action} onClose={closeAction} /> : null}
        <ActionBar activeAction={action} onOpen={openAction} />
      </div>
    </div>
  );
}
