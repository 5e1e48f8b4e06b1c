import { bmiFromProperties, type HealthMeasurement, parseMeasurement } from '@konsult/domain';
import { List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { QueryFallback } from '../../../ui/query-state';
import { useHealthProperties } from '../api/use-health-observations';
import { FactList, PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';

/** Allergies, height, weight and BMI from the patient's reported health properties. */
export function HealthSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const health = useHealthProperties(patientId);
  if (health.isPending || health.isError) {
    return (
      <PaneSection title={t('patientTab.health.title')}>
        <QueryFallback
          query={health}
          loading={t('patientTab.health.loading')}
          loadingHeight="3rem"
          error={{ title: t('patientTab.health.errorTitle'), message: t('patientTab.health.errorMessage') }}
        />
      </PaneSection>
    );
  }
  const { height, weight, allergies } = health.data;
  const bmi = bmiFromProperties(height, weight);
  const measure = (m: HealthMeasurement | null, unit: 'cm' | 'kg') => measurementText(m, unit, t, format.decimal);
  return (
    <>
      <PaneSection title={t('patientTab.health.allergies')}>
        {allergies.length === 0 ? (
          <EmptyText>{t('patientTab.health.noAllergies')}</EmptyText>
        ) : (
          <List size="sm" spacing={4}>
            {allergies.map((allergy) => (
              <List.Item key={allergy.name}>
                <Text size="sm" fw={600} span>
                  {allergy.name}
                </Text>
                {allergy.diagnosisMethods ? (
                  <Text size="sm" c="gray.7">
                    {t('patientTab.health.diagnosedBy', { value: allergy.diagnosisMethods })}
                  </Text>
                ) : null}
                {allergy.patientComment ? <Text size="sm">{allergy.patientComment}</Text> : null}
              </List.Item>
            ))}
          </List>
        )}
      </PaneSection>
      <PaneSection title={t('patientTab.health.body')}>
        <FactList
          facts={[
            [t('patientTab.health.height'), measure(height, 'cm')],
            [t('patientTab.health.weight'), measure(weight, 'kg')],
            [
              t('patientTab.health.bmi'),
              bmi.ok
                ? format.decimal(bmi.bmi, 1)
                : bmi.error === 'format'
                  ? t('patientTab.health.formatError')
                  : t('patientTab.health.noBmi'),
            ],
          ]}
        />
      </PaneSection>
    </>
  );
}

function measurementText(
  m: HealthMeasurement | null,
  unit: 'cm' | 'kg',
  t: TFunction,
  decimal: (value: number, digits: number) => string,
): string {
  if (!m) return t('patientTab.health.notReported');
  const parsed = parseMeasurement(m.value);
  if (!parsed.ok) return t('patientTab.health.formatErrorValue', { value: m.value });
  const value = `${decimal(parsed.value, Number.isInteger(parsed.value) ? 0 : 1)} ${unit}`;
  if (m.comparator === '>') return t('patientTab.health.moreThan', { value });
  if (m.comparator === '<') return t('patientTab.health.lessThan', { value });
  return value;
}
