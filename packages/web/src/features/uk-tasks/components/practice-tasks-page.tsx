import {
  displayIdNumber,
  MARKET_TIME_ZONE,
  UK_TASK_ERROR_KEYS,
  type UkPracticeTask,
  type UkPracticeTasksResponse,
} from '@konsult/domain';
import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { QueryBoundary } from '../../../ui/query-state';
import { ukTaskKeys, useCompleteTask, usePracticeTasks } from '../api/uk-tasks';
import { typeLabel } from './task-labels';

const HEADING_ID = 'practice-tasks-title';
const doneButtonId = (taskId: string) => `practice-task-done-${taskId}`;

/**
 * /practice-tasks: the practice's work queue (issue 19): the open tasks its clinicians published, the earliest due
 * first, so the overdue ones (marked "Overdue") at the top and those without an SLA last; "Mark … as done" records
 * who and when, and the task leaves the list.
 */
export function PracticeTasksPage() {
  const { t } = useTranslation();
  const queue = usePracticeTasks();
  const completing = useCompleteWithFocus(queue.data?.tasks);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1} id={HEADING_ID} tabIndex={-1}>
          {t('ukTasks.queue.title')}
        </Title>
        <Text size="sm">{t('ukTasks.queue.intro')}</Text>
        {completing.failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={completing.failure.title}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={completing.clearFailure}
          >
            {completing.failure.message}
          </Alert>
        ) : null}
        <QueryBoundary
          query={queue}
          loading={t('ukTasks.queue.loading')}
          error={{ title: t('ukTasks.queue.errorTitle'), message: t('ukTasks.queue.error') }}
          empty={{ text: t('ukTasks.queue.empty'), when: (data) => data.tasks.length === 0 }}
        >
          {({ tasks }) => (
            <ol aria-label={t('ukTasks.queue.list')} style={{ listStyle: 'none', padding: 0 }}>
              {tasks.map((task) => (
                <li key={task.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                  <PracticeTaskCard
                    task={task}
                    onDone={() => completing.complete(task)}
                    completing={completing.pendingId === task.id}
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
 * Completing, for the whole page: the card of a completed task leaves the list when the queue is fetched again, so
 * the failure is the page's and focus moves on to the next task's button, or the heading once none is left.
 */
function useCompleteWithFocus(tasks: UkPracticeTask[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const complete = useCompleteTask();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const focusAfter = useRef<{ gone: string; next: string[] } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || !tasks || tasks.some((task) => task.id === pending.gone)) return;
    const next = pending.next.map((id) => document.getElementById(doneButtonId(id))).find((button) => button);
    (next ?? document.getElementById(HEADING_ID))?.focus();
    focusAfter.current = null;
  }, [tasks, focusRequest]);

  const completeOne = (task: UkPracticeTask) => {
    const ids = (tasks ?? []).map((each) => each.id);
    const at = ids.indexOf(task.id);
    const next = [...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
    setFailure(null);
    complete.mutate(task.id, {
      onError: (error) =>
        setFailure({
          title: t('ukTasks.queue.item', { label: typeLabel(t, task.type), name: task.patient.name }),
          message:
            isApiError(error) && error.key === UK_TASK_ERROR_KEYS.completed
              ? t('ukTasks.queue.alreadyDone')
              : t('ukTasks.queue.doneGeneric'),
        }),
      onSettled: () => {
        const fresh = queryClient.getQueryData<UkPracticeTasksResponse>(ukTaskKeys.queue);
        if (fresh?.tasks.some((each) => each.id === task.id)) return;
        focusAfter.current = { gone: task.id, next };
        setFocusRequest((n) => n + 1);
      },
    });
  };

  return {
    complete: completeOne,
    pendingId: complete.isPending ? complete.variables : null,
    failure,
    clearFailure: () => setFailure(null),
  };
}

function PracticeTaskCard({
  task,
  onDone,
  completing,
}: {
  task: UkPracticeTask;
  onDone: () => void;
  completing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = typeLabel(t, task.type);
  const when = (epochMs: number) => formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE.GB);
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={t('ukTasks.queue.item', { label, name: task.patient.name })}
      style={task.overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            {task.urgency === 'URGENT' ? (
              <Badge color="red" variant="light">
                {t('ukTasks.urgency.URGENT')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                {t('ukTasks.urgency.ROUTINE')}
              </Badge>
            )}
            {task.overdue ? <Badge color="red">{t('ukTasks.queue.overdue')}</Badge> : null}
          </Group>
          <Text size="sm">
            {task.patient.name}
            {task.patient.nhsNumber ? (
              <Text span c="gray.7" size="sm">
                {' · '}
                {t('ukTasks.queue.nhsNumber', { number: displayIdNumber(task.patient.nhsNumber, 'GB') })}
              </Text>
            ) : null}
          </Text>
          {task.note ? <Text size="sm">{task.note}</Text> : null}
          <Text size="sm" fw={task.overdue ? 600 : undefined} c={task.overdue ? 'red.8' : undefined}>
            {task.dueAt === null ? t('ukTasks.queue.noDue') : t('ukTasks.queue.due', { when: when(task.dueAt) })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('ukTasks.queue.from', { name: task.clinicianName, when: when(task.publishedAt) })}
          </Text>
        </Stack>
        <Button
          id={doneButtonId(task.id)}
          onClick={onDone}
          loading={completing}
          variant="light"
          aria-label={t('ukTasks.queue.markDone', { label, name: task.patient.name })}
        >
          {t('ukTasks.queue.done')}
        </Button>
      </Group>
    </Card>
  );
}
