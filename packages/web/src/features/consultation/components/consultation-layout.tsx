import {
  type ActionName,
  actionGroups,
  isActionName,
  isLeftbarTab,
  type LeftbarTab,
  type Meeting,
  meetingActions,
} from '@konsult/domain';
import { Button, Group } from '@mantine/core';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicianFacts, useFeatures, useMe } from '../../../lib/session/me-context';
import { useTakenActions } from '../../../lib/taken-actions/use-taken-actions';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import { useRecordPane } from '../hooks/use-record-pane';
import { ActionBar } from './action-bar';
import { ActionPanel, type ActionSlot } from './action-panel';
import { DebugPanel } from './debug-panel';
import { NoteArea } from './note-area';
import type { RenderRecordPane } from './record-pane';
import { UnknownSearchPage } from './unknown-search-page';
import './consultation-layout.css';

interface ConsultationLayoutProps {
  /** Patient and meeting facts for the strip on top. */
  header: ReactNode;
  /** A banner under the strip that stays in view (emergency access in force), composed in by the app. */
  notice?: ReactNode;
  /** The meeting screen lets the clinician hide the record; the meetingless profile always shows it. */
  collapsiblePane: boolean;
  /**
   * The middle column's content (note, evaluation, finishing), composed by the app from their features; without
   * it the note area shows its placeholder.
   */
  workspace?: ReactNode;
  /** The video call panel, above the note while a call runs (video meetings only). */
  call?: ReactNode;
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
  /** The record pane, composed in by the app (the record-pane feature). */
  renderRecordPane: RenderRecordPane;
  /** The built actions and their panels, composed in by the app; without it no action is offered. */
  actions?: ActionSlot;
}

/**
 * Seed 002 §2 layout: record pane on the left, the note in the middle, the open action's panel and the action
 * bar on the right. Everything that should survive a reload lives in the query string.
 */
export function ConsultationLayout({
  header,
  notice,
  collapsiblePane,
  workspace,
  call,
  patientId,
  meeting,
  renderRecordPane,
  actions,
}: ConsultationLayoutProps) {
  const { t } = useTranslation();
  const { search, openAction, closeAction, setLeftbar } = useConsultationSearch();
  const me = useMe();
  const features = useFeatures();
  // What the domain offers this clinician here, of the actions the app has built (no icon leads nowhere).
  const offered = useMemo(
    () =>
      meetingActions({
        clinician: { ...clinicianFacts(me), usesExternalEmr: me.pool.usesExternalEmr },
        features,
        meeting: meeting && {
          activityType: meeting.activityType,
          interventionType: meeting.interventionType,
          isOneTimeUser: meeting.user.gb?.isOneTimeUser === true,
          hasCareFacility: meeting.careFacility !== null,
          isChild: meeting.child !== null,
        },
      }).filter((name) => actions?.built.has(name)),
    [me, features, meeting, actions],
  );
  const action: ActionName | undefined = search.action && isActionName(search.action) ? search.action : undefined;
  const taken = useTakenActions(meeting && offered.includes('taken-actions') ? meeting.id : null);
  // Without a leftbar the pane opens on its default tab (seed 001 §2.1), which depends on the clinician and meeting.
  const leftbar: LeftbarTab | undefined = search.leftbar && isLeftbarTab(search.leftbar) ? search.leftbar : undefined;
  const pane = useRecordPane({ collapsible: collapsiblePane, action });
  const paneId = useId();
  // A known tab this clinician does not have is as wrong an address as an unknown one (seed 001 §8).
  const [unavailableTab, setUnavailableTab] = useState<LeftbarTab | null>(null);
  const toggleLabel = pane.open ? t('consultation.recordPane.hide') : t('consultation.recordPane.show');

  if (unavailableTab !== null && unavailableTab === leftbar) {
    return <UnknownSearchPage unknown={{ kind: 'unavailable-tab', value: unavailableTab }} />;
  }
  // An action konsult knows but does not offer this clinician here is as wrong an address as an unknown one.
  if (action !== undefined && !offered.includes(action)) {
    return <UnknownSearchPage unknown={{ kind: 'unavailable-action', value: action }} />;
  }

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
      {notice ? <div className="consultation__notice">{notice}</div> : null}
      <div className="consultation__body">
        <section
          id={paneId}
          className="record-pane"
          aria-label={t('consultation.recordPane.label')}
          hidden={!pane.open}
        >
          {renderRecordPane({
            patientId,
            meeting,
            leftbar,
            onLeftbarChange: setLeftbar,
            onUnavailableTab: setUnavailableTab,
          })}
        </section>
        <div className="consultation__main">
          {call}
          {workspace ?? <NoteArea />}
          {search.debug ? <DebugPanel search={search} /> : null}
        </div>
        {action && actions ? (
          <ActionPanel
            key={action}
            action={action}
            meeting={meeting}
            patientId={patientId}
            renderActionBody={actions.render}
            onClose={closeAction}
          />
        ) : null}
        <ActionBar
          groups={actionGroups(offered)}
          activeAction={action}
          onOpen={openAction}
          takenActionsCount={taken.data?.count ?? null}
        />
      </div>
    </div>
  );
}
