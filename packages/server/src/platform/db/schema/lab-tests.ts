import { doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patientId } from './references';

// ——— Health checks (issue 6, migration 0017_lab_tests_self_assessments.sql) ———

/** A lab visit's body measurements; BMI is derived on read. */
export const labEncounters = pgTable('lab_encounters', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  systolicMmhg: integer('systolic_mmhg'),
  diastolicMmhg: integer('diastolic_mmhg'),
  pulseBpm: integer('pulse_bpm'),
  heightCm: doublePrecision('height_cm'),
  weightKg: doublePrecision('weight_kg'),
  waistCm: doublePrecision('waist_cm'),
});

export type LabTestStatusColumn = 'REGISTERED' | 'IN_PROGRESS' | 'COMPLETE' | 'CANCELLED';
export type LabTestSourceColumn = 'VACCINA' | 'DMS_SE';
/** Stored as the wire's Result (packages/domain/src/api/lab-tests.ts). */
export type StoredLabResult = {
  marker: { id: string; localizationKey: string; categoryLocalizationKey: string };
  valueQuantity: { value: number; comparator: '<' | '<=' | '>' | '>=' | null; unit: string | null } | null;
  referenceRange: { low: number | null; high: number | null } | null;
  dataMissingReason: string | null;
};
export type StoredHealthForm = { questions: { question: string; answer?: string; answers?: string[] }[] };

export const labTests = pgTable('lab_tests', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  encounterId: uuid('encounter_id'),
  typeKey: text('type_key').notNull(),
  status: text('status').$type<LabTestStatusColumn>().notNull(),
  source: text('source').$type<LabTestSourceColumn>().notNull(),
  conclusion: text('conclusion'),
  reviewerFullName: text('reviewer_full_name'),
  results: jsonb('results').$type<StoredLabResult[]>().notNull().default([]),
  healthForm: jsonb('health_form').$type<StoredHealthForm>(),
  updatedAt: tstz('updated_at').notNull(),
});
