import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Profession, ReferralKind } from '@konsult/domain';
import { careFacilities } from './care-facilities';
import { createdAt } from './columns';
import { clinicianId, meetingId, patientId } from './references';

/** A referral made from a meeting and the meeting it booked for the receiver (migration 0023). */
export const internalReferrals = pgTable('internal_referrals', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<ReferralKind>().notNull(),
  originMeetingId: meetingId('origin_meeting_id').notNull(),
  patientId: patientId().notNull(),
  bookerClinicianId: clinicianId('booker_clinician_id').notNull(),
  receivingClinicianId: clinicianId('receiving_clinician_id').notNull(),
  careTypeId: text('care_type_id').$type<Profession>().notNull(),
  careFacilityId: text('care_facility_id').references(() => careFacilities.id),
  bookedMeetingId: meetingId('booked_meeting_id').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
