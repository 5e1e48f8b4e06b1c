import { LAB_REFERRAL_ERROR_KEYS, MARKET_TIME_ZONE, type LabQueueItem } from '@konsult/domain';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useMarkLabQueueItemDone } from '../api/mutations';
import { useLabQueue, useLabTestCatalogue } from '../api/queries';
import { namesOf } from './test-names';

/**
 * /lab-queue: the clinic's physical lab queue for its nurses (issue 18): the patients waiting to give samples, the
 * one who has waited longest first, each with the tests to take and the note; "Mark as done" records who and when.
 */
export function LabQueuePage() {
  const { t } = useTranslation();
  const queue = useLabQueue();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('labReferrals.page.title')}</Title>
        <Text size="sm">{t('labReferrals.page.intro')}</Text>
        <QueryBoundary
          query={queue}
          loading={t('labReferrals.page.loading')}
          error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.page.error') }}
          empty={{ text: t('labReferrals.page.empty'), when: (data) => data.items.length === 0 }}
        >
          {({ items }) => (
            <ol
              className="lab-queue"
              aria-label={t('labReferrals.page.list')}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {items.map((item) => (
                <li key={item.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                  <QueueCard item={item} />
                </li>
              ))}
            </ol>
          )}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}

function QueueCard({ item }: { item: LabQueueItem }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const catalogue = useLabTestCatalogue();
  const markDone = useMarkLabQueueItemDone();
  const [failed, setFailed] = useState<string | null>(null);
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: MARKET_TIME_ZONE[me.pool.country],
      }),
    [i18n.language, me.pool.country],
  );
  const done = () =>
    markDone.mutate(item.id, {
      onError: (error) =>
        setFailed(
          isApiError(error) && error.key === LAB_REFERRAL_ERROR_KEYS.alreadyDone
            ? t('labReferrals.errors.alreadyDone')
            : t('labReferrals.errors.doneGeneric'),
        ),
    });
  const tests = namesOf(item.tests, catalogue.data?.tests ?? [], i18n.language);

  return (
    <Card
      withBorder
      padding="sm"
      aria-label={t('labReferrals.page.item', { name: item.patient.name })}
      component="article"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>
            {item.patient.name}{' '}
            <Text span c="gray.7" size="sm">
              {item.patient.idNumber}
            </Text>
          </Text>
          <Text size="sm">{tests}</Text>
          {item.note ? (
            <Text size="sm" c="gray.8">
              {t('labReferrals.page.note', { note: item.note })}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {t('labReferrals.page.queuedBy', {
              name: item.queuedByName,
              when: time.format(item.queuedAt),
              clinic: item.careFacility.name,
            })}
          </Text>
        </Stack>
        <Button onClick={done} loading={markDone.isPending} variant="light">
          {t('labReferrals.page.markDone')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {failed}
        </Alert>
      ) : null}
    </Card>
  );
}
