import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patients } from './patients';
import { clinicians } from './platform';

/** Emergency access to a patient's record (migration 0029): time-boxed, with the reason the clinician stated. */
export const emergencyAccess = pgTable('emergency_access', {
  id: uuid('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  reason: text('reason').notNull(),
  startedAt: tstz('started_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});
