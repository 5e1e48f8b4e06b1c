import { isVitalityPane } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { clinicianFacts, useMe } from '../../../lib/session/me-context';
import { usePatientOverview } from '../api/use-patient-overview';
import { ClaimSummaryFacts, ClaimSummarySection } from './insurance-details-panel';
import { InsurerQuerySection } from './insurer-section';

/**
 * The insurance-claim-details tab (seed 001 §2.1; issue 20): the claim the patient comes on in this meeting, shown
 * only when the meeting has one. The Vitality pane reads the insurer's claim (insuranceClaimInfo), as its insurance
 * details do; Sweden's pane the claim information the meeting carries, the same that decides the tab is there.
 */
export function InsuranceClaimDetailsPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  const vitality = isVitalityPane(clinicianFacts(useMe()));
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.insurance-claim-details')}
      </Title>
      {vitality ? (
        <ClaimSummarySection patientId={patientId} meetingId={meeting?.id ?? null} />
      ) : (
        <MeetingClaimSection patientId={patientId} meetingId={meeting?.id ?? null} />
      )}
    </Stack>
  );
}

function MeetingClaimSection({ patientId, meetingId }: { patientId: string; meetingId: string | null }) {
  const { t } = useTranslation();
  const overview = usePatientOverview(patientId, meetingId);
  return (
    <InsurerQuerySection
      title={t('insurer.claimSummary.title')}
      query={overview}
      loading={t('insurer.claimSummary.loading')}
      error={t('insurer.claimSummary.error')}
    >
      {(data) => <ClaimSummaryFacts claim={data.insuranceClaim} />}
    </InsurerQuerySection>
  );
}
