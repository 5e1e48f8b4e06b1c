import { type InsurerReceivedReport, MARKET_TIME_ZONE } from '@konsult/domain';
import { Button, Code, Container, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useDevInsurerReports } from '../api/use-dev-insurer-reports';
import { type ReportFacts, type ReportOutcome, reportFacts } from '../report-facts';

/**
 * The development page of the consultation reports the embedded insurer received (issue 20), like the outbox: newest
 * first, each with its key facts for an operator and the whole payload as JSON. The server offers it in demo mode only.
 */
export function DevInsurerReportsPage() {
  const { t } = useTranslation();
  const reports = useDevInsurerReports();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('devInsurerReports.title')}</Title>
          <Button size="xs" variant="default" onClick={() => void reports.refetch()} loading={reports.isRefetching}>
            {t('devInsurerReports.refresh')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('devInsurerReports.intro')}
        </Text>
        <QueryBoundary
          query={reports}
          loading={t('common.loading')}
          error={{ title: t('devInsurerReports.failed'), message: reports.error?.message ?? '' }}
          empty={{ text: t('devInsurerReports.empty'), when: (list) => list.length === 0 }}
        >
          {(list) => (
            <Stack gap="sm">
              {list.map((report) => (
                <ReportCard key={report.idempotencyKey} report={report} />
              ))}
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}

function ReportCard({ report }: { report: InsurerReceivedReport }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const headingId = useId();
  const facts = reportFacts(report.payload);
  const heading = facts?.consultationId
    ? t('devInsurerReports.report', { id: facts.consultationId })
    : t('devInsurerReports.unknownReport');
  const payloadFacts = (f: ReportFacts): [string, ReactNode][] => {
    const outcomes = (list: ReportOutcome[]) =>
      list.length === 0 ? '—' : list.map((o) => outcomeText(o, t('devInsurerReports.selfPay'))).join('; ');
    return [
      [t('devInsurerReports.fields.shape'), t(`devInsurerReports.shapes.${f.shape}`)],
      [t('devInsurerReports.fields.memberEntityNumber'), f.memberEntityNumber ?? '—'],
      [t('devInsurerReports.fields.scheduled'), f.scheduled ?? '—'],
      [t('devInsurerReports.fields.actualStart'), f.actualStart ?? '—'],
      [t('devInsurerReports.fields.actualEnd'), f.actualEnd ?? '—'],
      [t('devInsurerReports.fields.duration'), f.duration ?? '—'],
      [t('devInsurerReports.fields.moduleCodes'), f.moduleCodes.length === 0 ? '—' : f.moduleCodes.join(', ')],
      [t('devInsurerReports.fields.outcomes'), outcomes(f.outcomes)],
      ...(f.shape === 'v2'
        ? [[t('devInsurerReports.fields.nonClaimOutcomes'), outcomes(f.nonClaimOutcomes)] as [string, string]]
        : []),
    ];
  };
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5" id={headingId}>
          {heading}
        </Title>
        <Facts
          facts={[
            [
              t('devInsurerReports.fields.receivedAt'),
              formatDateTime(report.receivedAt, intlLocale(i18n.language), MARKET_TIME_ZONE[pool.country]),
            ],
            [t('devInsurerReports.fields.idempotencyKey'), <Code key="key">{report.idempotencyKey}</Code>],
            ...(facts ? payloadFacts(facts) : []),
          ]}
        />
        <PayloadBlock payload={report.payload} />
      </Stack>
    </Paper>
  );
}

/** 'Routine Referral to Consultant (self-pay)', 'Referral to Vitality: Discuss Policy'. */
function outcomeText(outcome: ReportOutcome, selfPay: string): string {
  const name = outcome.subOutcome ? `${outcome.name}: ${outcome.subOutcome}` : outcome.name;
  return outcome.selfPay ? `${name} (${selfPay})` : name;
}

function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** The whole payload as the insurer received it, folded away at first: a toggle with aria-expanded. */
function PayloadBlock({ payload }: { payload: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div>
      <UnstyledButton
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen((current) => !current)}
        fz="sm"
        fw={600}
        style={{ display: 'flex', alignItems: 'center', gap: '0.375rem' }}
      >
        <span aria-hidden style={{ display: 'inline-block', width: '0.75rem' }}>
          {open ? '▾' : '▸'}
        </span>
        {t('devInsurerReports.payload')}
      </UnstyledButton>
      {open ? (
        <Code block id={bodyId} mt="xs">
          {JSON.stringify(payload, null, 2)}
        </Code>
      ) : null}
    </div>
  );
}
