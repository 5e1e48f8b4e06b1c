import {
  UK_PRACTICE_TASKS_BASE,
  UK_TASKS_BASE,
  type UkCheckboxesBody,
  UkCheckboxesResponse,
  UkMeetingTasksResponse,
  UkPracticeTaskResponse,
  UkPracticeTasksResponse,
  type UkTaskBody,
  UkTaskResponse,
} from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';

const enc = encodeURIComponent;

/** Our paths (docs/api.md "UK clinician tasks, the end-of-meeting checkboxes and the practice's work queue"). */
export const ukTaskPaths = {
  tasks: (meetingId: string) => `${UK_TASKS_BASE}/${enc(meetingId)}/tasks`,
  task: (meetingId: string, taskId: string) => `${UK_TASKS_BASE}/${enc(meetingId)}/tasks/${enc(taskId)}`,
  publish: (meetingId: string) => `${UK_TASKS_BASE}/${enc(meetingId)}/tasks/publish`,
  checkboxes: (meetingId: string) => `${UK_TASKS_BASE}/${enc(meetingId)}/checkboxes`,
  queue: () => UK_PRACTICE_TASKS_BASE,
  complete: (taskId: string) => `${UK_PRACTICE_TASKS_BASE}/${enc(taskId)}/complete`,
};

export const ukTaskKeys = {
  tasks: (meetingId: string) => ['uk-tasks', 'meeting', meetingId] as const,
  /**
   * Under the meeting's taken actions: which boxes the meeting asks for follows what its actions did (a prescription
   * sent drops the no-prescription confirmation), and every action that sends something refreshes taken actions.
   */
  checkboxes: (meetingId: string) => [...takenActionsKey(meetingId), 'uk-checkboxes'] as const,
  queue: ['uk-tasks', 'practice'] as const,
};

/** GET …/tasks: the meeting's tasks and the types the clinician may give. */
export function useMeetingTasks(meetingId: string) {
  return useQuery({
    queryKey: ukTaskKeys.tasks(meetingId),
    queryFn: ({ signal }) => apiRequest(ukTaskPaths.tasks(meetingId), UkMeetingTasksResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/**
 * Whatever a task change answers, the tasks, the boxes the meeting asks for and taken actions are fetched again. The
 * refetch is not awaited: the caller's own onSuccess (the form clears for the next task) runs as soon as the server
 * has answered, before the list shows the saved task — never later, over what the clinician has started typing.
 */
function useTaskMutation<V, R>(meetingId: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ukTaskKeys.tasks(meetingId) });
      void queryClient.invalidateQueries({ queryKey: ukTaskKeys.checkboxes(meetingId) });
      void queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) });
    },
  });
}

export type SaveTaskVariables = { id: string; body: UkTaskBody; submit: boolean };

/** PUT …/tasks/{id} (creates or replaces), then, to submit, POST …/submit. */
export function useSaveTask(meetingId: string) {
  return useTaskMutation(meetingId, async ({ id, body, submit }: SaveTaskVariables) => {
    const saved = await apiRequest(ukTaskPaths.task(meetingId, id), UkTaskResponse, { method: 'PUT', body });
    if (!submit) return saved.task;
    return (await apiRequest(`${ukTaskPaths.task(meetingId, id)}/submit`, UkTaskResponse, { method: 'POST' })).task;
  });
}

export function useSubmitTask(meetingId: string) {
  return useTaskMutation(meetingId, (id: string) =>
    apiRequest(`${ukTaskPaths.task(meetingId, id)}/submit`, UkTaskResponse, { method: 'POST' }),
  );
}

export function useDeleteTask(meetingId: string) {
  return useTaskMutation(meetingId, (id: string) =>
    apiRequest(ukTaskPaths.task(meetingId, id), z.null(), { method: 'DELETE' }),
  );
}

/** POST …/tasks/publish; the practice's queue changes too. */
export function usePublishTasks(meetingId: string) {
  const queryClient = useQueryClient();
  return useTaskMutation(meetingId, async () => {
    const answer = await apiRequest(ukTaskPaths.publish(meetingId), UkMeetingTasksResponse, { method: 'POST' });
    await queryClient.invalidateQueries({ queryKey: ukTaskKeys.queue });
    return answer;
  });
}

/** GET …/checkboxes: the boxes and the ones this meeting asks for. */
export function useCheckboxes(meetingId: string) {
  return useQuery({
    queryKey: ukTaskKeys.checkboxes(meetingId),
    queryFn: ({ signal }) => apiRequest(ukTaskPaths.checkboxes(meetingId), UkCheckboxesResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** PUT …/checkboxes with the boxes changed; the answer is the boxes as kept. */
export function useSaveCheckboxes(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UkCheckboxesBody) =>
      apiRequest(ukTaskPaths.checkboxes(meetingId), UkCheckboxesResponse, { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(ukTaskKeys.checkboxes(meetingId), answer),
  });
}

/** GET /api/uk/practice-tasks: the practice's open tasks, the earliest due first. */
export function usePracticeTasks(enabled = true) {
  return useQuery({
    queryKey: ukTaskKeys.queue,
    queryFn: ({ signal }) => apiRequest(ukTaskPaths.queue(), UkPracticeTasksResponse, { signal }),
    retry: retryUnlessClientError(2),
    enabled,
  });
}

/** POST /api/uk/practice-tasks/{id}/complete; the queue is fetched again whether it succeeded or someone was first. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) =>
      apiRequest(ukTaskPaths.complete(taskId), UkPracticeTaskResponse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ukTaskKeys.queue }),
  });
}
