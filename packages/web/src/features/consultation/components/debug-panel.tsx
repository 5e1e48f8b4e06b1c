import type { ConsultationSearch } from '@konsult/domain';
import { Code, Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/links';

/** Seed 002 §2 debug mode (?debug): the raw query-parameter state as the screen understood it. */
export function DebugPanel({ search }: { search: ConsultationSearch }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="sm" bg="yellow.0">
      <Title order={2} size="h6" id={titleId} mb="xs">
        {t('consultation.debug.title')}
      </Title>
      <Code block>{JSON.stringify(search, null, 2)}</Code>
      {/* The development outbox: what the built-in adapters "sent" (demo mode). */}
      <AnchorLink to="/dev/outbox" size="sm" mt="xs" display="inline-block">
        {t('devOutbox.debugLink')}
      </AnchorLink>
      {/* The development page of the reports the embedded insurer received (demo mode). */}
      <AnchorLink to="/dev/insurer-reports" size="sm" mt="xs" ml="md" display="inline-block">
        {t('devInsurerReports.debugLink')}
      </AnchorLink>
    </Paper>
  );
}
