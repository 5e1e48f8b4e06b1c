import type { InsurerWellness } from '@konsult/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { FactList } from '../components/pane-section';
import { PersonFacts } from './insurer-facts';
import { MigrationWarning } from './migration-warning';
import { InsurerProfileSection } from './profile-section';
import { useInsurerFormat } from './use-insurer-format';

/**
 * The Vitality pane's personal details (seed 001 §2.3; issue 20): the patient as the insurer knows them and their
 * wellness (health check, Vitality age, risk sections, self-reported conditions), each collapsible.
 */
export function VitalityPersonalDetailsPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.vitality-personal-details')}
      </Title>
      <MigrationWarning meetingId={meeting?.id ?? null} />
      <InsurerProfileSection patientId={patientId} panel="patient">
        {(p) => <PersonFacts person={p.patientDetails} />}
      </InsurerProfileSection>
      <InsurerProfileSection patientId={patientId} panel="wellness">
        {(p) => <WellnessFacts wellness={p.vitalityRiskDetails} />}
      </InsurerProfileSection>
    </Stack>
  );
}

function WellnessFacts({ wellness }: { wellness: InsurerWellness }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  return (
    <Stack gap="xs">
      <FactList
        stacked
        facts={[
          [t('insurer.fields.healthCheckDate'), format.date(wellness.healthCheckDate)],
          [t('insurer.fields.healthReviewComplete'), format.yesNo(wellness.healthReviewComplete)],
          [t('insurer.fields.vitalityAge'), format.text(wellness.vitalityAge)],
          [t('insurer.fields.selfReportedConditions'), format.lines(wellness.selfReportedConditions)],
        ]}
      />
      <Text size="sm" fw={600}>
        {t('insurer.wellness.riskSections')}
      </Text>
      {wellness.riskSections.length === 0 ? (
        <EmptyText>{format.noInformation}</EmptyText>
      ) : (
        <List size="sm" spacing={4} listStyleType="none" aria-label={t('insurer.wellness.riskSections')}>
          {wellness.riskSections.map((section) => (
            <List.Item key={section.name}>{`${section.name}: ${format.text(section.status)}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
