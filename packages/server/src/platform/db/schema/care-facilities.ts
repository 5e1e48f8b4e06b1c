import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Country } from '@konsult/domain';
import { clinicianId, meetingId } from './references';

export const careFacilities = pgTable('care_facilities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').$type<Country>().notNull(),
  /** Patients can be referred here (physical referrals, migration 0023). */
  referable: boolean('referable').notNull().default(false),
  address: text('address'),
});

/** Who works at a care facility: the clinicians a physical referral can book (migration 0023). */
export const careFacilityClinicians = pgTable(
  'care_facility_clinicians',
  {
    careFacilityId: text('care_facility_id')
      .notNull()
      .references(() => careFacilities.id),
    clinicianId: clinicianId().notNull(),
  },
  (t) => [primaryKey({ columns: [t.careFacilityId, t.clinicianId] })],
);

/** A meeting at a clinic and its care facility; digital meetings have no row. */
export const meetingCareFacilities = pgTable('meeting_care_facilities', {
  meetingId: meetingId().primaryKey(),
  careFacilityId: text('care_facility_id')
    .notNull()
    .references(() => careFacilities.id),
});
