import { displayIdNumber, isIdentityVerificationOffered, type Meeting, MARKET_TIME_ZONE } from '@konsult/domain';
import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { IdentityCheck } from './identity-check';
import { IdentityPanel } from './identity-panel';
import { NoShowButton } from './no-show-button';
import { PatientLinkButton } from './patient-link-button';
import { ScheduledCountdown } from './scheduled-countdown';
import { SmsNotifyButton } from './sms-notify-button';
import { VideoCallButton } from './video-call-button';

/** Who the meeting is with and when: the strip above the consultation screen. */
export function MeetingHeader({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const identityChecked = isIdentityVerificationOffered(pool.country) && !meeting.user.gb?.isOneTimeUser;
  const when = formatDateTime(meeting.scheduledStartTime, intlLocale(i18n.language), MARKET_TIME_ZONE[pool.country]);
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('consultation.header.label')} role="group">
      <Title order={1} size="h4">
        {meeting.user.name}
      </Title>
      {meeting.child ? <Text size="sm">{t('consultation.header.child', { name: meeting.child.name })}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('consultation.header.idNumber', { value: displayIdNumber(meeting.user.idNumber, pool.country) })}
      </Text>
      <Text size="sm" c="dimmed">
        <time dateTime={new Date(meeting.scheduledStartTime).toISOString()}>{when}</time>
        {' · '}
        {t(`meeting.interventionType.${meeting.interventionType}`)}
        {' · '}
        {t(`meeting.activityType.${meeting.activityType}`)}
      </Text>
      <ScheduledCountdown meeting={meeting} />
      {meeting.interventionType === 'VIDEO' && <VideoCallButton meeting={meeting} />}
      {meeting.interventionType === 'VIDEO' && <NoShowButton meetingId={meeting.id} />}
      {meeting.interventionType === 'VIDEO' && <PatientLinkButton meetingId={meeting.id} />}
      {meeting.interventionType === 'VIDEO' && meeting.user.gb?.isOneTimeUser && <SmsNotifyButton meeting={meeting} />}
      {/* Seed 000 §6: a one-time web user has no identity card. */}
      {identityChecked && <IdentityCheck meetingId={meeting.id} />}
      {identityChecked && <IdentityPanel patientId={meeting.patientId} />}
    </Group>
  );
}
