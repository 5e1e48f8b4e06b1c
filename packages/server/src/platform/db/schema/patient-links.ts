import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { meetings } from './meetings';
import { clinicians } from './platform';

export const patientLinks = pgTable('patient_links', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => clinicians.id),
  createdAt: tstz('created_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
});
