import { bigserial, boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

export type StoredValues = Record<string, string | number | boolean | string[] | null>;

export const medicalRecordEntries = pgTable('medical_record_entries', {
  id: uuid('id').primaryKey(),
  entryContentId: uuid('entry_content_id').notNull(),
  meetingId: meetingId().notNull().unique(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull().default(1),
  shareEntry: boolean('share_entry').notNull().default(false),
  signedAt: tstz('signed_at'),
  signedBy: clinicianId('signed_by'),
  strickenAt: tstz('stricken_at'),
  strickenBy: clinicianId('stricken_by'),
  strickenReason: text('stricken_reason'),
  createdAt: createdAt(),
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
  clinicianId: clinicianId().notNull(),
  reason: text('reason'),
});

export const evaluations = pgTable('evaluations', {
  meetingId: meetingId().primaryKey(),
  patientId: patientId().notNull(),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: clinicianId('updated_by').notNull(),
});
