import type { TreatmentProgramme } from '@konsult/domain';
import { NativeSelect, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/query-state';
import { useCarePlans } from '../api/care-plans';
import { newestFirst, selectCarePlan } from './select-care-plan';
import { useCarePlanParam } from './use-care-plan-param';
import { useProgrammeFormat } from './use-programme-format';

/**
 * What the programme's tabs share: the patient's programmes loaded (a spinner, the seed's load failure with "refresh
 * or contact support", the empty text), the one `carePlanId` names — or the newest active — and, when there are
 * several, a selector that changes `carePlanId`.
 */
export function CarePlanBoundary({
  patientId,
  children,
}: {
  patientId: string;
  children: (carePlan: TreatmentProgramme) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useCarePlans(patientId);
  const [carePlanId, setCarePlanId] = useCarePlanParam();
  return (
    <QueryBoundary
      query={query}
      loading={t('treatmentProgrammes.loading')}
      error={{ title: t('treatmentProgrammes.loadErrorTitle'), message: t('treatmentProgrammes.loadError') }}
      empty={{ text: t('treatmentProgrammes.empty'), when: (plans) => plans.length === 0 }}
    >
      {(plans) => {
        const selected = selectCarePlan(plans, carePlanId)!;
        return (
          <Stack gap="md">
            {plans.length > 1 ? <CarePlanSelector plans={plans} selected={selected} onChange={setCarePlanId} /> : null}
            {children(selected)}
          </Stack>
        );
      }}
    </QueryBoundary>
  );
}

function CarePlanSelector({
  plans,
  selected,
  onChange,
}: {
  plans: readonly TreatmentProgramme[];
  selected: TreatmentProgramme;
  onChange: (carePlanId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  return (
    <NativeSelect
      size="xs"
      label={t('treatmentProgrammes.selector.label')}
      value={selected.id}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={newestFirst(plans).map((plan) => ({
        value: plan.id,
        label: t('treatmentProgrammes.selector.option', {
          title: plan.title,
          date: format.date(plan.created),
          state: t(`treatmentProgrammes.carePlanStates.${plan.state}`),
        }),
      }))}
    />
  );
}
