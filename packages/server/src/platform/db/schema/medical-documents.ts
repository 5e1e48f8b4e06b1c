import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

/** A document made from a template in a meeting, with its finished PDF (migration 0022). */
export const medicalDocuments = pgTable('medical_documents', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  templateId: text('template_id').notNull(),
  title: text('title').notNull(),
  fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
