import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

/** One conversation per meeting between its clinician and patient (seed 002 §7 Messaging; migration 0019). */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey(),
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
  state: text('state').$type<'active' | 'paused'>().notNull().default('active'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const conversationMessages = pgTable('conversation_messages', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  senderRole: text('sender_role').$type<'CLINICIAN' | 'PATIENT'>().notNull(),
  senderClinicianId: uuid('sender_clinician_id').references(() => clinicians.id),
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
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => clinicians.id),
  messageId: uuid('message_id').references(() => conversationMessages.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
