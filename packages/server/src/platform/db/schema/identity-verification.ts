import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

export const verificationEvents = pgTable('verification_events', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  userId: patientId('user_id').notNull(),
  patientId: text('patient_id').notNull(),
  meetingType: text('meeting_type').$type<'Child' | 'Adult'>().notNull(),
  previousStatus: text('previous_status').$type<'Unverified' | 'Accept' | 'Reject'>().notNull(),
  checkTime: tstz('check_time').notNull(),
  verifyingClinicianId: clinicianId('verifying_clinician_id').notNull(),
  outcome: text('outcome').$type<'Accept' | 'Reject'>().notNull(),
  rejectionReason: text('rejection_reason').$type<
    'DidNotAttend' | 'TechnicalProblems' | 'Other' | 'CouldNotVerifyPatient'
  >(),
  kbvFreeTextAnswer: text('kbv_free_text_answer'),
});
