import { type DevOutboxMessage, MARKET_TIME_ZONE } from '@konsult/domain';
import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useDevOutbox } from '../api/use-dev-outbox';

const STATUS_COLOR = { pending: 'yellow.8', delivered: 'green.8', failed: 'red.8' } as const;

/**
 * The development outbox (architecture §5): the SMS and notifications the built-in adapters "sent" for the
 * clinician's meetings, newest first. The server offers it in demo mode only.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const outbox = useDevOutbox();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('devOutbox.title')}</Title>
          <Button size="xs" variant="default" onClick={() => void outbox.refetch()} loading={outbox.isRefetching}>
            {t('devOutbox.refresh')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('devOutbox.intro')}
        </Text>
        <QueryBoundary
          query={outbox}
          loading={t('common.loading')}
          error={{ title: t('devOutbox.failed'), message: outbox.error?.message ?? '' }}
          empty={{ text: t('devOutbox.empty'), when: (messages) => messages.length === 0 }}
        >
          {(messages) => <OutboxTable messages={messages} />}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}

function OutboxTable({ messages }: { messages: DevOutboxMessage[] }) {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const when = (at: number | null) =>
    at === null ? '—' : formatDateTime(at, intlLocale(i18n.language), MARKET_TIME_ZONE[pool.country]);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={t('devOutbox.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devOutbox.columns.createdAt')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.topic')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.recipient')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.body')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.status')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.attempts')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.deliveredAt')}</Table.Th>
            <Table.Th>{t('devOutbox.columns.lastError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{when(m.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {m.topic}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.recipient ?? '—'}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{m.body ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={STATUS_COLOR[m.status]}>
                  {t(`devOutbox.status.${m.status}`)}
                </Text>
              </Table.Td>
              <Table.Td>{m.attempts}</Table.Td>
              <Table.Td>{when(m.deliveredAt)}</Table.Td>
              <Table.Td>{m.lastError ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
