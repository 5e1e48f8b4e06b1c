import { doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { careFacilities } from './care-facilities';
import { tstz } from './columns';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

// ——— Vaccinations (issue 6, migration 0016_vaccinations.sql) ———

/** As the wire's Program and Vaccine (packages/domain/src/api/vaccination.ts), kept as they were when stored. */
export type StoredProgram = { id: string; lokaliseKeySuffix: string; seriesDoses?: number };
export type StoredVaccine = {
  id: string;
  name: string;
  manufacturerName: string;
  doseQuantities: { value: number; unit: string }[];
  targetDiseases: { code: string; system: string }[];
};
export type ImmunizationStatusColumn = 'completed' | 'entered-in-error';

export const immunizationSeries = pgTable('immunization_series', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  programId: text('program_id').notNull(),
  /** The programme when the series started (the wire's Program). */
  program: jsonb('program').$type<StoredProgram>().notNull(),
  createdBy: uuid('created_by').references(() => clinicians.id),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const immunizations = pgTable('immunizations', {
  id: uuid('id').primaryKey(),
  seriesId: uuid('series_id')
    .notNull()
    .references(() => immunizationSeries.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  status: text('status').$type<ImmunizationStatusColumn>().notNull().default('completed'),
  doseNumber: integer('dose_number').notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  vaccineId: text('vaccine_id').notNull(),
  /** The vaccine when the dose was registered (the wire's Vaccine). */
  vaccine: jsonb('vaccine').$type<StoredVaccine>().notNull(),
  doseQuantityValue: doublePrecision('dose_quantity_value').notNull(),
  doseQuantityUnit: text('dose_quantity_unit').notNull(),
  lotNumber: text('lot_number').notNull(),
  bodySiteId: text('body_site_id').notNull(),
  bodySiteCode: text('body_site_code').notNull(),
  meetingId: uuid('meeting_id').references(() => meetings.id),
  careFacilityId: text('care_facility_id').references(() => careFacilities.id),
  reporterId: uuid('reporter_id')
    .notNull()
    .references(() => clinicians.id),
  note: text('note'),
  enteredInErrorBy: uuid('entered_in_error_by').references(() => clinicians.id),
  createdAt: tstz('created_at').notNull().defaultNow(),
  lastUpdatedAt: tstz('last_updated_at').notNull().defaultNow(),
});
