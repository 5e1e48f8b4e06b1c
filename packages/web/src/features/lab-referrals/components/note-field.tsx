import { Textarea } from '@mantine/core';

interface NoteFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
}

/** A free-text note that goes with the order, to the lab or to the nurse at the queue: at most 1,000 characters. */
export function NoteField({ label, description, value, onChange }: NoteFieldProps) {
  return (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={1000}
      autosize
      minRows={2}
    />
  );
}
