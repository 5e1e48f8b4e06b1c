import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RecordEntry } from '@konsult/domain';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

export const recordHistoryEntries = pgTable('record_history_entries', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  meetingId: uuid('meeting_id').references(() => meetings.id),
  documentId: text('document_id').notNull(),
  contactAt: tstz('contact_at').notNull(),
  contactType: text('contact_type').$type<RecordEntry['contactType']>().notNull(),
  responsibleName: text('responsible_name').notNull(),
  titleResponsibleName: text('title_responsible_name'),
  careFacilityName: text('care_facility_name'),
  title: text('title').notNull(),
  templateId: text('template_id'),
  rows: jsonb('rows').$type<RecordEntry['rows']>().notNull().default([]),
  documents: jsonb('documents').$type<RecordEntry['documents']>().notNull().default([]),
  prescriptions: jsonb('prescriptions').$type<RecordEntry['prescriptions']>().notNull().default([]),
  ePrescriptions: jsonb('e_prescriptions').$type<RecordEntry['ePrescriptions']>().notNull().default([]),
  referral: jsonb('referral').$type<RecordEntry['referral']>(),
  signedAt: tstz('signed_at'),
  strickenAt: tstz('stricken_at'),
  strickenBy: uuid('stricken_by').references(() => clinicians.id),
  strickenReason: text('stricken_reason'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** Derived by a trigger (migration 0013): never written by the app. */
  wirePrefix: text('wire_prefix').notNull().default(''),
});
