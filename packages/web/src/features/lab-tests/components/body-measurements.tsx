import type { LabMeasurements, MeasuredQuantity } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/loading-state';
import { useLabMeasurements } from '../api/use-lab-measurements';
import { formatNumber } from '../format';
import { LabError } from './lab-error';

/** The body measurements of the lab visit a test was taken at (seed 001 §3 "Measurements"); none without a visit. */
export function BodyMeasurements({
  patientId,
  encounterId,
  locale,
}: {
  patientId: string;
  encounterId: string | null;
  locale: string;
}) {
  const { t } = useTranslation();
  const query = useLabMeasurements(patientId, encounterId);
  if (encounterId === null) return <EmptyText>{t('healthChecks.measurements.none')}</EmptyText>;
  if (query.isPending) return <LoadingState label={t('healthChecks.loadingMeasurements')} minHeight="3rem" />;
  if (query.isError) {
    return (
      <LabError
        error={query.error}
        thing="measurements"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const facts = measurementFacts(query.data, locale);
  if (facts.length === 0) return <EmptyText>{t('healthChecks.measurements.none')}</EmptyText>;
  return (
    <dl className="lab-test__facts">
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`healthChecks.measurements.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type MeasurementKey = 'bloodPressure' | 'pulse' | 'height' | 'weight' | 'waist' | 'bmi';

function measurementFacts(m: LabMeasurements, locale: string): [MeasurementKey, string][] {
  const quantity = (q: MeasuredQuantity | null) => (q ? `${formatNumber(q.value, locale)} ${q.unit}` : null);
  const facts: [MeasurementKey, string | null][] = [
    [
      'bloodPressure',
      m.bloodPressure ? `${m.bloodPressure.systolic}/${m.bloodPressure.diastolic} ${m.bloodPressure.unit}` : null,
    ],
    ['pulse', quantity(m.pulse)],
    ['height', quantity(m.height)],
    ['weight', quantity(m.weight)],
    ['waist', quantity(m.waist)],
    ['bmi', quantity(m.bmi)],
  ];
  return facts.filter((fact): fact is [MeasurementKey, string] => fact[1] !== null);
}
