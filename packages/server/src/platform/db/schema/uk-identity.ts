import type { PhotoIdDocumentType, PhotoIdStatus, StoredKbvState } from '@konsult/domain';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patientId } from './references';

/** A knowledge-based verification session (migration 0047); EXPIRED is read from expires_at, never stored. */
export const ukKbvSessions = pgTable('uk_kbv_sessions', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  status: text('status').$type<StoredKbvState>().notNull(),
  questionsTotal: integer('questions_total').notNull(),
  questionsAnswered: integer('questions_answered').notNull(),
  createdAt: tstz('created_at').notNull(),
  startedAt: tstz('started_at'),
  completedAt: tstz('completed_at'),
  expiresAt: tstz('expires_at').notNull(),
});

/** An NHS tracing on PDS and whether a Summary Care Record was found (migration 0047). */
export const ukPdsTraces = pgTable('uk_pds_traces', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  tracedAt: tstz('traced_at').notNull(),
  tracedNhsNumber: text('traced_nhs_number'),
  scrAvailable: boolean('scr_available').notNull(),
});

/** A photo-ID (Onfido) check (migration 0047): status, document type, when; never images. */
export const ukPhotoIdChecks = pgTable('uk_photo_id_checks', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  status: text('status').$type<PhotoIdStatus>().notNull(),
  documentType: text('document_type').$type<PhotoIdDocumentType>(),
  requestedAt: tstz('requested_at').notNull(),
  checkedAt: tstz('checked_at'),
});
