import type { SilDrug } from '@konsult/domain';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRUG_SEARCH_MIN_LENGTH, useDrugSearch } from '../api/use-drug-search';
import { DrugSummary } from './drug-summary';

/** Ours: the seed gives no debounce for the drug search; the record search's 300 ms reads well here too. */
const DRUG_SEARCH_DEBOUNCE_MS = 300;

interface ChooseMedicationStepProps {
  /** The drug chosen so far (reopened step), as the catalogue answered it. */
  chosen: SilDrug | null;
  onPick: (drug: SilDrug) => void;
  onContinue: () => void;
}

/** Step 1: search the drug catalogue by name and pick one; picking moves the wizard on (seed 001 §4). */
export function ChooseMedicationStep({ chosen, onPick, onContinue }: ChooseMedicationStepProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, DRUG_SEARCH_DEBOUNCE_MS);
  const search = useDrugSearch(query);
  const searching = [...query.trim()].length >= DRUG_SEARCH_MIN_LENGTH;
  const results = searching ? (search.data?.results ?? []) : [];

  return (
    <Stack gap="sm">
      {chosen ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('medication-list.choose.chosen')}
          </Text>
          <DrugSummary drug={chosen} />
        </Stack>
      ) : null}
      <TextInput
        label={t('medication-list.choose.search')}
        description={t('medication-list.choose.searchHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
        data-autofocus
        autoComplete="off"
      />
      {search.isError && searching ? (
        <Alert color="red" variant="light" role="alert">
          {t('medication-list.choose.searchError')}
        </Alert>
      ) : null}
      {searching && search.isSuccess && results.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('medication-list.choose.noResults', { query: query.trim() })}
        </Text>
      ) : null}
      {results.length > 0 ? (
        <ul className="medication-options" aria-label={t('medication-list.choose.results')}>
          {results.map((drug) => (
            <li key={drug.nplId}>
              <button type="button" className="medication-option" onClick={() => onPick(drug)}>
                <span className="medication-option-name">{drug.tradeName}</span>
                <span className="medication-option-detail">
                  {drug.drugFormTextSv} · {drug.marketingAuthHolder}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <Group justify="flex-end">
          <Button onClick={onContinue}>{t('medication-list.add.continue')}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
