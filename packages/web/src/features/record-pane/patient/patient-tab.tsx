import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/query-state';
import { usePatientOverview } from '../api/use-patient-overview';
import { ContactPersonSection } from './contact-person-section';
import { ContactSection, OtherInformationSection } from './contact-section';
import { HealthCheckScoreCard } from './health-check-score-card';
import { HealthSection } from './health-section';
import { IdentitySection } from './identity-section';
import { ProrenataWarnings } from './prorenata-warnings';
import { TagsSection } from './tags-section';
import { UkIdentityPanel } from './uk-identity-panel';
import { WarningsPanel } from './warnings-panel';

/**
 * Seed 001 §2.3 patient tab: access warnings, identity (and for UK clinicians the identity checks), tags, warnings,
 * contact details, other information, the French contact person, allergies and body measurements, and the
 * health-check score card. Each part loads and fails on its own, so one slow or broken source never hides the rest.
 */
export function PatientTab({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  const me = useMe();
  const overview = usePatientOverview(patientId, meeting?.id ?? null);
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.patient')}
      </Title>
      {overview.data?.childRelationshipVerified === false ? (
        <Alert color="red" variant="filled" role="alert">
          {t('patientTab.childRelationshipNotVerified')}
        </Alert>
      ) : null}
      {me.pool.prorenata ? <ProrenataWarnings patientId={patientId} /> : null}
      {meeting ? <IdentitySection meeting={meeting} /> : <EmptyText>{t('patientTab.noMeeting')}</EmptyText>}
      {me.pool.country === 'GB' ? <UkIdentityPanel patientId={patientId} /> : null}
      {overview.isError ? (
        <QueryErrorState
          query={overview}
          error={{ title: t('patientTab.overviewError.title'), message: t('patientTab.overviewError.message') }}
        />
      ) : (
        <TagsSection meeting={meeting} overview={overview.data} />
      )}
      <WarningsPanel patientId={patientId} />
      {meeting ? <ContactSection user={meeting.user} /> : null}
      {meeting ? <OtherInformationSection user={meeting.user} overview={overview.data} /> : null}
      {me.pool.country === 'FR' && meeting ? (
        <ContactPersonSection meetingId={meeting.id} patientId={patientId} />
      ) : null}
      <HealthSection patientId={patientId} />
      {overview.data ? <HealthCheckScoreCard score={overview.data.healthCheckScore} /> : null}
    </Stack>
  );
}
