import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { UkTaskStatus, UkTaskType, UkTaskUrgency } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { pools } from './platform';
import { clinicianId, meetingId, patientId } from './references';

// ——— UK clinician tasks and the end-of-meeting checkboxes (issue 19, migration 0043) ———

export const ukTasks = pgTable('uk_tasks', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  /** The practice whose work queue the task goes to: the clinician's pool. */
  poolId: text('pool_id')
    .notNull()
    .references(() => pools.id),
  type: text('type').$type<UkTaskType>().notNull(),
  note: text('note').notNull().default(''),
  urgency: text('urgency').$type<UkTaskUrgency>().notNull(),
  status: text('status').$type<UkTaskStatus>().notNull(),
  documentLink: text('document_link'),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  publishedAt: tstz('published_at'),
  dueAt: tstz('due_at'),
  completedAt: tstz('completed_at'),
  completedBy: clinicianId('completed_by'),
});

export const ukClinicianCheckboxes = pgTable('uk_clinician_checkboxes', {
  meetingId: meetingId().primaryKey(),
  clearInstructions: boolean('clear_instructions').notNull().default(false),
  correctDocuments: boolean('correct_documents').notNull().default(false),
  noTasksConfirmation: boolean('no_tasks_confirmation').notNull().default(false),
  noPrescriptionsConfirmation: boolean('no_prescriptions_confirmation').notNull().default(false),
  updatedBy: clinicianId('updated_by'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
