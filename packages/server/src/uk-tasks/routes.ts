import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UK_PRACTICE_TASKS_BASE,
  UK_TASKS_BASE,
  UkCheckboxesBody,
  UkCheckboxesResponse,
  UkMeetingTasksResponse,
  UkPracticeTaskResponse,
  UkPracticeTasksResponse,
  UkTaskBody,
  UkTaskResponse,
} from '@konsult/domain';
import type { ActionFacts } from '../actions/action-module';
import type { Db } from '../platform/db/database';
import { clinicianContext, id, idParams, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  completeTask,
  deleteTask,
  getCheckboxes,
  listTasks,
  practiceQueue,
  publishTasks,
  saveCheckboxes,
  saveTask,
  submitTask,
} from './service';

export type UkTaskRoutesOptions = { db: Db; actions: ActionFacts };

const route = routeSchemas('uk-tasks');
const taskParams = z.object({ meetingId: id, taskId: id });

/** UK clinician tasks, the end-of-meeting checkboxes and the practice's work queue (issue 19; docs/api.md). */
export const ukTaskRoutes: FastifyPluginAsyncZod<UkTaskRoutesOptions> = async (app, { db, actions }) => {
  app.get(
    `${UK_TASKS_BASE}/:meetingId/tasks`,
    route.patientData('meeting', 'meetingId', 'uk_task.list', {
      summary: "The meeting's tasks for the practice, oldest first, and the task types the clinician may give",
      response: UkMeetingTasksResponse,
    }),
    async (request) => listTasks(meetingContext(db, request)),
  );

  app.post(
    `${UK_TASKS_BASE}/:meetingId/tasks/publish`,
    route.patientData('meeting', 'meetingId', 'uk_task.publish', {
      summary:
        "Publishes the meeting's submitted tasks to the practice's work queue (the clinician's pool), each due its type's SLA from now. 403 not a UK clinician with task types",
      response: UkMeetingTasksResponse,
      errors: [403],
    }),
    async (request) => publishTasks(meetingContext(db, request), new Date()),
  );

  app.put(
    `${UK_TASKS_BASE}/:meetingId/tasks/:taskId`,
    route.patientData('meeting', 'meetingId', 'uk_task.save', {
      summary:
        'Saves the task with this id as a draft: creates it, or replaces the non-published one (saved again: the same task). 403 not a UK clinician with task types, 409 uk_task_published or an id of another task, 422 uk_task_type_not_allowed',
      params: taskParams,
      body: UkTaskBody,
      response: UkTaskResponse,
      errors: [403, 409, 422],
    }),
    async (request) => ({
      task: await saveTask(meetingContext(db, request), request.params.taskId, request.body, new Date()),
    }),
  );

  app.post(
    `${UK_TASKS_BASE}/:meetingId/tasks/:taskId/submit`,
    route.patientData('meeting', 'meetingId', 'uk_task.submit', {
      summary: 'Submits a draft task (submitted already: the same task). 409 uk_task_published',
      params: taskParams,
      response: UkTaskResponse,
      errors: [403, 409],
    }),
    async (request) => ({ task: await submitTask(meetingContext(db, request), request.params.taskId, new Date()) }),
  );

  app.delete(
    `${UK_TASKS_BASE}/:meetingId/tasks/:taskId`,
    route.patientData('meeting', 'meetingId', 'uk_task.delete', {
      summary: 'Deletes a draft task (204). 409 uk_task_not_draft or uk_task_published',
      params: taskParams,
      response: z.null(),
      status: 204,
      errors: [403, 409],
    }),
    async (request, reply) => {
      await deleteTask(meetingContext(db, request), request.params.taskId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${UK_TASKS_BASE}/:meetingId/checkboxes`,
    route.patientData('meeting', 'meetingId', 'uk_checkboxes.read', {
      summary: "The meeting's end-of-meeting checkboxes and the ones it asks for now (seed 000 §5)",
      response: UkCheckboxesResponse,
    }),
    async (request) => getCheckboxes(meetingContext(db, request), actions),
  );

  app.put(
    `${UK_TASKS_BASE}/:meetingId/checkboxes`,
    route.patientData('meeting', 'meetingId', 'uk_checkboxes.save', {
      summary: 'Ticks or unticks any of the four checkboxes (those left out keep their value). 403 outside the UK',
      body: UkCheckboxesBody,
      response: UkCheckboxesResponse,
      errors: [403],
    }),
    async (request) => saveCheckboxes(meetingContext(db, request), actions, request.body, new Date()),
  );

  app.get(
    UK_PRACTICE_TASKS_BASE,
    route.session({
      summary:
        "The open published tasks of the signed-in clinician's practice (pool), the earliest due first, those without an SLA last (each read audited)",
      response: UkPracticeTasksResponse,
    }),
    async (request) => ({ tasks: await practiceQueue(clinicianContext(db, request), new Date()) }),
  );

  app.post(
    `${UK_PRACTICE_TASKS_BASE}/:taskId/complete`,
    route.session({
      summary:
        "A member of the practice completes a task (who and when recorded). 404 to anyone outside the task's practice, 409 uk_task_completed",
      params: idParams('taskId'),
      response: UkPracticeTaskResponse,
      errors: [409],
    }),
    async (request) => ({
      task: await completeTask(clinicianContext(db, request), request.params.taskId, new Date()),
    }),
  );
};
