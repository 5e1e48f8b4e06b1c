import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { clinicianId, meetingId, patientId } from './references';

/** A document made from a template in a meeting, with its finished PDF (migration 0022). */
export const medicalDocuments = pgTable('medical_documents', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  templateId: text('template_id').notNull(),
  title: text('title').notNull(),
  fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});
