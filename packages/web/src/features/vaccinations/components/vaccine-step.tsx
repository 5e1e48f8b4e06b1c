import type { Vaccine } from '@konsult/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';

/** Step 1: the vaccine, from the programme's vaccines when a series is continued, else from all. */
export function VaccineStep({
  vaccines,
  value,
  onChange,
  onContinue,
}: {
  vaccines: UseQueryResult<Vaccine[], unknown>;
  value: string | null;
  onChange: (vaccineId: string | null) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  if (vaccines.isPending) return <LoadingState label={t('vaccinations.modal.loading')} minHeight="4rem" />;
  if (vaccines.isError) {
    return (
      <ErrorState
        title={t('vaccinations.errors.vaccines.title')}
        message={t('vaccinations.errors.vaccines.message')}
        retryLabel={t('common.tryAgain')}
        onRetry={() => void vaccines.refetch()}
        retrying={vaccines.isFetching}
      />
    );
  }
  if (vaccines.data.length === 0) return <Text size="sm">{t('vaccinations.modal.noVaccines')}</Text>;
  return (
    <Stack gap="sm">
      <Select
        label={t('vaccinations.fields.vaccine')}
        placeholder={t('vaccinations.fields.vaccinePlaceholder')}
        searchable
        required
        data={vaccines.data.map((v) => ({ value: v.id, label: `${v.name} (${v.manufacturerName})` }))}
        value={value}
        onChange={onChange}
        nothingFoundMessage="—"
        comboboxProps={{ withinPortal: false }}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button onClick={onContinue} disabled={value === null}>
          {t('vaccinations.modal.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
