import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId } from './references';

export const patientLinks = pgTable('patient_links', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  meetingId: meetingId().notNull(),
  createdBy: clinicianId('created_by').notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
});
