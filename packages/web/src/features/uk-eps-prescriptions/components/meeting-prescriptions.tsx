import { EPS_ERROR_KEYS, MARKET_TIME_ZONE, epsMedicineLabel, type EpsPrescription } from '@konsult/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useCancelEpsPrescription } from '../api/mutations';
import { quantityWithUnit } from './units';

/** The meeting's EPS prescriptions with their status; one still SENT can be cancelled (after a confirmation). */
export function MeetingPrescriptions({
  meetingId,
  prescriptions,
}: {
  meetingId: string;
  prescriptions: EpsPrescription[];
}) {
  const { t } = useTranslation();
  const cancel = useCancelEpsPrescription(meetingId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const title = t('ukEpsPrescriptions.inMeeting');
  const cancelFailure = !cancel.error
    ? null
    : isApiError(cancel.error) && cancel.error.key === EPS_ERROR_KEYS.alreadyDispensed
      ? t('ukEpsPrescriptions.errors.alreadyDispensed')
      : isApiError(cancel.error) && cancel.error.key === EPS_ERROR_KEYS.unavailable
        ? t('ukEpsPrescriptions.errors.cancelUnavailable')
        : t('ukEpsPrescriptions.errors.generic');
  return (
    <section aria-labelledby="eps-of-meeting">
      <Title order={3} size="h5" id="eps-of-meeting" mb="xs">
        {title}
      </Title>
      {prescriptions.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('ukEpsPrescriptions.none')}
        </Text>
      ) : (
        <ul className="eps-list" aria-label={title}>
          {prescriptions.map((prescription) => (
            <li key={prescription.id}>
              <PrescriptionRow
                prescription={prescription}
                confirming={confirming === prescription.id}
                cancelling={cancel.isPending && cancel.variables === prescription.id}
                onCancel={() => setConfirming(prescription.id)}
                onKeep={() => setConfirming(null)}
                onConfirm={() => cancel.mutate(prescription.id, { onSettled: () => setConfirming(null) })}
              />
            </li>
          ))}
        </ul>
      )}
      <RequestErrorBanner title={t('ukEpsPrescriptions.errors.cancelTitle')} message={cancelFailure} />
    </section>
  );
}

const STATUS_COLOURS = { SENT: 'blue', DISPENSED: 'teal', CANCELLED: 'gray' } as const;

function PrescriptionRow({
  prescription,
  confirming,
  cancelling,
  onCancel,
  onKeep,
  onConfirm,
}: {
  prescription: EpsPrescription;
  confirming: boolean;
  cancelling: boolean;
  onCancel: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (epochMs: number) => formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE.GB);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          {prescription.items.map((item) => (
            <Text size="sm" key={item.dmdCode}>
              <strong>{epsMedicineLabel(item)}</strong> — {item.dosage} ·{' '}
              {quantityWithUnit(t, item.quantity, item.unit)}
            </Text>
          ))}
          <Text size="xs" c="gray.7">
            {t('ukEpsPrescriptions.row', {
              id: prescription.epsPrescriptionId,
              pharmacy: prescription.nominatedPharmacy.name,
              when: when(prescription.sentAt),
            })}
          </Text>
        </div>
        <Badge color={STATUS_COLOURS[prescription.status]} variant="light">
          {t(`ukEpsPrescriptions.status.${prescription.status}`)}
        </Badge>
      </Group>
      {prescription.status === 'SENT' ? (
        confirming ? (
          <Group gap="xs">
            <Text size="sm">{t('ukEpsPrescriptions.cancelConfirm')}</Text>
            <Button size="compact-sm" color="red" loading={cancelling} onClick={onConfirm}>
              {t('ukEpsPrescriptions.cancelYes')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={onKeep}>
              {t('ukEpsPrescriptions.cancelNo')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onCancel}
              aria-label={t('ukEpsPrescriptions.cancelNamed', { id: prescription.epsPrescriptionId })}
            >
              {t('ukEpsPrescriptions.cancel')}
            </Button>
          </Group>
        )
      ) : null}
    </Stack>
  );
}
