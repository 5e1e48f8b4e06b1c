import { bigserial, boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

export type StoredValues = Record<string, string | number | boolean | string[] | null>;

export const medicalRecordEntries = pgTable('medical_record_entries', {
  id: uuid('id').primaryKey(),
  entryContentId: uuid('entry_content_id').notNull(),
  meetingId: uuid('meeting_id')
    .notNull()
    .unique()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull().default(1),
  shareEntry: boolean('share_entry').notNull().default(false),
  signedAt: tstz('signed_at'),
  signedBy: uuid('signed_by').references(() => clinicians.id),
  strickenAt: tstz('stricken_at'),
  strickenBy: uuid('stricken_by').references(() => clinicians.id),
  strickenReason: text('stricken_reason'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export type EntryEventAction = 'created' | 'saved' | 'signed' | 'unsigned' | 'stricken';

export const medicalRecordEntryEvents = pgTable('medical_record_entry_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => medicalRecordEntries.id),
  action: text('action').$type<EntryEventAction>().notNull(),
  at: tstz('at').notNull().defaultNow(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  reason: text('reason'),
});

export const evaluations = pgTable('evaluations', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => clinicians.id),
});
