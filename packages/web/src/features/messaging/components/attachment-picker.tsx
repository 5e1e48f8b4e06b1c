import type { AttachmentIssue, AttachmentRules, MessageAttachment } from '@konsult/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatList } from '../../../lib/format-list';

export type ChosenFile = { file: File; uploaded: MessageAttachment | null };

/** The files to send with the message: a native picker (keyboard and screen-reader friendly), each file's issue. */
export function AttachmentPicker({
  files,
  issues,
  rules,
  disabled,
  onChange,
}: {
  files: ChosenFile[];
  issues: (AttachmentIssue | null)[];
  rules: AttachmentRules;
  disabled: boolean;
  onChange: (files: ChosenFile[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <Stack gap={4}>
      <label htmlFor={inputId} className="attachment-picker__label">
        {t('messaging.attachments.label')}
      </label>
      <Text size="xs" c="gray.7" id={hintId}>
        {t('messaging.attachments.hint', {
          count: rules.maxCount,
          extensions: formatList(
            rules.extensions.map((e) => e.toUpperCase()),
            intlLocale(i18n.language),
            'disjunction',
          ),
        })}
      </Text>
      <input
        id={inputId}
        type="file"
        multiple
        accept={rules.extensions.map((e) => `.${e}`).join(',')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])].map((file) => ({ file, uploaded: null }));
          onChange([...files, ...picked]);
          event.currentTarget.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="attachment-picker__list" aria-label={t('messaging.attachments.listLabel')}>
          {files.map(({ file }, index) => (
            <li key={`${file.name}-${index}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{file.name}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  aria-label={t('messaging.attachments.remove', { name: file.name })}
                >
                  {t('messaging.attachments.removeShort')}
                </Button>
              </Group>
              {issues[index] ? (
                <Text size="xs" c="red.8" role="alert">
                  {t(`messaging.attachments.issues.${issues[index]}`, { count: rules.maxCount })}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
