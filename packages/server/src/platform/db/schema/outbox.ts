import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { meetingId, patientId } from './references';

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey(),
  topic: text('topic').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  availableAt: tstz('available_at').notNull().defaultNow(),
  createdAt: createdAt(),
  deliveredAt: tstz('delivered_at'),
  patientId: patientId(),
  meetingId: meetingId(),
});
