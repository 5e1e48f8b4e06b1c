import type { ActionName, Meeting } from '@konsult/domain';
import { Button, Group, Title } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/loading-state';
import { sendActionPanelEvent } from '../api/send-action-panel-event';

/**
 * The app puts each built action's panel in here (features do not import each other). In the meetingless view
 * `meeting` is null and `patientId` names the patient the clinician acts for.
 */
export type RenderActionBody = (slot: {
  action: ActionName;
  meeting: Meeting | null;
  patientId: string;
}) => ReactNode | null;

/** The actions the app has built (only those are offered) and how their panels are drawn. */
export type ActionSlot = { built: ReadonlySet<ActionName>; render: RenderActionBody };

interface ActionPanelProps {
  action: ActionName;
  meeting: Meeting | null;
  patientId: string;
  renderActionBody: RenderActionBody;
  onClose: () => void;
}

export function ActionPanel({ action, meeting, patientId, renderActionBody, onClose }: ActionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The panel's lifetime is what the events report: opened from the bar or by a shared address, closed by its
  // button, by another action taking its place, or by leaving the meeting (or the patient's profile).
  const meetingId = meeting?.id ?? null;
  useEffect(() => {
    sendActionPanelEvent({ meetingId, patientId }, action, 'opened');
    return () => sendActionPanelEvent({ meetingId, patientId }, action, 'closed');
  }, [meetingId, patientId, action]);
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
        {renderActionBody({ action, meeting, patientId })}
      </Suspense>
    </aside>
  );
}
