import type { MeetingStatus } from '@konsult/domain';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<MeetingStatus, MantineColor> = {
  SCHEDULED: 'blue',
  STARTED: 'teal',
  COMPLETED: 'gray',
  CANCELLED: 'red',
  REASSIGNED: 'orange',
  NO_SHOW: 'yellow',
};

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="sm">
      {t(`meeting.status.${status}`)}
    </Badge>
  );
}
