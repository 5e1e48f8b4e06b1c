import type { Meeting } from '@konsult/domain';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Referral = NonNullable<Meeting['internalReferral']>;

/** Seed 001 §2.3: who referred the patient internally — name, care type, facility if known — and their message. */
export function InternalReferralBanner({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const from = referral.bookerFacility
    ? t('symptoms.internalReferral.fromWithFacility', {
        careType: referral.bookerCareTypeName,
        facility: referral.bookerFacility,
      })
    : t('symptoms.internalReferral.from', { careType: referral.bookerCareTypeName });
  return (
    <Alert color="blue" variant="light" title={t('symptoms.internalReferral.title', { name: referral.bookerName })}>
      <Text size="sm" c="gray.7">
        {from}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {referral.message}
      </Text>
    </Alert>
  );
}
