import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NoShowDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  failed: boolean;
}

/** confirmNoShow=1: ends the meeting as a no-show (status NO_SHOW, not signed). */
export function NoShowDialog({ opened, onClose, onConfirm, pending, failed }: NoShowDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('finishing.noShowDialog.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('finishing.noShowDialog.body')}</Text>
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {t('finishing.noShowDialog.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('finishing.noShowDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
