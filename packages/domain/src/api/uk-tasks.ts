import { z } from 'zod';
import { UK_CLINICIAN_CHECKBOXES, UK_TASK_STATUSES, UK_TASK_TYPES, UK_TASK_URGENCIES } from '../uk-tasks/uk-task-rules';
import { epochMs, takenActionsSection } from './common';

/**
 * Wire contracts of the UK clinician tasks and the end-of-meeting checkboxes (seed 002 §3 "UK clinician action task",
 * §4; seed 000 §3 "Clinician action checkboxes"; issue 19). The seed hides the paths; ours:
 *   GET    /api/uk/meeting/{meetingId}/tasks                     → UkMeetingTasksResponse
 *   PUT    /api/uk/meeting/{meetingId}/tasks/{taskId}            UkTaskBody → UkTaskResponse (creates or replaces)
 *   POST   /api/uk/meeting/{meetingId}/tasks/{taskId}/submit     → UkTaskResponse
 *   DELETE /api/uk/meeting/{meetingId}/tasks/{taskId}            → 204 (a draft)
 *   POST   /api/uk/meeting/{meetingId}/tasks/publish             → UkMeetingTasksResponse
 *   GET    /api/uk/meeting/{meetingId}/checkboxes                → UkCheckboxesResponse
 *   PUT    /api/uk/meeting/{meetingId}/checkboxes                UkCheckboxesBody → UkCheckboxesResponse
 *   GET    /api/uk/practice-tasks                                → UkPracticeTasksResponse (the pool's open tasks)
 *   POST   /api/uk/practice-tasks/{taskId}/complete              → UkPracticeTaskResponse
 * Times are epoch milliseconds.
 */

export const UK_TASKS_BASE = '/api/uk/meeting';
export const UK_PRACTICE_TASKS_BASE = '/api/uk/practice-tasks';

export const UK_TASK_ERROR_KEYS = {
  /** A published task is the practice's: it cannot be edited, submitted again or deleted. */
  published: 'uk_task_published',
  /** Only a draft is deleted. */
  notDraft: 'uk_task_not_draft',
  /** The type is not one the clinician may give (seed 002 §6). */
  typeNotAllowed: 'uk_task_type_not_allowed',
  /** Someone in the practice completed the task first. */
  completed: 'uk_task_completed',
} as const;

const taskType = z.enum(UK_TASK_TYPES);
const taskUrgency = z.enum(UK_TASK_URGENCIES);
const taskStatus = z.enum(UK_TASK_STATUSES);

/** Seed 002 §3: id, meetingId, note, status, type, label, urgency, editMode, documentLink. */
export const UkTask = z.object({
  id: z.string(),
  meetingId: z.string(),
  type: taskType,
  /** The type in UK English (UK_TASK_TYPE_LABELS); the web words it in the clinician's language. */
  label: z.string(),
  note: z.string(),
  urgency: taskUrgency,
  status: taskStatus,
  /** Still the clinician's to edit: not yet published (status ≠ PUBLISHED). */
  editMode: z.boolean(),
  documentLink: z.string().nullable(),
  /** The type's SLA in hours; null for a type without one. */
  slaHours: z.number().int().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
  publishedAt: epochMs.nullable(),
  /** publishedAt + SLA; null until published, or for a type without an SLA. */
  dueAt: epochMs.nullable(),
  completedAt: epochMs.nullable(),
});
export type UkTask = z.infer<typeof UkTask>;

export const UkMeetingTasksResponse = z.object({
  tasks: z.array(UkTask),
  /** The types the signed-in clinician may give (seed 002 §6), in the seed's order. */
  allowedTypes: z.array(taskType),
});
export type UkMeetingTasksResponse = z.infer<typeof UkMeetingTasksResponse>;

export const UkTaskResponse = z.object({ task: UkTask });
export type UkTaskResponse = z.infer<typeof UkTaskResponse>;

const optionalLink = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), 'A document link starts with https://.');

/** A task as the clinician writes it; its id is in the path (the client's id: saved again, the same task). */
export const UkTaskBody = z
  .object({
    type: taskType,
    /** The type's default (seed 002 §9) when left out. */
    urgency: taskUrgency.optional(),
    note: z.string().max(4000).default(''),
    documentLink: optionalLink.nullable().optional(),
  })
  .strict();
export type UkTaskBody = z.infer<typeof UkTaskBody>;

const checkbox = z.enum(UK_CLINICIAN_CHECKBOXES);

export const UkCheckboxes = z
  .object({
    clearInstructions: z.boolean(),
    correctDocuments: z.boolean(),
    noTasksConfirmation: z.boolean(),
    noPrescriptionsConfirmation: z.boolean(),
  })
  .strict();

/** Any of the four boxes; those left out keep what they were. */
export const UkCheckboxesBody = UkCheckboxes.partial().strict();
export type UkCheckboxesBody = z.infer<typeof UkCheckboxesBody>;

export const UkCheckboxesResponse = z.object({
  checkboxes: UkCheckboxes,
  /** The boxes this meeting asks for now (seed 000 §5), in order; empty where the check does not apply. */
  required: z.array(checkbox),
});
export type UkCheckboxesResponse = z.infer<typeof UkCheckboxesResponse>;

/** One open task of the practice's work queue. */
export const UkPracticeTask = z.object({
  id: z.string(),
  meetingId: z.string(),
  type: taskType,
  urgency: taskUrgency,
  note: z.string(),
  documentLink: z.string().nullable(),
  patient: z.object({ id: z.string(), name: z.string(), nhsNumber: z.string().nullable() }),
  clinicianName: z.string(),
  publishedAt: epochMs,
  dueAt: epochMs.nullable(),
  /** Past its due time when listed. */
  overdue: z.boolean(),
  completedAt: epochMs.nullable(),
  completedByName: z.string().nullable(),
});
export type UkPracticeTask = z.infer<typeof UkPracticeTask>;

export const UkPracticeTasksResponse = z.object({ tasks: z.array(UkPracticeTask) });
export type UkPracticeTasksResponse = z.infer<typeof UkPracticeTasksResponse>;

export const UkPracticeTaskResponse = z.object({ task: UkPracticeTask });
export type UkPracticeTaskResponse = z.infer<typeof UkPracticeTaskResponse>;

/** Taken actions (seed 002 §2): the meeting's tasks with their state. */
export const UkClinicianTasksSection = takenActionsSection(
  'uk-clinician-tasks',
  UkTask.pick({
    id: true,
    meetingId: true,
    type: true,
    urgency: true,
    status: true,
    note: true,
    publishedAt: true,
    dueAt: true,
    completedAt: true,
  }),
);
