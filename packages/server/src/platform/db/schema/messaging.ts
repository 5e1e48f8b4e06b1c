import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

/**
 * A conversation between a clinician and a patient (seed 002 §7 Messaging; migration 0019): a meeting's (one per
 * meeting) or, since migration 0052, a treatment programme's (one per care plan; its clinician the psychologist who
 * started it). Exactly one of meetingId and carePlanId is set.
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().unique(),
  /** The care plan whose conversation this is (its foreign key, checked at commit, is the migration's). */
  carePlanId: uuid('care_plan_id').unique(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  state: text('state').$type<'active' | 'paused'>().notNull().default('active'),
  createdAt: createdAt(),
});

export const conversationMessages = pgTable('conversation_messages', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id),
  patientId: patientId().notNull(),
  senderRole: text('sender_role').$type<'CLINICIAN' | 'PATIENT'>().notNull(),
  senderClinicianId: clinicianId('sender_clinician_id'),
  subject: text('subject'),
  body: text('body').notNull(),
  hasButton: boolean('has_button').notNull().default(false),
  buttonType: text('button_type'),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  readAt: tstz('read_at'),
});

/** A file attached to a message to the patient (migration 0021); unlinked until the message is sent. */
export const messageAttachments = pgTable('message_attachments', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  uploadedBy: clinicianId('uploaded_by').notNull(),
  messageId: uuid('message_id').references(() => conversationMessages.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
