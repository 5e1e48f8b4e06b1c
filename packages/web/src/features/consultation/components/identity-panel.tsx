import { type LatestIdentityVerification, MARKET_TIME_ZONE } from '@konsult/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { useLatestIdentityVerification } from '../../../lib/identity/use-latest-identity-verification';

/**
 * Seed 001 §1, §7: the patient's latest identity verification — outcome, method, when and by whom, and whether a
 * KBV answer was given. Shown only where there is a check to show; a failed load says so with a retry. UK only
 * (the caller decides).
 */
export function IdentityPanel({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const latest = useLatestIdentityVerification(patientId);
  if (latest.isError) {
    return (
      <Group component="section" aria-label={t('identityPanel.label')} gap={6}>
        <Text size="xs" c="red" role="alert">
          {t('identityPanel.failed')}
        </Text>
        <Anchor component="button" type="button" size="xs" onClick={() => void latest.refetch()}>
          {t('identityPanel.retry')}
        </Anchor>
      </Group>
    );
  }
  if (!latest.data?.latest) return null;
  return <IdentitySummary check={latest.data.latest} />;
}

function IdentitySummary({ check }: { check: LatestIdentityVerification }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const when = formatDateTime(check.checkTime, intlLocale(i18n.language), MARKET_TIME_ZONE[pool.country]);
  const accepted = check.outcome === 'Accept';
  return (
    <Group component="section" aria-label={t('identityPanel.label')} gap={6}>
      <Text size="xs" fw={600}>
        {t('identityPanel.label')}
      </Text>
      <Badge size="sm" variant="light" color={accepted ? 'green' : 'red'}>
        {t(`identityPanel.outcome.${check.outcome}`)}
        {check.rejectionReason ? ` · ${t(`consultation.identity.reasons.${check.rejectionReason}`)}` : null}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(`identityPanel.method.${check.method}`)}
        {' · '}
        <time dateTime={new Date(check.checkTime).toISOString()}>
          {t('identityPanel.checked', { when, clinician: check.verifyingClinician.name })}
        </time>
        {' · '}
        {t(`identityPanel.kbv.${check.kbvState}`)}
      </Text>
    </Group>
  );
}
