import { type InsurerFormSection, selectableOutcomeNames } from '@konsult/domain';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../../lib/use-request-id';
import { useChooseInsurerOutcome } from '../api/insurer-outcomes';
import { failureText, outcomeLabel, sectionSubOutcomes, subOutcomeLabel } from './outcome-labels';

type Missing = 'outcome' | 'subOutcome' | null;

/**
 * Choosing an outcome in one form section (seed 002 §5 "Allowed outcomes per section"): the outcomes the section
 * offers, a sub-outcome where the outcome takes one here, and "Choose outcome". The request id stays the same until
 * the insurer has the outcome, so a retry after a lost answer cannot choose it twice.
 */
export function ChooseOutcomeForm({ meetingId, section }: { meetingId: string; section: InsurerFormSection }) {
  const { t } = useTranslation();
  const choose = useChooseInsurerOutcome(meetingId);
  const requestId = useRequestId();
  const [name, setName] = useState('');
  const [subOutcome, setSubOutcome] = useState('');
  const [missing, setMissing] = useState<Missing>(null);
  const subOutcomes = name === '' ? [] : sectionSubOutcomes(section, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choose.isPending) return;
    if (name === '') return setMissing('outcome');
    if (subOutcomes.length > 0 && subOutcome === '') return setMissing('subOutcome');
    setMissing(null);
    choose.mutate(
      {
        requestId: requestId.current(),
        section,
        name,
        subOutcome: subOutcomes.length > 0 ? subOutcome : null,
        requestType: 'STANDARD',
      },
      {
        onSuccess: () => {
          requestId.renew();
          setName('');
          setSubOutcome('');
        },
      },
    );
  };

  // A changed choice is another outcome: it gets its own request id.
  const edit = (change: () => void) => {
    change();
    requestId.renew();
    setMissing(null);
    choose.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('insurerOutcomes.choose.outcome')}
            value={name}
            disabled={choose.isPending}
            error={missing === 'outcome' ? t('insurerOutcomes.choose.outcomeRequired') : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              edit(() => {
                setName(value);
                setSubOutcome('');
              });
            }}
            data={[
              { value: '', label: t('insurerOutcomes.choose.outcomePlaceholder') },
              ...selectableOutcomeNames(section).map((n) => ({ value: n, label: outcomeLabel(t, n) })),
            ]}
          />
          {subOutcomes.length > 0 ? (
            <NativeSelect
              label={t('insurerOutcomes.choose.subOutcome')}
              value={subOutcome}
              disabled={choose.isPending}
              error={missing === 'subOutcome' ? t('insurerOutcomes.choose.subOutcomeRequired') : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                edit(() => setSubOutcome(value));
              }}
              data={[
                { value: '', label: t('insurerOutcomes.choose.subOutcomePlaceholder') },
                ...subOutcomes.map((s) => ({ value: s, label: subOutcomeLabel(t, s) })),
              ]}
            />
          ) : null}
          <Button type="submit" variant="default" loading={choose.isPending}>
            {t('insurerOutcomes.choose.submit')}
          </Button>
        </Group>
        {choose.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('insurerOutcomes.choose.sending')}</Text>
          </Group>
        ) : null}
        {choose.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureText(t, choose.error)}</Text>
              <Button size="xs" variant="default" type="submit">
                {t('insurerOutcomes.errors.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
