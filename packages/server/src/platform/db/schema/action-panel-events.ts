import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

/** Seed 000 §2: an action panel opened or closed (analytics, migration 0018). */
export const actionPanelEvents = pgTable('action_panel_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Null for a panel of the meetingless view (migration 0025). */
  meetingId: meetingId(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  action: text('action').notNull(),
  event: text('event').$type<'opened' | 'closed'>().notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
