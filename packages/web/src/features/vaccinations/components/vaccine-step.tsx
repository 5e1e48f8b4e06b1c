import type { Vaccine } from '@konsult/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/query-state';

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
  return (
    <QueryBoundary
      query={vaccines}
      loading={t('vaccinations.modal.loading')}
      loadingHeight="4rem"
      error={{ title: t('vaccinations.errors.vaccines.title'), message: t('vaccinations.errors.vaccines.message') }}
    >
      {(list) =>
        list.length === 0 ? (
          <Text size="sm">{t('vaccinations.modal.noVaccines')}</Text>
        ) : (
          <Stack gap="sm">
            <Select
              label={t('vaccinations.fields.vaccine')}
              placeholder={t('vaccinations.fields.vaccinePlaceholder')}
              searchable
              required
              data={list.map((v) => ({ value: v.id, label: `${v.name} (${v.manufacturerName})` }))}
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
        )
      }
    </QueryBoundary>
  );
}
