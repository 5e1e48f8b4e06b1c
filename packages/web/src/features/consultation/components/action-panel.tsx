import type { ActionName } from '@konsult/domain';
import { Button, Group, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/loading-state';
import { sendActionPanelEvent } from '../api/send-action-panel-event';

// Seed 000 §2: "The panel opens lazily with a spinner." Each action's form will be its own chunk.
const ActionPanelBody = lazy(() => import('./action-panel-body'));

interface ActionPanelProps {
  action: ActionName;
  /** The meeting the panel acts in; null in the meetingless view, which reports no panel events. */
  meetingId: string | null;
  onClose: () => void;
}

export function ActionPanel({ action, meetingId, onClose }: ActionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The panel's lifetime is what the events report: opened from the bar or by a shared address, closed by its
  // button, by another action taking its place, or by leaving the meeting.
  useEffect(() => {
    if (meetingId === null) return;
    sendActionPanelEvent(meetingId, action, 'opened');
    return () => sendActionPanelEvent(meetingId, action, 'closed');
  }, [meetingId, action]);
  const title = t(`consultation.actions.names.${action}`);
  return (
    <aside className="action-panel" role="complementary" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Button variant="subtle" size="xs" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
      <Suspense fallback={<LoadingState label={t('consultation.actions.loading', { action: title })} />}>
        <ActionPanelBody action={action} />
      </Suspense>
    </aside>
  );
}
