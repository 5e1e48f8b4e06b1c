import { doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { careFacilities } from './care-facilities';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

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
  patientId: patientId().notNull(),
  programId: text('program_id').notNull(),
  /** The programme when the series started (the wire's Program). */
  program: jsonb('program').$type<StoredProgram>().notNull(),
  createdBy: clinicianId('created_by'),
  createdAt: createdAt(),
});

export const immunizations = pgTable('immunizations', {
  id: uuid('id').primaryKey(),
  seriesId: uuid('series_id')
    .notNull()
    .references(() => immunizationSeries.id),
  patientId: patientId().notNull(),
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
  meetingId: meetingId(),
  careFacilityId: text('care_facility_id').references(() => careFacilities.id),
  reporterId: clinicianId('reporter_id').notNull(),
  note: text('note'),
  enteredInErrorBy: clinicianId('entered_in_error_by'),
  createdAt: createdAt(),
  lastUpdatedAt: tstz('last_updated_at').notNull().defaultNow(),
});
