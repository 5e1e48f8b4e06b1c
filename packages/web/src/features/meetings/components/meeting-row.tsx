import type { MeetingSummary } from '@konsult/domain';
import { Group, Text } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime } from '../../../lib/format-time';
import { MeetingStatusBadge } from './meeting-status-badge';

const RowLink = createLink('a');

interface MeetingRowProps {
  meeting: MeetingSummary;
  showDate: boolean;
  locale: string;
  timeZone: string;
}

/** One meeting on the home list; the whole row is the link into the consultation screen. */
export function MeetingRow({ meeting, showDate, locale, timeZone }: MeetingRowProps) {
  const { t } = useTranslation();
  const when = showDate
    ? formatDateTime(meeting.scheduledStartTime, locale, timeZone)
    : formatClock(meeting.scheduledStartTime, locale, timeZone);
  return (
    <li className="meeting-row">
      <RowLink to="/emr/$meetingId" params={{ meetingId: meeting.id }} preload="intent" className="meeting-row__link">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <div className="meeting-row__who">
            <Text fw={600} component="span" className="meeting-row__patient">
              {meeting.patientName}
            </Text>
            {meeting.childName ? (
              <Text size="sm" c="dimmed" component="span">
                {' · '}
                {t('home.child', { name: meeting.childName })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed" component="div">
              {t(`meeting.interventionType.${meeting.interventionType}`)}
              {' · '}
              {t(`meeting.activityType.${meeting.activityType}`)}
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" component="time" dateTime={new Date(meeting.scheduledStartTime).toISOString()}>
              {when}
            </Text>
            <MeetingStatusBadge status={meeting.status} />
          </Group>
        </Group>
      </RowLink>
    </li>
  );
}
