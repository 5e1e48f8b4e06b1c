import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PaygPrescriptionStatus } from '@konsult/domain';
import { bytea, createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— UK pay-as-you-go prescriptions (issue 19, migration 0045) ———

export const ukPaygPrescriptions = pgTable('uk_payg_prescriptions', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  uploadedBy: clinicianId('uploaded_by').notNull(),
  fileName: text('file_name').notNull(),
  byteSize: integer('byte_size').notNull(),
  pageCount: integer('page_count'),
  /** The PDF while unsent; null once sent (then the attachment is the one copy). */
  bytes: bytea('bytes'),
  status: text('status').$type<PaygPrescriptionStatus>().notNull(),
  sentBy: clinicianId('sent_by'),
  sentByName: text('sent_by_name'),
  sentAt: tstz('sent_at'),
  patientMessageId: uuid('patient_message_id'),
  attachmentId: uuid('attachment_id'),
  createdAt: createdAt(),
});
