import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { SentSpecialistReferral } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { QueryBoundary } from '../../../ui/query-state';
import { referralPdfUrl } from '../api/paths';
import { useMeetingSpecialistReferrals } from '../api/queries';

/** The referrals sent in this meeting: to whom, the purpose, who sent it when, and its letter. */
export function SentReferrals({ meetingId, timeZone }: { meetingId: string; timeZone: string }) {
  const { t } = useTranslation();
  const referrals = useMeetingSpecialistReferrals(meetingId);
  const title = t('specialistReferrals.meeting.title');
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <QueryBoundary
        query={referrals}
        loading={t('specialistReferrals.meeting.loading')}
        error={{ title: t('specialistReferrals.meeting.errorTitle'), message: t('specialistReferrals.meeting.error') }}
      >
        {({ specialistReferrals: sent }) =>
          sent.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('specialistReferrals.meeting.none')}
            </Text>
          ) : (
            <ul className="specialist-referral__sent">
              {sent.map((referral) => (
                <SentReferralItem key={referral.id} referral={referral} timeZone={timeZone} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}

function SentReferralItem({ referral, timeZone }: { referral: SentSpecialistReferral; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const purposeTitle = referral.purposeTitle ?? '';
  return (
    <li>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {purposeTitle}
        </Text>
        <Text size="sm">
          {t(`specialistReferrals.types.${referral.specialistTypeId}`)} ·{' '}
          {referral.specialistUnit
            ? referral.specialistUnit.name
            : t('specialistReferrals.meeting.externalRecipient', { info: referral.externalSpecialistInfo ?? '' })}
        </Text>
        {referral.specialistUnit ? (
          <Text size="xs" c="gray.7">
            {t('specialistReferrals.visitingAddress', { address: referral.specialistUnit.visitingAddress })}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7">
          {t('specialistReferrals.meeting.sentBy', {
            name: referral.clinicianName,
            when: formatDateTime(referral.sentAt, intlLocale(i18n.language), timeZone),
          })}
        </Text>
        <Anchor size="sm" href={referralPdfUrl(referral.id)} target="_blank" rel="noopener">
          {t('specialistReferrals.meeting.openPdf')}
        </Anchor>
      </Stack>
    </li>
  );
}
