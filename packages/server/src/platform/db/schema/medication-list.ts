import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Dosage, MedicationReason, SilDrug } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { clinicianId, patientId } from './references';

// ——— Medication list (issue 6, migration 0015) ———

export type MedicationListStatus = 'ACTIVE' | 'ENDED';

export const medicationListItems = pgTable('medication_list_items', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  nplId: text('npl_id').notNull(),
  atcCode: text('atc_code').notNull(),
  drug: jsonb('drug').$type<SilDrug>().notNull(),
  dosage: jsonb('dosage').$type<Dosage>().notNull(),
  reasons: jsonb('reasons').$type<MedicationReason[]>().notNull(),
  status: text('status').$type<MedicationListStatus>().notNull(),
  statusAt: tstz('status_at').notNull(),
  createdAt: createdAt(),
  createdBy: clinicianId('created_by'),
  modifiedAt: tstz('modified_at').notNull(),
  modifiedBy: clinicianId('modified_by'),
  modifiedByName: text('modified_by_name').notNull(),
});
