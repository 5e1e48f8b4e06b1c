import { EMERGENCY_REASON_MAX, EMERGENCY_REASON_MIN, EmergencyAccessBody } from '@konsult/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useStartEmergencyAccess } from '../api/use-start-emergency-access';

interface EmergencyAccessDialogProps {
  patientId: string;
  opened: boolean;
  onClose: () => void;
  /** The access is open: the caller takes the clinician to the record. */
  onStarted: () => void;
}

const reasonSchema = EmergencyAccessBody.shape.reason;

function failureKey(error: unknown) {
  if (isApiError(error) && error.status === 400) return 'invalid' as const;
  if (isApiError(error) && error.status === 404) return 'notFound' as const;
  return 'general' as const;
}

/**
 * Emergency access ("nödåtkomst"): the clinician states why they open a record they have no care relationship with.
 * The reason is kept when the request fails, so nothing written is lost.
 */
export function EmergencyAccessDialog({ patientId, opened, onClose, onStarted }: EmergencyAccessDialogProps) {
  const { t } = useTranslation();
  const start = useStartEmergencyAccess();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const valid = reasonSchema.safeParse(reason);
  const length = reason.trim().length;

  const close = () => {
    start.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid.success) return;
    // mutateAsync: the dialog may unmount with the page it sits on once the record opens.
    start.mutateAsync({ patientId, reason: valid.data }).then(onStarted, () => undefined);
  };

  return (
    <Modal
      opened={opened}
      onClose={start.isPending ? () => undefined : close}
      title={t('emergencyAccess.dialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('emergencyAccess.dialog.explanation')}</Text>
          <RequestErrorBanner
            title={t('emergencyAccess.dialog.failed.title')}
            message={
              start.isError
                ? t(`emergencyAccess.dialog.failed.${failureKey(start.error)}`, {
                    min: EMERGENCY_REASON_MIN,
                    max: EMERGENCY_REASON_MAX,
                  })
                : null
            }
          />
          <Textarea
            label={t('emergencyAccess.dialog.reason')}
            description={t('emergencyAccess.dialog.reasonCount', {
              length,
              min: EMERGENCY_REASON_MIN,
              max: EMERGENCY_REASON_MAX,
            })}
            required
            autosize
            minRows={3}
            maxLength={EMERGENCY_REASON_MAX}
            value={reason}
            error={
              submitted && !valid.success
                ? t('emergencyAccess.dialog.tooShort', { min: EMERGENCY_REASON_MIN })
                : undefined
            }
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={start.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={start.isPending}>
              {t('emergencyAccess.dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
