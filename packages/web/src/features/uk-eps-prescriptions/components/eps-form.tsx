import {
  EPS_ERROR_KEYS,
  EPS_MAX_ITEMS,
  ERROR_KEYS,
  epsMedicineLabel,
  isValidEpsDosage,
  isValidEpsQuantity,
  searchEpsMedicines,
  type EpsMedicine,
} from '@konsult/domain';
import { Button, Card, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useRequestId } from '../../../lib/use-request-id';
import { ActionForm } from '../../../ui/action-form';
import { SuccessNotice } from '../../../ui/success-notice';
import { useSendEpsPrescription } from '../api/mutations';
import { unitsLabel } from './units';

type Line = { medicine: EpsMedicine; dosage: string; quantity: number | string };

const SEND_FAILURES = {
  [EPS_ERROR_KEYS.unavailable]: 'ukEpsPrescriptions.errors.unavailable',
  [EPS_ERROR_KEYS.timeout]: 'ukEpsPrescriptions.errors.timeout',
  [ERROR_KEYS.conflict]: 'ukEpsPrescriptions.errors.conflict',
  [EPS_ERROR_KEYS.pharmacyUnknown]: 'ukEpsPrescriptions.errors.pharmacyUnknown',
  [EPS_ERROR_KEYS.patientNotTraced]: 'ukEpsPrescriptions.errors.patientNotTraced',
  [EPS_ERROR_KEYS.notEligible]: 'ukEpsPrescriptions.errors.notEligible',
} as const;

/**
 * The catalogue key of why a send failed: the EPS's refusals by their key (a timeout: it may have been sent, and
 * sending again with the same request id checks; a conflict: the request id cannot be used, the next send has a new
 * one), anything else the generic text.
 */
function sendFailureKey(error: unknown) {
  if (isApiError(error) && error.key in SEND_FAILURES) return SEND_FAILURES[error.key as keyof typeof SEND_FAILURES];
  return 'ukEpsPrescriptions.errors.generic' as const;
}

export function EpsForm({ meetingId, medicines }: { meetingId: string; medicines: EpsMedicine[] }) {
  const { t } = useTranslation();
  const send = useSendEpsPrescription(meetingId);
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  // One id per prescription, kept across failed sends until one succeeds: a send whose answer was lost (a timeout)
  // is not sent twice. A conflict (the id cannot be used) renews it.
  const requestId = useRequestId();
  const [sent, setSent] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const chosen = new Set(lines.map((line) => line.medicine.dmdCode));
  const matches =
    search.trim() === ''
      ? []
      : searchEpsMedicines(medicines, search)
          .filter((m) => !chosen.has(m.dmdCode))
          .slice(0, 6);
  const full = lines.length >= EPS_MAX_ITEMS;

  const add = (medicine: EpsMedicine) => {
    setLines((current) => [...current, { medicine, dosage: '', quantity: medicine.usualQuantity }]);
    setSearch('');
  };
  const update = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const remove = (index: number) => setLines((current) => current.filter((_, i) => i !== index));

  const quantityOf = (line: Line) => (typeof line.quantity === 'number' ? line.quantity : Number.NaN);
  const valid = lines.length > 0 && lines.every((l) => isValidEpsDosage(l.dosage) && isValidEpsQuantity(quantityOf(l)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    send.mutate(
      {
        items: lines.map((line) => ({
          dmdCode: line.medicine.dmdCode,
          dosage: line.dosage.trim(),
          quantity: quantityOf(line),
        })),
        requestId: requestId.current(),
      },
      {
        onSuccess: ({ prescription }) => {
          setSent(
            t('ukEpsPrescriptions.sent', {
              id: prescription.epsPrescriptionId,
              pharmacy: prescription.nominatedPharmacy.name,
            }),
          );
          setLines([]);
          setSearch('');
          setTried(false);
          requestId.renew();
        },
        onError: (error) => {
          if (isApiError(error) && error.key === ERROR_KEYS.conflict) requestId.renew();
        },
      },
    );
  };

  return (
    <ActionForm
      label={t('ukEpsPrescriptions.formLabel')}
      onSubmit={submit}
      failure={{
        title: t('ukEpsPrescriptions.errors.title'),
        message: send.error ? t(sendFailureKey(send.error)) : null,
      }}
      actions={
        <Button type="submit" loading={send.isPending}>
          {t('ukEpsPrescriptions.submit')}
        </Button>
      }
    >
      {sent ? <SuccessNotice onClose={() => setSent(null)}>{sent}</SuccessNotice> : null}
      <TextInput
        type="search"
        label={t('ukEpsPrescriptions.search')}
        description={full ? t('ukEpsPrescriptions.full', { max: EPS_MAX_ITEMS }) : t('ukEpsPrescriptions.searchHint')}
        value={search}
        disabled={full}
        onChange={(event) => setSearch(event.currentTarget.value)}
        error={tried && lines.length === 0 ? t('ukEpsPrescriptions.chooseMedicine') : null}
      />
      {matches.length > 0 ? (
        <ul className="eps-matches" aria-label={t('ukEpsPrescriptions.matches')}>
          {matches.map((medicine) => (
            <li key={medicine.dmdCode}>
              <Button variant="subtle" size="compact-sm" onClick={() => add(medicine)}>
                {t('ukEpsPrescriptions.add', { medicine: epsMedicineLabel(medicine) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : search.trim() !== '' ? (
        <Text size="sm" c="gray.7">
          {t('ukEpsPrescriptions.noMatch')}
        </Text>
      ) : null}
      {lines.map((line, index) => {
        const label = epsMedicineLabel(line.medicine);
        return (
          <Card key={line.medicine.dmdCode} withBorder padding="sm" role="group" aria-label={label}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => remove(index)}
                  aria-label={t('ukEpsPrescriptions.remove', { medicine: label })}
                >
                  {t('ukEpsPrescriptions.removeShort')}
                </Button>
              </Group>
              <Textarea
                label={t('ukEpsPrescriptions.dosage')}
                description={t('ukEpsPrescriptions.usualDosage', { dosage: line.medicine.usualDosage })}
                autosize
                minRows={1}
                required
                value={line.dosage}
                onChange={(event) => update(index, { dosage: event.currentTarget.value })}
                error={tried && !isValidEpsDosage(line.dosage) ? t('ukEpsPrescriptions.dosageRequired') : null}
              />
              <NumberInput
                label={t('ukEpsPrescriptions.quantity', { unit: unitsLabel(t, line.medicine.unit) })}
                min={1}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                required
                value={line.quantity}
                onChange={(value) => update(index, { quantity: value })}
                error={tried && !isValidEpsQuantity(quantityOf(line)) ? t('ukEpsPrescriptions.quantityInvalid') : null}
              />
            </Stack>
          </Card>
        );
      })}
    </ActionForm>
  );
}
