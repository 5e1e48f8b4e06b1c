import {
  defaultUrgency,
  ERROR_KEYS,
  givesUkTasks,
  missingClinicianCheckboxes,
  NO_CHECKBOXES_TICKED,
  requiredClinicianCheckboxes,
  taskDueAt,
  taskTypesFor,
  UK_TASK_ERROR_KEYS,
  UK_TASK_SLA_HOURS,
  UK_TASK_TYPE_LABELS,
  taskEditMode,
  type MissingField,
  type UkCheckboxesBody,
  type UkCheckboxesResponse,
  type UkCheckboxFacts,
  type UkClinicianCheckbox,
  type UkMeetingTasksResponse,
  type UkPracticeTask,
  type UkTask,
  type UkTaskBody,
  type UkTaskType,
} from '@konsult/domain';
import type { ActionFacts, FinishingMeeting } from '../actions/action-module';
import { findFinishingMeeting } from '../finishing/repo';
import { isUuid } from '../platform/access';
import { audit, auditMany, auditRefused, auditSuccess, auditSuccessWithin, auditWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import {
  deleteDraft,
  findCheckboxes,
  findMeetingTask,
  findQueueTask,
  findTask,
  meetingHasTasks,
  meetingTasks,
  openQueue,
  setCompleted,
  setPublished,
  setSubmitted,
  unpublishedTasks,
  upsertCheckboxes,
  upsertDraft,
  type QueueRow,
  type UkTaskRow,
} from './repo';

/**
 * UK clinician tasks (issue 19; seed 002 §3, §4, §6, §9) and the end-of-meeting checkboxes (seed 000 §3, §5). Who
 * may do what: the meeting's tasks and boxes need the care relationship (checked before these run: 404 and an
 * audited denial without one); giving tasks is for a GB clinician with task types (seed 002 §6), others get 403; a
 * type outside the clinician's set is 422. A published task is the practice's: it is in the work queue of the
 * clinician's pool, whose staff see it and complete it; to anyone else it is 404.
 */

const ctxType = 'uk_task';

/** The task types the clinician may give; empty outside the UK or without task types. */
export function allowedTypesOf(principal: Principal): UkTaskType[] {
  if (principal.pool.country !== 'GB') return [];
  const { profession } = principal;
  const kind = principal.pool.partnershipKind;
  return givesUkTasks(profession, kind) ? taskTypesFor(profession, kind) : [];
}

export function toTask(row: UkTaskRow): UkTask {
  return {
    id: row.id,
    meetingId: row.meetingId,
    type: row.type,
    label: UK_TASK_TYPE_LABELS[row.type],
    note: row.note,
    urgency: row.urgency,
    status: row.status,
    editMode: taskEditMode(row.status),
    documentLink: row.documentLink,
    slaHours: UK_TASK_SLA_HOURS[row.type],
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    publishedAt: row.publishedAt?.getTime() ?? null,
    dueAt: row.dueAt?.getTime() ?? null,
    completedAt: row.completedAt?.getTime() ?? null,
  };
}

function badTaskId(): AppError {
  return new AppError(400, ERROR_KEYS.invalidInput, 'A task id is a UUID.', [
    { path: 'params.taskId', code: 'invalid_string', message: 'A task id is a UUID.' },
  ]);
}

function publishedConflict(): AppError {
  return new AppError(
    409,
    UK_TASK_ERROR_KEYS.published,
    'This task is published to the practice: it cannot be changed.',
  );
}

async function requireGiver(ctx: RequestContext<MeetingAccess>, action: string, taskId: string): Promise<UkTaskType[]> {
  const allowed = allowedTypesOf(ctx.principal);
  if (allowed.length === 0) {
    await auditRefused(ctx, action, 'denied', { type: ctxType, id: taskId });
    throw forbidden('Only UK clinicians with task types give practice tasks.');
  }
  return allowed;
}

export async function listTasks(ctx: RequestContext<MeetingAccess>): Promise<UkMeetingTasksResponse> {
  const rows = await meetingTasks(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'uk_task.list');
  return { tasks: rows.map(toTask), allowedTypes: allowedTypesOf(ctx.principal) };
}

/**
 * Saves the task with the client's id (seed 002 §4): creates it, or replaces the non-published one with that id, as a
 * draft (an edited task is submitted again). Saved again, the same task. A published one: 409; an id of another
 * meeting's or clinician's task: 409.
 */
export async function saveTask(
  ctx: RequestContext<MeetingAccess>,
  taskId: string,
  body: UkTaskBody,
  now: Date,
): Promise<UkTask> {
  if (!isUuid(taskId)) throw badTaskId();
  const allowed = await requireGiver(ctx, 'uk_task.save', taskId);
  if (!allowed.includes(body.type)) {
    await auditRefused(ctx, 'uk_task.save', 'denied', { type: ctxType, id: taskId });
    throw new AppError(422, UK_TASK_ERROR_KEYS.typeNotAllowed, 'You cannot give a task of this type.', [
      { path: 'body.type', code: 'type_not_allowed', message: 'Not one of your task types.' },
    ]);
  }
  const { db, request, principal, access } = ctx;
  const row = await db.transaction(async (tx) => {
    const saved = await upsertDraft(
      tx,
      {
        id: taskId,
        meetingId: access.meetingId,
        patientId: access.patientId,
        clinicianId: principal.id,
        poolId: principal.pool.id,
        type: body.type,
        note: body.note.trim(),
        urgency: body.urgency ?? defaultUrgency(body.type),
        documentLink: body.documentLink ? body.documentLink : null,
      },
      now,
    );
    if (saved) await auditSuccessWithin(tx, request, 'uk_task.save', { type: ctxType, id: saved.id });
    return saved;
  });
  if (row) return toTask(row);
  const existing = await findTask(db, taskId);
  await auditRefused(ctx, 'uk_task.save', 'denied', { type: ctxType, id: taskId });
  if (existing && existing.meetingId === access.meetingId && existing.status === 'PUBLISHED') throw publishedConflict();
  throw new AppError(409, ERROR_KEYS.conflict, 'This task id belongs to another task.');
}

/** Submits a draft; submitted already: the same task; published: 409. */
export async function submitTask(ctx: RequestContext<MeetingAccess>, taskId: string, now: Date): Promise<UkTask> {
  if (!isUuid(taskId)) throw badTaskId();
  await requireGiver(ctx, 'uk_task.submit', taskId);
  const found = await findMeetingTask(ctx.db, ctx.access.meetingId, taskId);
  if (!found) throw notFound();
  if (found.status === 'PUBLISHED') {
    await auditRefused(ctx, 'uk_task.submit', 'denied', { type: ctxType, id: taskId });
    throw publishedConflict();
  }
  const row = await ctx.db.transaction(async (tx) => {
    const submitted = found.status === 'DRAFT' ? ((await setSubmitted(tx, taskId, now)) ?? found) : found;
    await auditSuccessWithin(tx, ctx.request, 'uk_task.submit', { type: ctxType, id: taskId });
    return submitted;
  });
  return toTask(row);
}

/** Deletes a draft; a submitted task is edited (back to a draft) first, a published one is the practice's. */
export async function deleteTask(ctx: RequestContext<MeetingAccess>, taskId: string): Promise<void> {
  if (!isUuid(taskId)) throw badTaskId();
  await requireGiver(ctx, 'uk_task.delete', taskId);
  const found = await findMeetingTask(ctx.db, ctx.access.meetingId, taskId);
  if (!found) throw notFound();
  if (found.status !== 'DRAFT' || !(await deleteDraft(ctx.db, taskId))) {
    await auditRefused(ctx, 'uk_task.delete', 'denied', { type: ctxType, id: taskId });
    if (found.status === 'PUBLISHED') throw publishedConflict();
    throw new AppError(409, UK_TASK_ERROR_KEYS.notDraft, 'Only a draft is deleted: edit the task first.');
  }
  await auditSuccess(ctx.db, ctx.request, 'uk_task.delete', { type: ctxType, id: taskId });
}

/**
 * Publishes the calling clinician's submitted tasks of the meeting to the practice's work queue, each due its SLA from
 * now; another clinician's submitted tasks in the same meeting stay theirs to publish.
 */
export async function publishTasks(ctx: RequestContext<MeetingAccess>, now: Date): Promise<UkMeetingTasksResponse> {
  await requireGiver(ctx, 'uk_task.publish', ctx.access.meetingId);
  const submitted = (await meetingTasks(ctx.db, ctx.access.meetingId)).filter(
    (t) => t.status === 'SUBMITTED' && t.clinicianId === ctx.principal.id,
  );
  await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (const task of submitted) {
      const due = taskDueAt(task.type, now.getTime());
      const published = await setPublished(tx, task.id, now, due === null ? null : new Date(due));
      if (!published) continue;
      count += 1;
      await auditSuccessWithin(tx, ctx.request, 'uk_task.publish', { type: ctxType, id: task.id });
    }
    // Nothing to publish (sent again): the request is audited on the meeting all the same.
    if (count === 0) await auditSuccessWithin(tx, ctx.request, 'uk_task.publish');
  });
  return listTasksUnaudited(ctx);
}

async function listTasksUnaudited(ctx: RequestContext<MeetingAccess>): Promise<UkMeetingTasksResponse> {
  const rows = await meetingTasks(ctx.db, ctx.access.meetingId);
  return { tasks: rows.map(toTask), allowedTypes: allowedTypesOf(ctx.principal) };
}

// ——— The end-of-meeting checkboxes ———

/**
 * What decides the boxes of this meeting for this clinician: the meeting as finishing sees it, and what the registered
 * actions say of it (`facts`: finishing's FinishingMeeting.facts, or the GET route's own evaluationContext).
 */
export async function checkboxFacts(
  db: Db,
  meeting: Pick<FinishingMeeting, 'id' | 'activityType' | 'isOneTimeUser' | 'clinician'>,
  facts: FinishingMeeting['facts'],
): Promise<UkCheckboxFacts | null> {
  if (meeting.clinician.country !== 'GB') return null;
  const hasTasks = await meetingHasTasks(db, meeting.id);
  return {
    hasTasks,
    isMentalHealth: meeting.activityType === 'MENTAL_HEALTH',
    isInsurerPartnership: meeting.clinician.partnershipKind === 'INSURER',
    isOneTimeUser: meeting.isOneTimeUser,
    hasPrescription: facts.hasPrescription,
  };
}

async function checkboxesOf(ctx: RequestContext<MeetingAccess>, actions: ActionFacts): Promise<UkCheckboxesResponse> {
  const { db, principal, access } = ctx;
  const meeting = await findFinishingMeeting(db, access.meetingId);
  if (!meeting) throw notFound();
  const [saved, actionFacts] = await Promise.all([
    findCheckboxes(db, access.meetingId),
    actions.evaluationContext(db, access.meetingId),
  ]);
  const facts = await checkboxFacts(
    db,
    {
      id: access.meetingId,
      activityType: meeting.activityType,
      isOneTimeUser: meeting.isOneTimeUser,
      clinician: {
        id: principal.id,
        country: principal.pool.country,
        profession: principal.profession,
        partnershipKind: principal.pool.partnershipKind,
      },
    },
    actionFacts,
  );
  return { checkboxes: saved ?? NO_CHECKBOXES_TICKED, required: facts ? requiredClinicianCheckboxes(facts) : [] };
}

export async function getCheckboxes(
  ctx: RequestContext<MeetingAccess>,
  actions: ActionFacts,
): Promise<UkCheckboxesResponse> {
  const answer = await checkboxesOf(ctx, actions);
  await auditSuccess(ctx.db, ctx.request, 'uk_checkboxes.read');
  return answer;
}

export async function saveCheckboxes(
  ctx: RequestContext<MeetingAccess>,
  actions: ActionFacts,
  body: UkCheckboxesBody,
  now: Date,
): Promise<UkCheckboxesResponse> {
  if (ctx.principal.pool.country !== 'GB') {
    await auditRefused(ctx, 'uk_checkboxes.save', 'denied', { type: 'meeting', id: ctx.access.meetingId });
    throw forbidden('The end-of-meeting checkboxes are for UK meetings.');
  }
  await ctx.db.transaction(async (tx) => {
    await upsertCheckboxes(tx, ctx.access.meetingId, body, ctx.principal.id, now);
    await auditSuccessWithin(tx, ctx.request, 'uk_checkboxes.save');
  });
  return checkboxesOf(ctx, actions);
}

/** The boxes' labels as the missing-fields dialog lists them (the client words them in the clinician's language). */
export const CHECKBOX_LABELS: Record<UkClinicianCheckbox, string> = {
  clearInstructions: 'I have given the patient clear instructions',
  correctDocuments: 'I have attached the correct documents to the tasks',
  noTasksConfirmation: 'No tasks are needed for this consultation',
  noPrescriptionsConfirmation: 'No prescription is needed for this consultation',
};
export const CHECKBOX_SECTION = 'Before you finish';
export const UNPUBLISHED_FIELD = 'uk-tasks-unpublished';

/**
 * What stops a UK meeting from ending (seed 000 §5): each required box not ticked, and a task not yet published
 * (nothing the practice should do is silently dropped).
 */
export async function ukTaskFinishBlockers(db: Db, meeting: FinishingMeeting): Promise<MissingField[]> {
  if (meeting.clinician.country !== 'GB') return [];
  const [facts, saved, unpublished] = await Promise.all([
    checkboxFacts(db, meeting, meeting.facts),
    findCheckboxes(db, meeting.id),
    unpublishedTasks(db, meeting.id),
  ]);
  const boxes = facts ? missingClinicianCheckboxes(facts, saved ?? NO_CHECKBOXES_TICKED) : [];
  const blockers: MissingField[] = boxes.map((box) => ({
    name: box,
    label: CHECKBOX_LABELS[box],
    section: CHECKBOX_SECTION,
  }));
  if (unpublished.length > 0) {
    blockers.unshift({
      name: UNPUBLISHED_FIELD,
      label: `${unpublished.length} task(s) not published to the practice`,
      section: 'Tasks',
    });
  }
  return blockers;
}

// ——— The practice's work queue ———

function toPracticeTask({ task, ...row }: QueueRow, now: Date): UkPracticeTask {
  return {
    id: task.id,
    meetingId: task.meetingId,
    type: task.type,
    urgency: task.urgency,
    note: task.note,
    documentLink: task.documentLink,
    patient: {
      id: task.patientId,
      name: `${row.patientGivenName} ${row.patientFamilyName}`,
      nhsNumber: row.patientNhsNumber,
    },
    clinicianName: row.clinicianName,
    publishedAt: task.publishedAt?.getTime() ?? 0,
    dueAt: task.dueAt?.getTime() ?? null,
    overdue: task.completedAt === null && task.dueAt !== null && task.dueAt.getTime() < now.getTime(),
    completedAt: task.completedAt?.getTime() ?? null,
    completedByName: row.completedByName,
  };
}

/**
 * The open tasks of the clinician's practice (pool), the earliest due first: so the overdue first, and those without
 * an SLA last. Each task listed is an audited read on the ground of care: the practice team takes part in the care
 * of the patients its clinicians leave tasks for.
 */
export async function practiceQueue(ctx: ClinicianContext, now: Date): Promise<UkPracticeTask[]> {
  if (ctx.principal.pool.country !== 'GB') return [];
  const rows = await openQueue(ctx.db, ctx.principal.pool.id);
  await auditMany(
    ctx.db,
    ctx.request,
    rows.map((row) => ({
      action: 'uk_task_queue.read',
      outcome: 'success' as const,
      patientId: row.task.patientId,
      resourceType: ctxType,
      resourceId: row.task.id,
      ground: 'care' as const,
    })),
  );
  return rows.map((row) => toPracticeTask(row, now));
}

/** A member of the practice completes a published task (who and when recorded). Not the practice's: 404; done: 409. */
export async function completeTask(ctx: ClinicianContext, taskId: string, now: Date): Promise<UkPracticeTask> {
  const found = isUuid(taskId) ? await findQueueTask(ctx.db, taskId) : null;
  const allowed = found !== null && found.task.poolId === ctx.principal.pool.id;
  const event = {
    action: 'uk_task.complete',
    patientId: found?.task.patientId ?? null,
    resourceType: ctxType,
    resourceId: taskId,
  };
  if (!found || !allowed) {
    await audit(ctx.db, ctx.request, { ...event, outcome: 'denied', ground: null });
    throw notFound();
  }
  const completed = await ctx.db.transaction(async (tx) => {
    if (!(await setCompleted(tx, taskId, ctx.principal.id, now))) return false;
    await auditWithin(tx, ctx.request, { ...event, outcome: 'success', ground: 'care' });
    return true;
  });
  if (!completed) {
    await audit(ctx.db, ctx.request, { ...event, outcome: 'failure', ground: 'care' });
    throw new AppError(409, UK_TASK_ERROR_KEYS.completed, 'Someone in the practice has completed this task already.');
  }
  const done = await findQueueTask(ctx.db, taskId);
  if (!done) throw new Error(`uk task ${taskId} vanished`);
  return toPracticeTask(done, now);
}
