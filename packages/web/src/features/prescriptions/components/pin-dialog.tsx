import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner, type RequestFailure } from '../../../ui/error-state';

const PIN = /^\d{4,8}$/;

/**
 * The prescriber signs with the PIN of their e-identity: four to eight digits, never kept. The dialog stays open
 * on a refusal (a wrong PIN, the exchange down) with the banner saying so, and the card behind it is untouched.
 */
export function PinDialog({
  opened,
  title,
  summary,
  submitLabel,
  pending,
  failure,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What is about to be signed. */
  summary: ReactNode;
  submitLabel: string;
  pending: boolean;
  failure: RequestFailure;
  onSubmit: (pin: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const invalid = !PIN.test(pin);
  const close = () => {
    setPin('');
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!invalid) onSubmit(pin);
        }}
      >
        <Stack gap="sm">
          {summary}
          <PasswordInput
            label={t('prescriptions.pin.label')}
            description={t('prescriptions.pin.hint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ''))}
            error={tried && invalid ? t('prescriptions.pin.invalid') : undefined}
            data-autofocus
          />
          <RequestErrorBanner {...failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
          <Text size="xs" c="gray.7">
            {t('prescriptions.pin.never')}
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
