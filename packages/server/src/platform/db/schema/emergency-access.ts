import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { clinicianId, patientId } from './references';

/** Emergency access to a patient's record (migration 0029): time-boxed, with the reason the clinician stated. */
export const emergencyAccess = pgTable('emergency_access', {
  id: uuid('id').primaryKey(),
  clinicianId: clinicianId().notNull(),
  patientId: patientId().notNull(),
  reason: text('reason').notNull(),
  startedAt: tstz('started_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});
