import { LAB_REFERRAL_ERROR_KEYS, type LabQueueItem, type LabQueueResponse, MARKET_TIME_ZONE } from '@konsult/domain';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useMarkLabQueueItemDone } from '../api/mutations';
import { labKeys, useLabQueue, useLabTestCatalogue } from '../api/queries';
import { namesOf } from './test-names';

/** Where focus goes after a patient is marked done: the next patient's button, else the heading. */
const HEADING_ID = 'lab-queue-title';
const markDoneButtonId = (itemId: string) => `lab-queue-done-${itemId}`;

/**
 * /lab-queue: the clinic's physical lab queue for its nurses (issue 18): the patients waiting to give samples, the
 * one who has waited longest first, each with the tests to take and the note; "Mark … as done" records who and when.
 */
export function LabQueuePage() {
  const { t } = useTranslation();
  const queue = useLabQueue();
  const marking = useMarkDoneWithFocus(queue.data?.items);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1} id={HEADING_ID} tabIndex={-1}>
          {t('labReferrals.page.title')}
        </Title>
        <Text size="sm">{t('labReferrals.page.intro')}</Text>
        {/* Here, not on the card: the queue is fetched again after a failed mark too, and the card may be gone. */}
        {marking.failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('labReferrals.page.item', { name: marking.failure.name })}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={marking.clearFailure}
          >
            {marking.failure.message}
          </Alert>
        ) : null}
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
                  <QueueCard
                    item={item}
                    onMarkDone={() => marking.markDone(item)}
                    marking={marking.pendingId === item.id}
                  />
                </li>
              ))}
            </ol>
          )}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}

/**
 * Marking done, for the whole page: the card of a patient marked done (or whom someone else marked first) leaves the
 * list when the queue is fetched again, taking its button, its alert and the keyboard focus with it. So the failure
 * is the page's, and focus moves on to the next patient's button, or the heading once nobody is left.
 */
function useMarkDoneWithFocus(items: LabQueueItem[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const markDone = useMarkLabQueueItemDone();
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  // The patient whose card leaves the list, and who followed them in it (nearest first), until the list re-renders.
  const focusAfter = useRef<{ gone: string; next: string[] } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || !items || items.some((i) => i.id === pending.gone)) return;
    const next = pending.next.map((id) => document.getElementById(markDoneButtonId(id))).find((button) => button);
    (next ?? document.getElementById(HEADING_ID))?.focus();
    focusAfter.current = null;
  }, [items, focusRequest]);

  const markOne = (item: LabQueueItem) => {
    const ids = (items ?? []).map((i) => i.id);
    const at = ids.indexOf(item.id);
    const next = [...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
    setFailure(null);
    markDone.mutate(item.id, {
      onError: (error) =>
        setFailure({
          name: item.patient.name,
          message:
            isApiError(error) && error.key === LAB_REFERRAL_ERROR_KEYS.alreadyDone
              ? t('labReferrals.errors.alreadyDone')
              : t('labReferrals.errors.doneGeneric'),
        }),
      // The queue has been fetched again by now: focus follows only if the card has left it.
      onSettled: () => {
        const fresh = queryClient.getQueryData<LabQueueResponse>(labKeys.queue);
        if (fresh?.items.some((i) => i.id === item.id)) return;
        focusAfter.current = { gone: item.id, next };
        setFocusRequest((n) => n + 1);
      },
    });
  };

  return {
    markDone: markOne,
    pendingId: markDone.isPending ? markDone.variables : null,
    failure,
    clearFailure: () => setFailure(null),
  };
}

interface QueueCardProps {
  item: LabQueueItem;
  onMarkDone: () => void;
  marking: boolean;
}

function QueueCard({ item, onMarkDone, marking }: QueueCardProps) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const catalogue = useLabTestCatalogue();
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
              when: formatDateTime(item.queuedAt, intlLocale(i18n.language), MARKET_TIME_ZONE[me.pool.country]),
              clinic: item.careFacility.name,
            })}
          </Text>
        </Stack>
        {/* Every card has this button, so it says whose it is; in its visible text, not an aria-label alone, which
            a voice-control user saying "Mark as done" could not match to a name with the patient in the middle. */}
        <Button id={markDoneButtonId(item.id)} onClick={onMarkDone} loading={marking} variant="light">
          {t('labReferrals.page.markDoneFor', { name: item.patient.name })}
        </Button>
      </Group>
    </Card>
  );
}
