import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConflictDialogProps {
  opened: boolean;
  title: string;
  onChoose: (choice: 'theirs' | 'mine') => void;
  busy: boolean;
}

/**
 * Someone saved the form since this tab loaded it (409 stale version). Autosave is stopped until the clinician
 * chooses: their text is never overwritten silently, and neither is the other writer's.
 */
export function ConflictDialog({ opened, title, onChoose, busy }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('autosave.conflict.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onChoose('theirs')} disabled={busy}>
            {t('autosave.conflict.reloadTheirs')}
          </Button>
          <Button onClick={() => onChoose('mine')} loading={busy}>
            {t('autosave.conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
