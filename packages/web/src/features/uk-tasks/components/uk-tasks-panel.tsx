import { MARKET_TIME_ZONE, type Meeting, type UkMeetingTasksResponse, type UkTask } from '@konsult/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { RequestErrorBanner, type RequestFailure } from '../../../ui/error-state';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useDeleteTask, useMeetingTasks, usePublishTasks, useSubmitTask } from '../api/uk-tasks';
import { TaskForm } from './task-form';
import { slaLabel, taskFailureText, typeLabel } from './task-labels';

type Notice = 'saved' | 'submitted' | 'published' | 'deleted' | null;

/**
 * UK clinician tasks (uk-clinician-action; seed 002 §3, §4; issue 19): the meeting's tasks for the practice team with
 * their urgency, state and SLA, and a form to write one. A task is saved as a draft, submitted, and the submitted
 * ones are published to the practice's work queue; until then a task can be edited (the edit replaces it) or, as a
 * draft, deleted. A failure to load the tasks says seed 002 §8's "Error when … Please refresh the page."
 */
export function UkTasksPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const tasks = useMeetingTasks(meeting.id);
  return (
    <QueryBoundary
      query={tasks}
      loading={t('ukTasks.loading')}
      error={{
        title: t('ukTasks.errorTitle'),
        message: t('ukTasks.loadError', { action: t('ukTasks.loadErrorAction') }),
      }}
    >
      {(data) => <TasksView meetingId={meeting.id} data={data} />}
    </QueryBoundary>
  );
}

function TasksView({ meetingId, data }: { meetingId: string; data: UkMeetingTasksResponse }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<UkTask | null>(null);
  const [fresh, setFresh] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  // The failed operation's banner: its own title (not saved, not deleted, not published) and what went wrong.
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const submit = useSubmitTask(meetingId);
  const remove = useDeleteTask(meetingId);
  const publish = usePublishTasks(meetingId);
  const submitted = data.tasks.filter((task) => task.status === 'SUBMITTED');

  const done = (next: Notice) => {
    setNotice(next);
    setFailure(null);
  };
  const failed = (title: string) => (error: unknown) => {
    setNotice(null);
    setFailure({ title, message: taskFailureText(t, error) });
  };
  const busy = submit.isPending || remove.isPending || publish.isPending;

  return (
    <Stack gap="md">
      <Text size="sm">{t('ukTasks.intro')}</Text>
      {notice ? <SuccessNotice onClose={() => setNotice(null)}>{t(`ukTasks.notices.${notice}`)}</SuccessNotice> : null}
      <RequestErrorBanner title={failure?.title} message={failure?.message ?? null} />
      {data.tasks.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('ukTasks.list.empty')}
        </Text>
      ) : (
        <ol aria-label={t('ukTasks.list.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.tasks.map((task) => (
            <li key={task.id} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
              <TaskCard
                task={task}
                onEdit={() => {
                  setEditing(task);
                  setNotice(null);
                }}
                onSubmit={() =>
                  submit.mutate(task.id, {
                    onSuccess: () => done('submitted'),
                    onError: failed(t('ukTasks.failures.title')),
                  })
                }
                onDelete={() =>
                  remove.mutate(task.id, {
                    onSuccess: () => {
                      if (editing?.id === task.id) setEditing(null);
                      done('deleted');
                    },
                    onError: failed(t('ukTasks.failures.deleteTitle')),
                  })
                }
                busy={
                  (submit.isPending && submit.variables === task.id) ||
                  (remove.isPending && remove.variables === task.id)
                }
              />
            </li>
          ))}
        </ol>
      )}
      {submitted.length > 0 ? (
        <Group justify="space-between">
          <Text size="sm">{t('ukTasks.actions.publishHint', { count: submitted.length })}</Text>
          <Button
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () => done('published'),
                onError: () => {
                  setNotice(null);
                  setFailure({ title: t('ukTasks.failures.publishTitle'), message: t('ukTasks.failures.publish') });
                },
              })
            }
          >
            {t('ukTasks.actions.publish')}
          </Button>
        </Group>
      ) : null}
      <TaskForm
        key={editing?.id ?? `new-${fresh}`}
        meetingId={meetingId}
        allowedTypes={data.allowedTypes}
        editing={editing}
        busy={busy}
        onCancel={() => setEditing(null)}
        onSaved={(submitted) => {
          setEditing(null);
          setFresh((n) => n + 1);
          done(submitted ? 'submitted' : 'saved');
        }}
      />
    </Stack>
  );
}

function TaskCard({
  task,
  onEdit,
  onSubmit,
  onDelete,
  busy,
}: {
  task: UkTask;
  onEdit: () => void;
  onSubmit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = typeLabel(t, task.type);
  const when = (epochMs: number) => formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE.GB);
  const time =
    task.completedAt !== null
      ? t('ukTasks.list.completed', { when: when(task.completedAt) })
      : task.dueAt !== null
        ? t('ukTasks.list.due', { when: when(task.dueAt) })
        : slaLabel(t, task.type);
  return (
    <Card withBorder padding="sm" component="article" aria-label={label}>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{label}</Text>
          <Badge color={task.urgency === 'URGENT' ? 'red' : 'gray'} variant="light">
            {t(`ukTasks.urgency.${task.urgency}`)}
          </Badge>
          <Badge color={task.status === 'PUBLISHED' ? 'teal' : task.status === 'SUBMITTED' ? 'blue' : 'gray'}>
            {t(`ukTasks.status.${task.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{task.note || t('ukTasks.list.noNote')}</Text>
        <Text size="xs" c="gray.7">
          {time}
        </Text>
        {task.status === 'PUBLISHED' ? null : (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit} disabled={busy}>
              {t('ukTasks.actions.edit', { label })}
            </Button>
            {task.status === 'DRAFT' ? (
              <>
                <Button size="xs" variant="light" onClick={onSubmit} loading={busy}>
                  {t('ukTasks.actions.submit', { label })}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy}>
                  {t('ukTasks.actions.delete', { label })}
                </Button>
              </>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
