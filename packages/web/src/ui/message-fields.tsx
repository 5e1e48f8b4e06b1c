import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, type MessageToPatient } from '@konsult/domain';
import { Textarea, TextInput } from '@mantine/core';

type Field = keyof MessageToPatient;

interface MessageFieldsProps {
  labels: Record<Field, string>;
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
  return (
    <>
      <TextInput
        label={labels.subject}
        value={value.subject}
        onChange={(event) => onChange('subject', event.currentTarget.value)}
        maxLength={MESSAGE_SUBJECT_MAX}
        required
        error={issueAt('subject')}
      />
      <Textarea
        label={labels.message}
        value={value.message}
        onChange={(event) => onChange('message', event.currentTarget.value)}
        maxLength={MESSAGE_BODY_MAX}
        autosize
        minRows={5}
        required
        error={issueAt('message')}
      />
    </>
  );
}
