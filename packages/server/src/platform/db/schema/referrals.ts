import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Profession, ReferralKind } from '@konsult/domain';
import { careFacilities } from './care-facilities';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

/** A referral made from a meeting and the meeting it booked for the receiver (migration 0023). */
export const internalReferrals = pgTable('internal_referrals', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<ReferralKind>().notNull(),
  originMeetingId: uuid('origin_meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  bookerClinicianId: uuid('booker_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  receivingClinicianId: uuid('receiving_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  careTypeId: text('care_type_id').$type<Profession>().notNull(),
  careFacilityId: text('care_facility_id').references(() => careFacilities.id),
  bookedMeetingId: uuid('booked_meeting_id')
    .notNull()
    .references(() => meetings.id),
  message: text('message').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
