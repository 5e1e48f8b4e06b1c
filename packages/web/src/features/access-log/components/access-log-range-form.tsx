import {
  ACCESS_LOG_MAX_DAYS,
  accessLogRangeIssue,
  type AccessLogQuery,
  type AccessLogRangeIssue,
} from '@konsult/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AccessLogRangeFormProps {
  initialRange: AccessLogQuery;
  onShow: (range: AccessLogQuery) => void;
  showing: boolean;
}

/** The period of the extract: two calendar days, both included (plain date inputs; the app has no date picker). */
export function AccessLogRangeForm({ initialRange, onShow, showing }: AccessLogRangeFormProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState(initialRange);
  const [issue, setIssue] = useState<AccessLogRangeIssue | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = accessLogRangeIssue(range);
    setIssue(found);
    if (!found) onShow(range);
  };

  const change = (field: keyof AccessLogQuery) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setRange((current) => ({ ...current, [field]: value }));
    setIssue(null);
  };

  const message = issue ? t(`accessLog.range.${issue}`, { max: ACCESS_LOG_MAX_DAYS }) : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label={t('accessLog.range.from')}
          value={range.from}
          onChange={change('from')}
          error={issue === 'invalidDate' ? message : undefined}
          required
          withAsterisk={false}
        />
        <TextInput
          type="date"
          label={t('accessLog.range.to')}
          value={range.to}
          onChange={change('to')}
          error={issue && issue !== 'invalidDate' ? message : undefined}
          required
          withAsterisk={false}
        />
        {/* Aligned with the inputs, below their labels. */}
        <Button type="submit" mt="1.5rem" loading={showing}>
          {t('accessLog.range.show')}
        </Button>
      </Group>
    </form>
  );
}
