import { boolean, date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Country } from '@konsult/domain';
import { createdAt } from './columns';

export type HighCostCard = { id: string; date: string; region: string };
export type ExternalDoctor = { name: string; city: string };
export type Gender = 'female' | 'male' | 'other' | 'unknown';

export const patients = pgTable('patients', {
  id: uuid('id').primaryKey(),
  country: text('country').$type<Country>().notNull(),
  idNumber: text('id_number').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  maidenName: text('maiden_name'),
  gender: text('gender').$type<Gender>().notNull(),
  dob: date('dob', { mode: 'string' }).notNull(),
  email: text('email'),
  phone: text('phone'),
  preferredLanguage: text('preferred_language').notNull(),
  address: text('address'),
  zip: text('zip'),
  city: text('city'),
  countyId: text('county_id'),
  addressCountry: text('address_country'),
  seHighCostCard: jsonb('se_high_cost_card').$type<HighCostCard>(),
  gbNhsNumber: text('gb_nhs_number'),
  gbPracticeId: text('gb_practice_id'),
  gbPracticeName: text('gb_practice_name'),
  gbPartnership: text('gb_partnership'),
  gbPhoneEmr: text('gb_phone_emr'),
  gbIsOneTimeUser: boolean('gb_is_one_time_user').notNull().default(false),
  frStatusAme: boolean('fr_status_ame'),
  frStatusCmuc: boolean('fr_status_cmuc'),
  frExternalDoctor: jsonb('fr_external_doctor').$type<ExternalDoctor>(),
  hasProxyUser: boolean('has_proxy_user').notNull().default(false),
  createdAt: createdAt(),
});

export const children = pgTable('children', {
  id: text('id').primaryKey(),
  parentPatientId: uuid('parent_patient_id')
    .notNull()
    .references(() => patients.id),
  name: text('name').notNull(),
  gender: text('gender').$type<Gender>().notNull(),
  gbNhsNumber: text('gb_nhs_number'),
  relationshipVerified: boolean('relationship_verified').notNull().default(true),
});
