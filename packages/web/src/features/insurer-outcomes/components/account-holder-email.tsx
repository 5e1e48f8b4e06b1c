import { isValidInsurerEmail } from '@konsult/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryFallback } from '../../../ui/query-state';
import { useSaveAccountHolderEmail } from '../api/account-holder-email';

type EmailQuery = UseQueryResult<{ email: string | null }>;

/**
 * The account holder's e-mail at Vitality (seed 002 §5 "Text and email", §7): the outcome summary goes there, so the
 * report needs a valid one. Checked with the insurer's own pattern before anything is sent; a failed save keeps what
 * was typed.
 */
export function AccountHolderEmail({
  meetingId,
  patientId,
  query,
}: {
  meetingId: string;
  patientId: string;
  query: EmailQuery;
}) {
  const { t } = useTranslation();
  const save = useSaveAccountHolderEmail(meetingId, patientId);
  // The saved e-mail fills the field until the clinician types; from then on the field is theirs.
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  if (!query.data) {
    return (
      <QueryFallback
        query={query}
        loading={t('insurerOutcomes.email.loading')}
        error={{
          title: t('insurerOutcomes.email.loadErrorTitle'),
          message: t('insurerOutcomes.errors.insurer_unavailable'),
        }}
      />
    );
  }
  const saved = query.data.email;
  const value = typed ?? saved ?? '';
  const upToDate = saved !== null && value.trim() === saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const email = value.trim();
    if (!isValidInsurerEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(email, { onSuccess: () => setTyped(null) });
  };

  const refused = save.error;
  const failure = !refused
    ? null
    : isApiError(refused) && refused.key === 'invalid_email'
      ? t('insurerOutcomes.email.invalid')
      : isApiError(refused) && refused.key === 'insurer_unavailable'
        ? t('insurerOutcomes.email.unavailable')
        : t('insurerOutcomes.email.failed');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            autoComplete="off"
            label={t('insurerOutcomes.email.label')}
            description={t('insurerOutcomes.email.hint')}
            value={value}
            maxLength={320}
            disabled={save.isPending}
            error={invalid ? t('insurerOutcomes.email.invalid') : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setInvalid(false);
              save.reset();
            }}
            style={{ flex: '1 1 18rem' }}
          />
          <Button type="submit" variant="default" loading={save.isPending}>
            {t('insurerOutcomes.email.save')}
          </Button>
        </Group>
        <RequestErrorBanner message={failure} />
        <Text size="sm" c="dimmed" role="status">
          {upToDate ? t('insurerOutcomes.email.saved') : t('insurerOutcomes.email.notSaved')}
        </Text>
      </Stack>
    </form>
  );
}
