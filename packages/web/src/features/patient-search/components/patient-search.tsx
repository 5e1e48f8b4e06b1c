import { PatientSearchBody, type PatientSearchHit } from '@konsult/domain';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePatientSearch } from '../api/use-patient-search';
import { PatientSearchHitCard } from './patient-search-hit';

interface PatientSearchProps {
  /** What the signed-in user may do with a found patient (open the record, emergency access, show the access log). */
  renderHitActions: (hit: PatientSearchHit) => ReactNode;
}

/** "Find a patient": the whole identity number of the user's market, then the patient it names, if any. */
export function PatientSearch({ renderHitActions }: PatientSearchProps) {
  const { t } = useTranslation();
  const { pool } = useMe();
  const search = usePatientSearch();
  const headingId = useId();
  const [idNumber, setIdNumber] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  // The server answers 400 for a number that cannot be one: the input's problem, not a failed search.
  const invalidNumber = isApiError(search.error) && search.error.status === 400;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PatientSearchBody.safeParse({ idNumber });
    if (!parsed.success) {
      setShowRequired(true);
      return;
    }
    search.mutate(parsed.data);
  };

  const inputError = showRequired
    ? t('patientSearch.required')
    : invalidNumber
      ? t('patientSearch.invalidNumber')
      : undefined;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t('patientSearch.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t(`patientSearch.idNumber.${pool.country}`)}
            value={idNumber}
            onChange={(event) => {
              setIdNumber(event.currentTarget.value);
              setShowRequired(false);
            }}
            error={inputError}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            w="18rem"
          />
          {/* Aligned with the input, below its label. */}
          <Button type="submit" loading={search.isPending} mt="1.5rem">
            {t('patientSearch.submit')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {search.isError && !invalidNumber ? (
          <ErrorState
            title={t('patientSearch.error.title')}
            message={t('patientSearch.error.message')}
            retryLabel={t('common.tryAgain')}
            onRetry={() => search.variables && search.mutate(search.variables)}
            retrying={search.isPending}
          />
        ) : search.isSuccess && search.data.patients.length === 0 ? (
          <EmptyText>{t('patientSearch.noHit')}</EmptyText>
        ) : search.isSuccess ? (
          <Stack
            component="ul"
            aria-label={t('patientSearch.results')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {search.data.patients.map((hit) => (
              <li key={hit.id}>
                <PatientSearchHitCard hit={hit}>{renderHitActions(hit)}</PatientSearchHitCard>
              </li>
            ))}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
