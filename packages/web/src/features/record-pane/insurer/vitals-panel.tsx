import type { InsurerVital, InsurerWellness } from '@konsult/domain';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { EmptyText } from '../../../ui/empty-state';
import { FactList } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';
import { InsurerProfileSection } from './profile-section';
import { useInsurerFormat } from './use-insurer-format';

/**
 * The Vitality pane's vitals (seed 001 §2.1 "vitality-vitals (Vitality only)"; issue 20): the measurements of the
 * member's latest health check as the insurer's wellness data holds them, in one collapsible panel over the profile.
 */
export function VitalityVitalsPanel({ patientId }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.vitality-vitals')}
      </Title>
      <InsurerProfileSection patientId={patientId} panel="vitals">
        {(p) => <VitalsFacts wellness={p.vitalityRiskDetails} />}
      </InsurerProfileSection>
    </Stack>
  );
}

function VitalsFacts({ wellness }: { wellness: InsurerWellness }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const value = useVitalValue();
  const vitals = wellness.vitals ?? [];
  return (
    <Stack gap="xs">
      <FactList
        stacked
        facts={[
          [t('insurer.fields.healthCheckDate'), format.date(wellness.healthCheckDate)],
          [t('insurer.fields.vitalityAge'), format.text(wellness.vitalityAge)],
        ]}
      />
      {vitals.length === 0 ? (
        <EmptyText>{format.noInformation}</EmptyText>
      ) : (
        <Table captionSide="top" verticalSpacing={4} fz="sm">
          {/* As the plan's limits: Mantine dims a caption below AA contrast. */}
          <Table.Caption style={{ textAlign: 'left', color: 'var(--mantine-color-text)', fontWeight: 600 }}>
            {t('insurer.vitals.measurements')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('insurer.vitals.measurement')}</Table.Th>
              <Table.Th scope="col">{t('insurer.vitals.value')}</Table.Th>
              <Table.Th scope="col">{t('insurer.vitals.measuredAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vitals.map((vital, index) => (
              <Table.Tr key={`${vital.name}-${index}`}>
                <Table.Th scope="row" fw="normal">
                  {vital.name}
                </Table.Th>
                <Table.Td>{value(vital)}</Table.Td>
                <Table.Td>{format.date(vital.measuredAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * A measurement's value with its unit, 'No information' without one. The insurer sends the value as text (a blood
 * pressure is '128/82'): a plain decimal is written the clinician's way ('24,1' in Swedish), anything else as sent.
 */
function useVitalValue() {
  const format = useInsurerFormat();
  const market = useMarketFormat();
  return ({ value, unit }: InsurerVital): string => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return format.noInformation;
    const decimal = /^-?\d+(?:\.(\d+))?$/.exec(trimmed);
    const shown = decimal ? market.decimal(Number(trimmed), decimal[1]?.length ?? 0) : trimmed;
    return unit && unit.trim() !== '' ? `${shown} ${unit.trim()}` : shown;
  };
}
