import type { MessageToPatient } from '@konsult/domain';
import { Alert, Button, Checkbox, Loader, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageFields } from '../../../ui/message-fields';

type Field = keyof MessageToPatient;

/**
 * "Send to the patient with a message": the template's message, filled in for the patient by the server, prefilled
 * in a subject and a text the clinician may change before saving.
 */
export function SendToPatientFields({
  checked,
  onCheckedChange,
  letter,
  onChange,
  issueAt,
  loading,
  failed,
  onRetry,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  letter: MessageToPatient;
  onChange: (field: Field, value: string) => void;
  issueAt: (field: Field) => string | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('documents.sendToPatient')}
        description={t('documents.sendToPatientHint')}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      {checked ? (
        <Stack gap="sm" pl="lg">
          {loading ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('documents.messageLoading')}</Text>
            </Group>
          ) : null}
          {failed ? (
            <Alert color="yellow" variant="light" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('documents.messageTemplateFailed')}</Text>
                <Button size="xs" variant="default" onClick={onRetry}>
                  {t('common.tryAgain')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          <MessageFields
            labels={{ subject: t('documents.messageSubject'), message: t('documents.messageText') }}
            value={letter}
            onChange={onChange}
            issueAt={issueAt}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
