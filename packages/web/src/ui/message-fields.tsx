import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, type MessageToPatient } from '@konsult/domain';
import { Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

type Field = keyof MessageToPatient;

interface MessageFieldsProps {
  /** The fields' labels; without a subject's, the message has no subject field (a conversation's message). */
  labels: { subject?: string; message: string };
  value: MessageToPatient;
  onChange: (field: Field, value: string) => void;
  /** The field's problem, once the clinician has tried to send. */
  issueAt: (field: Field) => string | null | undefined;
}

/**
 * A message to the patient's subject and text (a message of its own, or the one sent with a document), both
 * required and held to the lengths the shared schema allows.
 */
export function MessageFields({ labels, value, onChange, issueAt }: MessageFieldsProps) {
  const field = (name: Field) => ({
    label: labels[name],
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.currentTarget.value),
    required: true,
    error: issueAt(name),
  });
  return (
    <>
      {labels.subject === undefined ? null : <TextInput {...field('subject')} maxLength={MESSAGE_SUBJECT_MAX} />}
      <Textarea {...field('message')} maxLength={MESSAGE_BODY_MAX} autosize minRows={5} />
    </>
  );
}
