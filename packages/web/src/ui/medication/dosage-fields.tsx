import {
  applyDosageShortcut,
  type DosageForm,
  type DosageFormProblem,
  EMPTY_TIME_ROW,
  parseDecimal,
  setAsNeeded,
  setDosageType,
  type SilDosageUnit,
  WEEKDAYS,
  type Weekday,
} from '@konsult/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './medication-fields.css';

interface DosageFieldsProps {
  form: DosageForm;
  onChange: (form: DosageForm) => void;
  /** The problems to show (none until the clinician tried to go on). */
  problems: readonly DosageFormProblem[];
  unit: SilDosageUnit;
}

const FREQUENCIES = ['DAILY', 'WEEKLY', 'CUSTOM'] as const;

/**
 * The dosage (seed 001 §2.3, §4, §5): frequency DAILY / WEEKLY / CUSTOM or 'as requested' (AS_NEEDED), the shortcut
 * that fills the time rows, the rows (hour and amount, amounts in steps of 0.5), weekdays, the custom text, the
 * as-needed amount and daily maximum, and start and end dates. Additional instructions are the caller's: the wizard
 * puts them last, the edit modal first. Every rule is the domain's dosage form; this only lays it out.
 */
export function DosageFields({ form, onChange, problems, unit }: DosageFieldsProps) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language === 'sv' ? ',' : '.';
  const problemFor = (field: string) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(`medication-list.dosage.errors.${problem.code}`) : undefined;
  };
  const frequency = form.type === 'AS_NEEDED' ? '' : form.type;
  const timed = form.type === 'DAILY' || form.type === 'WEEKLY';

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('medication-list.dosage.frequency')}
        value={frequency}
        onChange={(value) => {
          const type = FREQUENCIES.find((f) => f === value);
          if (type) onChange(setDosageType(form, type));
        }}
      >
        <Group gap="md" mt={6}>
          {FREQUENCIES.map((type) => (
            <Radio key={type} value={type} label={t(`medication-list.dosage.types.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={t('medication-list.dosage.asRequested')}
        checked={form.type === 'AS_NEEDED'}
        onChange={(event) => onChange(setAsNeeded(form, event.currentTarget.checked))}
      />

      {timed ? (
        <>
          <ShortcutInput form={form} onChange={onChange} />
          <TimeRows form={form} onChange={onChange} problemFor={problemFor} unit={unit} separator={decimalSeparator} />
        </>
      ) : null}

      {form.type === 'WEEKLY' ? (
        <Checkbox.Group
          label={t('medication-list.dosage.weekdays')}
          value={form.weekdays}
          onChange={(days) => onChange({ ...form, weekdays: WEEKDAYS.filter((day) => days.includes(day)) })}
          error={problemFor('weekdays')}
        >
          <Group gap="sm" mt={6}>
            {WEEKDAYS.map((day: Weekday) => (
              <Checkbox key={day} value={day} label={t(`medication-list.dosage.weekday.${day}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}

      {form.type === 'CUSTOM' ? (
        <Textarea
          label={t('medication-list.dosage.customText')}
          description={t('medication-list.dosage.customTextHint')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={form.customText}
          onChange={(event) => onChange({ ...form, customText: event.currentTarget.value })}
          error={problemFor('customText')}
        />
      ) : null}

      {form.type === 'AS_NEEDED' ? (
        <Group align="flex-start" gap="md" grow>
          <TextInput
            label={t('medication-list.dosage.asNeededAmount', { unit: unit.dosageUnitPlural })}
            description={t('medication-list.dosage.asNeededAmountHint')}
            required
            value={form.asNeededAmount}
            onChange={(event) => onChange({ ...form, asNeededAmount: event.currentTarget.value })}
            error={problemFor('asNeededAmount')}
            autoComplete="off"
          />
          <TextInput
            label={t('medication-list.dosage.asNeededMaxAmount', { unit: unit.dosageUnitPlural })}
            description={t('medication-list.dosage.asNeededMaxAmountHint')}
            inputMode="decimal"
            value={form.asNeededMaxAmount}
            onChange={(event) => onChange({ ...form, asNeededMaxAmount: event.currentTarget.value })}
            error={problemFor('asNeededMaxAmount')}
            autoComplete="off"
          />
        </Group>
      ) : null}

      <Group align="flex-start" gap="md">
        <TextInput
          type="date"
          label={t('medication-list.dosage.startDate')}
          required
          value={form.startDate}
          onChange={(event) => onChange({ ...form, startDate: event.currentTarget.value })}
          error={problemFor('startDate')}
        />
        <Stack gap={6}>
          <TextInput
            type="date"
            label={t('medication-list.dosage.endDate')}
            value={form.untilFurtherNotice ? '' : form.endDate}
            disabled={form.untilFurtherNotice}
            onChange={(event) => onChange({ ...form, endDate: event.currentTarget.value })}
            error={form.untilFurtherNotice ? undefined : problemFor('endDate')}
          />
          <Checkbox
            label={t('medication-list.dosage.untilFurtherNotice')}
            checked={form.untilFurtherNotice}
            onChange={(event) => onChange({ ...form, untilFurtherNotice: event.currentTarget.checked })}
          />
        </Stack>
      </Group>
    </Stack>
  );
}

/** The shortcut: every readable text fills the rows at once; an unreadable one is flagged when the field is left. */
function ShortcutInput({ form, onChange }: { form: DosageForm; onChange: (form: DosageForm) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [left, setLeft] = useState(false);
  const invalid = text.trim() !== '' && applyDosageShortcut(form, text) === null;
  return (
    <TextInput
      label={t('medication-list.dosage.shortcut')}
      description={t('medication-list.dosage.shortcutHint')}
      value={text}
      autoComplete="off"
      maw="20rem"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setLeft(false);
        const filled = applyDosageShortcut(form, next);
        if (filled) onChange(filled);
      }}
      onBlur={() => setLeft(true)}
      error={left && invalid ? t('medication-list.dosage.errors.shortcut_invalid') : undefined}
    />
  );
}

function TimeRows({
  form,
  onChange,
  problemFor,
  unit,
  separator,
}: {
  form: DosageForm;
  onChange: (form: DosageForm) => void;
  problemFor: (field: string) => string | undefined;
  unit: SilDosageUnit;
  separator: string;
}) {
  const { t } = useTranslation();
  const setRow = (index: number, patch: Partial<DosageForm['timeRows'][number]>) =>
    onChange({ ...form, timeRows: form.timeRows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const rowsProblem = problemFor('timeRows');

  return (
    <fieldset className="medication-time-rows">
      <legend>{t('medication-list.dosage.times', { unit: unit.dosageUnitPlural })}</legend>
      <Stack gap="xs">
        {form.timeRows.map((row, index) => {
          const n = index + 1;
          const amount = parseDecimal(row.amount.trim());
          return (
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('medication-list.dosage.hourRow', { row: n })}
                placeholder={t('medication-list.dosage.hourPlaceholder')}
                inputMode="numeric"
                maxLength={5}
                w="6.5rem"
                leftSection={
                  <Text size="xs" c="gray.7" aria-hidden>
                    {t('medication-list.dosage.hourPrefix')}
                  </Text>
                }
                value={row.hour}
                onChange={(event) => setRow(index, { hour: event.currentTarget.value })}
                error={problemFor(`timeRows.${index}.hour`)}
              />
              <NumberInput
                aria-label={t('medication-list.dosage.amountRow', { row: n })}
                w="8rem"
                step={0.5}
                min={0.5}
                max={10_000}
                clampBehavior="none"
                allowNegative={false}
                decimalSeparator={separator}
                value={amount ?? row.amount}
                onChange={(value) => setRow(index, { amount: typeof value === 'number' ? String(value) : value })}
                error={problemFor(`timeRows.${index}.amount`)}
              />
              <Text size="sm" pt={6}>
                {amount === 1 ? unit.dosageUnit : unit.dosageUnitPlural}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={t('medication-list.dosage.removeRow', { row: n })}
                onClick={() => onChange({ ...form, timeRows: form.timeRows.filter((_, i) => i !== index) })}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          );
        })}
        {rowsProblem ? (
          <Text size="sm" c="red.8" role="alert">
            {rowsProblem}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange({ ...form, timeRows: [...form.timeRows, EMPTY_TIME_ROW] })}
          >
            {t('medication-list.dosage.addRow')}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}
