import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EpsItem, EpsPrescriptionStatus } from '@konsult/domain';
import { tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— UK EPS prescriptions (issue 19, migration 0046_uk_eps_prescriptions.sql) ———

/** The pharmacy a GB patient nominated for EPS (whether their NHS number was traced: uk_pds_traces). */
export const gbNominatedPharmacies = pgTable('gb_nominated_pharmacies', {
  patientId: patientId().primaryKey(),
  odsCode: text('ods_code').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const ukEpsPrescriptions = pgTable('uk_eps_prescriptions', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  prescriberId: clinicianId('prescriber_id').notNull(),
  prescriberName: text('prescriber_name').notNull(),
  epsPrescriptionId: text('eps_prescription_id').notNull().unique(),
  items: jsonb('items').$type<EpsItem[]>().notNull(),
  pharmacyOdsCode: text('pharmacy_ods_code').notNull(),
  pharmacyName: text('pharmacy_name').notNull(),
  pharmacyAddress: text('pharmacy_address').notNull(),
  status: text('status').$type<EpsPrescriptionStatus>().notNull(),
  sentAt: tstz('sent_at').notNull(),
  dispensedAt: tstz('dispensed_at'),
  cancelledAt: tstz('cancelled_at'),
});
export type UkEpsPrescriptionRow = typeof ukEpsPrescriptions.$inferSelect;

/** The embedded EPS's own record of the prescriptions it received. */
export const embeddedEpsPrescriptions = pgTable('embedded_eps_prescriptions', {
  prescriptionId: uuid('prescription_id').primaryKey(),
  epsPrescriptionId: text('eps_prescription_id').notNull(),
  nhsNumber: text('nhs_number').notNull(),
  pharmacyOdsCode: text('pharmacy_ods_code').notNull(),
  items: jsonb('items').$type<EpsItem[]>().notNull(),
  receivedAt: tstz('received_at').notNull(),
  dispensedAt: tstz('dispensed_at'),
  cancelledAt: tstz('cancelled_at'),
});
