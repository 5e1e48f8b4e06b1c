import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SickNote, SickNoteStatus } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— Swedish sick notes (issue 18, migration 0038) ———

/** The certificate's fields as signed. */
export type StoredSickNoteCertificate = Pick<
  SickNote,
  | 'diagnosisCode'
  | 'diagnosisText'
  | 'basis'
  | 'basisDate'
  | 'functionImpairment'
  | 'activityLimitation'
  | 'occupation'
  | 'periods'
  | 'measures'
  | 'measuresText'
>;

export const sickNotes = pgTable('sick_notes', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  clinicianName: text('clinician_name').notNull(),
  /** The signer's care unit (their pool) as it was when signed (migration 0042): the PDF names it, whoever reads it. */
  careUnitName: text('care_unit_name').notNull(),
  certificateId: text('certificate_id').notNull(),
  status: text('status').$type<SickNoteStatus>().notNull(),
  certificate: jsonb('certificate').$type<StoredSickNoteCertificate>().notNull(),
  messageBody: text('message_body').notNull(),
  patientMessageId: uuid('patient_message_id'),
  signedAt: tstz('signed_at').notNull(),
  createdAt: createdAt(),
});

export const certificateServiceCertificates = pgTable('certificate_service_certificates', {
  certificateId: text('certificate_id').primaryKey(),
  requestId: uuid('request_id').notNull().unique(),
  kind: text('kind').notNull(),
  patientIdNumber: text('patient_id_number').notNull(),
  issuerId: uuid('issuer_id').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<SickNoteStatus>().notNull(),
  signedAt: tstz('signed_at').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
