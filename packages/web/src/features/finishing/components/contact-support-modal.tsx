import type { SigningErrorChoice, SigningErrorOutcome } from '@konsult/domain';
import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { CLINICIAN_SUPPORT_URL, RECORDS_SYSTEM_ACCESS_HELP_URL } from '../../../lib/config';
import { WarningIcon } from '../../../ui/icons';

interface ContactSupportModalProps {
  opened: boolean;
  outcome: SigningErrorOutcome;
  errorKey: string;
  meetingId: string | null;
  clinicianId: string;
  /** The footer buttons, right-aligned, in the outcome's order. */
  choices: readonly SigningErrorChoice[];
  pending: SigningErrorChoice | null;
  onChoose: (choice: SigningErrorChoice) => void;
  onCancel: () => void;
}

/**
 * The modal's texts. The records-system and house-access modals have their own wording; every other failure
 * uses the outcome's title and body (seed 000 §8).
 */
function texts(outcome: SigningErrorOutcome): { titleKey: string; bodyKey: string; link: string | null } {
  switch (outcome.modal) {
    case 'house-access':
      return {
        titleKey: 'finish.error.houseAccess.title',
        bodyKey: 'finish.error.houseAccess.body',
        link: RECORDS_SYSTEM_ACCESS_HELP_URL,
      };
    case 'records-system-not-responding':
      return {
        titleKey: 'finish.error.recordsSystemNotResponding.title',
        bodyKey: 'finish.error.recordsSystemNotResponding.body',
        link: null,
      };
    case 'contact-support':
      return { titleKey: outcome.titleKey, bodyKey: outcome.bodyKey, link: null };
  }
}

/**
 * The error surface for sign-and-finish failures (seed 000 §8, seed 002 §8): warning icon, title and body chosen
 * by the error, an optional link, how to contact support with a copyable message naming the meeting and the
 * clinician, and the choices the error allows.
 */
export function ContactSupportModal({
  opened,
  outcome,
  errorKey,
  meetingId,
  clinicianId,
  choices,
  pending,
  onChoose,
  onCancel,
}: ContactSupportModalProps) {
  const { t } = useTranslation();
  const tr = looseT(t);
  const { titleKey, bodyKey, link } = texts(outcome);
  const message = t('finishing.support.messageTemplate', { meetingId: meetingId || '-', clinicianId, key: errorKey });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onCancel}
      centered
      size="lg"
      title={
        <Group gap="xs" wrap="nowrap" c="orange.8" component="span">
          <WarningIcon />
          <Text component="span" fw={600} c="var(--mantine-color-text)">
            {tr(titleKey)}
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">{tr(bodyKey)}</Text>
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
            {t('finishing.signingError.openLink')}
          </Anchor>
        ) : null}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('finishing.support.howToContact')}
          </Title>
          <Text size="sm">{t('finishing.support.howToContactBody')}</Text>
          <Anchor href={CLINICIAN_SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('finishing.support.pageLink')}
          </Anchor>
          <Textarea label={t('finishing.support.messageLabel')} value={message} readOnly autosize minRows={2} />
          <CopyButton value={message}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} w="fit-content">
                {copied ? t('finishing.support.copied') : t('finishing.support.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending !== null}>
            {t('common.cancel')}
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice}
              variant={choice === 'retry-signing' ? 'filled' : 'default'}
              loading={pending === choice}
              disabled={pending !== null && pending !== choice}
              onClick={() => onChoose(choice)}
            >
              {choice === 'retry-signing'
                ? t('finishing.signingError.retrySigning')
                : t('finishing.signingError.signLater')}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
