import { periodDays, SICK_LEAVE_DEGREES, type SickLeaveDegree } from '@konsult/domain';
import { Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldProblems, newPeriod, type PeriodRow } from './sick-note-form';

/**
 * The sick-leave periods: each a degree (25, 50, 75 or 100 %) with its first and last day, its days counted. A
 * problem is shown at its period's field (an overlap at the later period's start, naming the other period).
 */
export function PeriodsFields({
  periods,
  onChange,
  problemText,
  problems,
}: {
  periods: PeriodRow[];
  onChange: (periods: PeriodRow[]) => void;
  problemText: (path: string) => string | undefined;
  problems: FieldProblems;
}) {
  const { t } = useTranslation();
  const change = (key: number, patch: Partial<PeriodRow>) =>
    onChange(periods.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const dayAfter = (day: string) => {
    const next = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(next.getTime())) return '';
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().slice(0, 10);
  };
  const add = () => {
    const last = periods.at(-1);
    onChange([...periods, newPeriod(last?.to ? dayAfter(last.to) : '', last?.degree ?? 100)]);
  };

  return (
    <Fieldset legend={t('sickNotes.periods.legend')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {t('sickNotes.periods.hint')}
        </Text>
        {problems.periods ? (
          <Text size="sm" c="red.8" role="alert">
            {problemText('periods')}
          </Text>
        ) : null}
        {periods.map((period, index) => {
          const n = index + 1;
          const days = periodDays(period);
          return (
            <Fieldset key={period.key} legend={t('sickNotes.periods.period', { n })}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Select
                  label={t('sickNotes.periods.degree')}
                  data={SICK_LEAVE_DEGREES.map((d) => ({ value: String(d), label: t(`sickNotes.degrees.${d}`) }))}
                  value={String(period.degree)}
                  onChange={(value) => change(period.key, { degree: Number(value ?? 100) as SickLeaveDegree })}
                  allowDeselect={false}
                  error={problemText(`periods.${index}.degree`)}
                  w={190}
                />
                <TextInput
                  type="date"
                  label={t('sickNotes.periods.from')}
                  value={period.from}
                  onChange={(event) => change(period.key, { from: event.currentTarget.value })}
                  error={problemText(`periods.${index}.from`)}
                  required
                  w={170}
                />
                <TextInput
                  type="date"
                  label={t('sickNotes.periods.to')}
                  value={period.to}
                  onChange={(event) => change(period.key, { to: event.currentTarget.value })}
                  error={problemText(`periods.${index}.to`)}
                  required
                  w={170}
                />
              </Group>
              <Group justify="space-between" mt="xs">
                <Text size="xs" c="gray.7">
                  {days > 0 ? t('sickNotes.periods.days', { count: days }) : ''}
                </Text>
                {periods.length > 1 ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => onChange(periods.filter((p) => p.key !== period.key))}
                  >
                    {t('sickNotes.periods.remove', { n })}
                  </Button>
                ) : null}
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button variant="light" size="compact-sm" onClick={add}>
            {t('sickNotes.periods.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
