import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

export const verificationEvents = pgTable('verification_events', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => patients.id),
  patientId: text('patient_id').notNull(),
  meetingType: text('meeting_type').$type<'Child' | 'Adult'>().notNull(),
  previousStatus: text('previous_status').$type<'Unverified' | 'Accept' | 'Reject'>().notNull(),
  checkTime: tstz('check_time').notNull(),
  verifyingClinicianId: uuid('verifying_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  outcome: text('outcome').$type<'Accept' | 'Reject'>().notNull(),
  rejectionReason: text('rejection_reason').$type<
    'DidNotAttend' | 'TechnicalProblems' | 'Other' | 'CouldNotVerifyPatient'
  >(),
  kbvFreeTextAnswer: text('kbv_free_text_answer'),
});
