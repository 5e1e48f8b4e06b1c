import { MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useSpecialistUnits } from '../api/queries';
import { SpecialistReferralForm } from './referral-form';
import { SentReferrals } from './sent-referrals';
import './specialist-referrals.css';

/** The se-specialist-referral action (seed 000 §2; seed 002 §3, §9): the referral form, then what was sent. */
export function SpecialistReferralPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const me = useMe();
  const units = useSpecialistUnits();
  const timeZone = MARKET_TIME_ZONE[me.pool.country];
  return (
    <Stack gap="lg">
      <QueryBoundary
        query={units}
        loading={t('specialistReferrals.loading')}
        error={{ title: t('specialistReferrals.errorTitle'), message: t('specialistReferrals.error') }}
      >
        {(catalogue) => (
          <SpecialistReferralForm
            meeting={meeting}
            catalogue={catalogue}
            timeZone={timeZone}
            onUnitsChanged={() => void units.refetch()}
          />
        )}
      </QueryBoundary>
      <SentReferrals meetingId={meeting.id} timeZone={timeZone} />
    </Stack>
  );
}
