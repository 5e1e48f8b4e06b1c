import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FinishingBlocker } from '../../../lib/finishing';
import { LoadingState } from '../../../ui/loading-state';

export type FinishMode = 'sign-and-finish' | 'end-meeting';
export type PendingFinish = 'main' | 'sign-later' | null;

interface ConfirmFinishDialogProps {
  opened: boolean;
  onClose: () => void;
  mode: FinishMode;
  /** "Sign later and end" is offered only where notes are signed. */
  signingEnabled: boolean;
  /** Every form has loaded, so the missing fields are known. */
  ready: boolean;
  blockers: readonly FinishingBlocker[];
  pending: PendingFinish;
  onFinish: (sign: boolean) => void;
}

/**
 * confirm=1 (seed 000 §2, §4): either the required fields still missing — ending is blocked — or the confirmation
 * with the main action, "Sign later and end" where signing is enabled, and Cancel.
 */
export function ConfirmFinishDialog({
  opened,
  onClose,
  mode,
  signingEnabled,
  ready,
  blockers,
  pending,
  onFinish,
}: ConfirmFinishDialogProps) {
  const { t } = useTranslation();
  const blocked = ready && blockers.length > 0;
  const title = !ready
    ? t(`finishing.confirm.title.${mode}`)
    : blocked
      ? t('finishing.missing.title')
      : t(`finishing.confirm.title.${mode}`);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
    >
      {!ready ? (
        <LoadingState label={t('finishing.confirm.checking')} minHeight="6rem" />
      ) : blocked ? (
        <Stack gap="md">
          <Text size="sm">{t('finishing.missing.body')}</Text>
          <List size="sm" spacing={4}>
            {blockers.map((blocker) => (
              <List.Item key={blocker.id}>
                {t('finishing.missing.item', { section: blocker.section, label: blocker.label })}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('finishing.missing.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t(`finishing.confirm.body.${mode}`)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending !== null}>
              {t('common.cancel')}
            </Button>
            {signingEnabled && mode === 'sign-and-finish' ? (
              <Button
                variant="default"
                onClick={() => onFinish(false)}
                loading={pending === 'sign-later'}
                disabled={pending === 'main'}
              >
                {t('finishing.confirm.signLater')}
              </Button>
            ) : null}
            <Button
              onClick={() => onFinish(mode === 'sign-and-finish')}
              loading={pending === 'main'}
              disabled={pending === 'sign-later'}
            >
              {t(`finishing.button.${mode}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
