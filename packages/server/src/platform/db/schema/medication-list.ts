import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Dosage, MedicationReason, SilDrug } from '@konsult/domain';
import { tstz } from './columns';
import { patients } from './patients';
import { clinicians } from './platform';

// ——— Medication list (issue 6, migration 0015) ———

export type MedicationListStatus = 'ACTIVE' | 'ENDED';

export const medicationListItems = pgTable('medication_list_items', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  nplId: text('npl_id').notNull(),
  atcCode: text('atc_code').notNull(),
  drug: jsonb('drug').$type<SilDrug>().notNull(),
  dosage: jsonb('dosage').$type<Dosage>().notNull(),
  reasons: jsonb('reasons').$type<MedicationReason[]>().notNull(),
  status: text('status').$type<MedicationListStatus>().notNull(),
  statusAt: tstz('status_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => clinicians.id),
  modifiedAt: tstz('modified_at').notNull(),
  modifiedBy: uuid('modified_by').references(() => clinicians.id),
  modifiedByName: text('modified_by_name').notNull(),
});
