import {
  type BodySite,
  type DoseNumberOption,
  type Program,
  type RegistrationField,
  type Vaccine,
} from '@konsult/domain';
import { Alert, Autocomplete, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../ui/query-state';
import { useVaccinationFormat } from '../format';

/** What the clinician typed in step 2; selects hold strings (empty: nothing chosen). */
export type DoseDetails = {
  day: string;
  doseQuantity: string;
  lotNumber: string;
  bodySiteId: string;
  programId: string;
  doseNumber: string;
};

export const quantityKey = (q: { value: number; unit: string }) => `${q.value}|${q.unit}`;

/**
 * Step 2: date, dose quantity, lot number (with the catalogue's suggestions and the seed's warning), body site,
 * programme (fixed when a series is continued) and dose number (completed ones disabled). Each catalogue that
 * fails to load shows its own banner (seed 001 §8).
 */
export function DoseDetailsFields({
  vaccine,
  values,
  onChange,
  errors,
  today,
  bodySites,
  programs,
  programFixed,
  lotNumbers,
  lotWarning,
  doseOptions,
}: {
  vaccine: Vaccine;
  values: DoseDetails;
  onChange: (patch: Partial<DoseDetails>) => void;
  errors: Partial<Record<RegistrationField, string>>;
  today: string;
  bodySites: UseQueryResult<BodySite[], unknown>;
  programs: UseQueryResult<Program[], unknown> | { data: Program[]; isError: false };
  programFixed: boolean;
  lotNumbers: UseQueryResult<string[], unknown>;
  lotWarning: boolean;
  doseOptions: DoseNumberOption[];
}) {
  const { t } = useTranslation();
  const format = useVaccinationFormat();
  const choose = { value: '', label: t('vaccinations.fields.choose'), disabled: true };
  const retryBanner = (
    kind: 'bodySites' | 'programs' | 'lotNumbers',
    query: { refetch: () => unknown; isFetching: boolean },
  ) => (
    <QueryErrorState
      query={query}
      error={{ title: t(`vaccinations.errors.${kind}.title`), message: t(`vaccinations.errors.${kind}.message`) }}
    />
  );

  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={t('vaccinations.fields.date')}
        required
        max={today}
        value={values.day}
        onChange={(event) => onChange({ day: event.currentTarget.value })}
        error={errors.occurredAt}
      />
      <NativeSelect
        label={t('vaccinations.fields.doseQuantity')}
        required
        data={vaccine.doseQuantities.map((q) => ({ value: quantityKey(q), label: format.quantity(q.value, q.unit) }))}
        value={values.doseQuantity}
        onChange={(event) => onChange({ doseQuantity: event.currentTarget.value })}
        error={errors.doseQuantity}
      />
      <Autocomplete
        label={t('vaccinations.fields.lotNumber')}
        description={t('vaccinations.fields.lotNumberDescription')}
        required
        data={lotNumbers.data ?? []}
        value={values.lotNumber}
        onChange={(lotNumber) => onChange({ lotNumber })}
        error={errors.lotNumber}
        maxLength={200}
        autoComplete="off"
        comboboxProps={{ withinPortal: false }}
      />
      {lotWarning ? (
        <Alert color="yellow" variant="light" role="status">
          {t('vaccinations.lotWarning', { diseases: format.diseases(vaccine.targetDiseases) })}
        </Alert>
      ) : null}
      {lotNumbers.isError ? retryBanner('lotNumbers', lotNumbers) : null}

      {bodySites.isError ? (
        retryBanner('bodySites', bodySites)
      ) : (
        <NativeSelect
          label={t('vaccinations.fields.bodySite')}
          required
          data={[choose, ...(bodySites.data ?? []).map((s) => ({ value: s.id, label: format.bodySite(s.id) }))]}
          value={values.bodySiteId}
          onChange={(event) => onChange({ bodySiteId: event.currentTarget.value })}
          error={errors.bodySiteId}
        />
      )}

      {programs.isError ? (
        retryBanner('programs', programs as UseQueryResult<Program[], unknown>)
      ) : (
        <NativeSelect
          label={t('vaccinations.fields.program')}
          required
          disabled={programFixed}
          data={[choose, ...(programs.data ?? []).map((p) => ({ value: p.id, label: format.program(p) }))]}
          value={values.programId}
          onChange={(event) => onChange({ programId: event.currentTarget.value, doseNumber: '' })}
          error={errors.programId}
        />
      )}

      <NativeSelect
        label={t('vaccinations.fields.doseNumber')}
        required
        data={[
          choose,
          ...doseOptions.map((o) => ({
            value: String(o.value),
            label: t(o.disabled ? 'vaccinations.fields.doseNumberGiven' : 'vaccinations.fields.doseNumberOption', {
              number: o.value,
            }),
            disabled: o.disabled,
          })),
        ]}
        value={values.doseNumber}
        onChange={(event) => onChange({ doseNumber: event.currentTarget.value })}
        error={errors.doseNumber}
      />
    </Stack>
  );
}
