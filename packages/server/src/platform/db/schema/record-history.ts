import { bigint, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RecordEntry } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

export const recordHistoryEntries = pgTable('record_history_entries', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  meetingId: meetingId(),
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
  strickenBy: clinicianId('stricken_by'),
  strickenReason: text('stricken_reason'),
  createdAt: createdAt(),
  /** Derived by a trigger (migration 0013): never written by the app. */
  wirePrefix: text('wire_prefix').notNull().default(''),
  /** Derived by a trigger (migration 0053): the prescriptions as the list sends them. Never written by the app. */
  wirePrescriptions: text('wire_prescriptions').notNull().default(''),
});

/**
 * A patient's record-history version (migration 0053): changed by triggers whenever anything the history shows
 * changes; `entriesVersion` (0055) only when the records system's entries change. No row: both 0. Never written by
 * the app.
 */
export const recordHistoryVersions = pgTable('record_history_versions', {
  patientId: patientId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  entriesVersion: bigint('entries_version', { mode: 'number' }).notNull().default(0),
});
