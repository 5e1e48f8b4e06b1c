import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SpecialistTypeId } from '@konsult/domain';
import { createdAt } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— Swedish specialist referrals (issue 18, migration 0037) ———

export const specialistUnits = pgTable('specialist_units', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  visitingAddress: text('visiting_address').notNull(),
  specialistTypeIds: jsonb('specialist_type_ids').$type<SpecialistTypeId[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const specialistReferrals = pgTable('specialist_referrals', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  clinicianId: clinicianId().notNull(),
  clinicianName: text('clinician_name').notNull(),
  specialistTypeId: text('specialist_type_id').$type<SpecialistTypeId>().notNull(),
  specialistUnitId: uuid('specialist_unit_id').references(() => specialistUnits.id),
  specialistUnitName: text('specialist_unit_name'),
  specialistUnitVisitingAddress: text('specialist_unit_visiting_address'),
  externalSpecialistInfo: text('external_specialist_info'),
  purposeTitle: text('purpose_title').notNull(),
  purposeBody: text('purpose_body').notNull(),
  imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
  readJournalConsent: boolean('read_journal_consent').notNull(),
  useFreeChoiceOfCare: boolean('use_free_choice_of_care').notNull(),
  infoToAdmin: text('info_to_admin'),
  createdAt: createdAt(),
});
