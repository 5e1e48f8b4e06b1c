import { type ActionName, MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/language';
import { formatDateTime } from '../../lib/format-time';
import { useLatestMeeting } from '../../lib/meetings/use-latest-meeting';
import { useMe } from '../../lib/session/me-context';
import { EmptyText } from '../../ui/empty-state';
import { QueryBoundary } from '../../ui/query-state';

/**
 * The actions the meetingless view offers (domain `meetingActions` without a meeting). Their panels need a meeting:
 * messaging is one conversation per meeting, which the patient reads through that meeting's link, and documents are
 * saved per meeting. Our decision (docs/api.md "Outside a meeting"): they act in the clinician's own latest meeting
 * with the patient, and the panel says which in one line.
 */
export const MEETINGLESS_ACTIONS = ['send-message', 'create-document'] as const satisfies readonly ActionName[];
export type MeetinglessAction = (typeof MEETINGLESS_ACTIONS)[number];

export const isMeetinglessAction = (action: ActionName): action is MeetinglessAction =>
  (MEETINGLESS_ACTIONS as readonly ActionName[]).includes(action);

interface MeetinglessActionBodyProps {
  action: MeetinglessAction;
  patientId: string;
  /** The action's own panel, as a meeting shows it. */
  Panel: ComponentType<{ meeting: Meeting }>;
}

/**
 * An action's panel outside a meeting: the clinician's latest meeting with the patient is found first
 * (GET …/patient/{patientId}/latest-meeting), then the panel acts in it under a line naming the meeting. Without
 * such a meeting it explains that messages and documents need one, and offers nothing to send.
 */
export function MeetinglessActionBody({ action, patientId, Panel }: MeetinglessActionBodyProps) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const latest = useLatestMeeting(patientId);

  return (
    <QueryBoundary
      query={latest}
      loading={t('consultation.actions.latestMeeting.loading')}
      error={{
        title: t('consultation.actions.latestMeeting.errorTitle'),
        message: t('consultation.actions.latestMeeting.error'),
      }}
    >
      {({ meeting }) => {
        if (!meeting) return <EmptyText>{t('consultation.actions.latestMeeting.none')}</EmptyText>;
        const date = formatDateTime(
          meeting.scheduledStartTime,
          intlLocale(i18n.language),
          MARKET_TIME_ZONE[me.pool.country],
        );
        return (
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              {t(`consultation.actions.latestMeeting.${action}`, { date })}
            </Text>
            <Panel meeting={meeting} />
          </Stack>
        );
      }}
    </QueryBoundary>
  );
}
