import type { AttachmentIssue, MessageAttachment } from '@konsult/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import './message-thread.css';

/** A file chosen to go with a message, and what the server kept of it once uploaded (a retry does not upload it again). */
export type ChosenFile = { file: File; uploaded: MessageAttachment | null };

/** The picker's texts, in the caller's words. */
export interface AttachmentPickerLabels {
  label: string;
  /** How many files of which kinds, and how large. */
  hint: string;
  /** The chosen files' list's accessible name. */
  listLabel: string;
  remove: (fileName: string) => string;
  removeShort: string;
  issue: (issue: AttachmentIssue) => string;
}

/** The files to send with the message: a native picker (keyboard and screen-reader friendly), each file's issue. */
export function AttachmentPicker({
  files,
  issues,
  accept,
  labels,
  disabled,
  onChange,
}: {
  files: ChosenFile[];
  issues: (AttachmentIssue | null)[];
  /** The extensions the deployment accepts, without their dot. */
  accept: readonly string[];
  labels: AttachmentPickerLabels;
  disabled: boolean;
  onChange: (files: ChosenFile[]) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <Stack gap={4}>
      <label htmlFor={inputId} className="attachment-picker__label">
        {labels.label}
      </label>
      <Text size="xs" c="gray.7" id={hintId}>
        {labels.hint}
      </Text>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept.map((e) => `.${e}`).join(',')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])].map((file) => ({ file, uploaded: null }));
          onChange([...files, ...picked]);
          event.currentTarget.value = '';
        }}
      />
      {files.length > 0 ? (
        <Stack component="ul" gap={2} className="message-thread__files" aria-label={labels.listLabel}>
          {files.map(({ file }, index) => (
            <li key={`${file.name}-${index}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{file.name}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  aria-label={labels.remove(file.name)}
                >
                  {labels.removeShort}
                </Button>
              </Group>
              {issues[index] ? (
                <Text size="xs" c="red.8" role="alert">
                  {labels.issue(issues[index])}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
