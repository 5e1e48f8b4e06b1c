import { bigserial, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

/** Seed 000 §2: an action panel opened or closed (analytics, migration 0018). */
export const actionPanelEvents = pgTable('action_panel_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Null for a panel of the meetingless view (migration 0025). */
  meetingId: uuid('meeting_id').references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  action: text('action').notNull(),
  event: text('event').$type<'opened' | 'closed'>().notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
