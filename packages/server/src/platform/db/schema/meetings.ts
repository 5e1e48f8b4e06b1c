import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ActivityType, InterventionType, MeetingMeans, MeetingStatus, VideoProvider } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { children, patients } from './patients';
import { clinicians } from './platform';

export type InternalReferralJson = {
  bookerName: string;
  bookerFacility: string | null;
  bookerCareTypeName: string;
  message: string;
};
export type MarketSpecificsJson = {
  fr?: { caregiverType: string; isCovidPositiveTestMeeting: boolean; clinicianProfession: string };
  de?: { meetingType: string; isAOKPlusMeeting: boolean };
};

export type MeetingBookedBy = { clinicianId: string; name: string; message: string; originMeetingId: string };

export const meetings = pgTable('meetings', {
  id: uuid('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  childId: text('child_id').references(() => children.id),
  activityType: text('activity_type').$type<ActivityType>().notNull(),
  interventionType: text('intervention_type').$type<InterventionType>().notNull(),
  status: text('status').$type<MeetingStatus>().notNull(),
  bookedTime: tstz('booked_time').notNull(),
  scheduledStartTime: tstz('scheduled_start_time').notNull(),
  slotLengthMinutes: integer('slot_length_minutes').notNull(),
  actualStartTime: tstz('actual_start_time'),
  actualEndTime: tstz('actual_end_time'),
  videoCallStartTime: tstz('video_call_start_time'),
  videoCallEndTime: tstz('video_call_end_time'),
  isConfirmed: boolean('is_confirmed').notNull().default(true),
  gotPrescription: boolean('got_prescription').notNull().default(false),
  prescriptionDenied: boolean('prescription_denied').notNull().default(false),
  prescriptionOnly: boolean('prescription_only').notNull().default(false),
  /** The renewal a renewal meeting handles (migration 0032). */
  prescriptionRenewalId: uuid('prescription_renewal_id'),
  symptomsFormName: text('symptoms_form_name'),
  symptomsSurveyInformationId: text('symptoms_survey_information_id'),
  internalReferral: jsonb('internal_referral').$type<InternalReferralJson>(),
  reassignedToClinicianId: uuid('reassigned_to_clinician_id').references(() => clinicians.id),
  cancelReason: text('cancel_reason'),
  meetingMeans: text('meeting_means').$type<MeetingMeans>(),
  marketSpecifics: jsonb('market_specifics').$type<MarketSpecificsJson>().notNull().default({}),
  videoProvider: text('video_provider').$type<VideoProvider>(),
  /** A clinician's booking (book revisit); null when the patient booked (migration 0020). */
  bookedBy: jsonb('booked_by').$type<MeetingBookedBy>(),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
