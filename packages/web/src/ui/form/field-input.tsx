import type { FieldNode, FieldValue } from '@konsult/domain';
import { Checkbox, Group, NativeSelect, NumberInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { LooseT } from '../../i18n/loose-t';
import { Icd10Input } from './icd10-input';

export interface FieldInputProps {
  node: FieldNode;
  value: FieldValue | undefined;
  onChange: (name: string, value: FieldValue) => void;
  /** The whole field is disabled (read-only form, or locked by what the meeting already produced). */
  disabled: boolean;
  /** Options of a multi choice that stay ticked and cannot be changed. */
  lockedOptions: readonly string[];
  tr: LooseT;
}

const asText = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');

/** A single choice with more options than this is a drop-down list rather than a row of radios. */
const MAX_RADIO_OPTIONS = 6;

/** One template node as the Mantine input of its kind; the accessible name is the translated label. */
export function FieldInput({ node, value, onChange, disabled, lockedOptions, tr }: FieldInputProps) {
  const label = tr(node.label);
  const required = node.required === true;
  const change = (next: FieldValue) => onChange(node.name, next);

  switch (node.kind) {
    case 'text':
      return (
        <TextInput
          label={label}
          value={asText(value)}
          onChange={(event) => change(event.currentTarget.value)}
          disabled={disabled}
          required={required}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          value={asText(value)}
          onChange={(event) => change(event.currentTarget.value)}
          disabled={disabled}
          required={required}
          autosize
          minRows={2}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label}
          value={asText(value)}
          onChange={(event) => change(event.currentTarget.value)}
          disabled={disabled}
          required={required}
          maw="14rem"
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => change(typeof next === 'number' ? next : null)}
          min={node.min}
          max={node.max}
          disabled={disabled}
          required={required}
          maw="14rem"
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(event) => change(event.currentTarget.checked)}
          disabled={disabled}
          required={required}
        />
      );
    case 'single-choice':
      if ((node.options?.length ?? 0) > MAX_RADIO_OPTIONS) {
        return (
          <NativeSelect
            label={label}
            value={asText(value)}
            onChange={(event) => change(event.currentTarget.value === '' ? null : event.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...(node.options ?? []).map((option) => ({ value: option.value, label: tr(option.label) })),
            ]}
            disabled={disabled}
            withAsterisk={required}
            maw="24rem"
          />
        );
      }
      return (
        <Radio.Group
          label={label}
          value={typeof value === 'string' ? value : null}
          onChange={change}
          withAsterisk={required}
        >
          <Group gap="md" mt={6}>
            {(node.options ?? []).map((option) => (
              <Radio key={option.value} value={option.value} label={tr(option.label)} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'multi-choice':
      return (
        <Checkbox.Group
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={change}
          withAsterisk={required}
        >
          <Stack gap={6} mt={6}>
            {(node.options ?? []).map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={tr(option.label)}
                disabled={disabled || lockedOptions.includes(option.value)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'icd10':
      return (
        <Icd10Input label={label} value={asText(value)} onChange={change} disabled={disabled} required={required} />
      );
  }
}
