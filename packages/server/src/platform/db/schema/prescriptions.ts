import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  AcknowledgedWarning,
  CancellationReason,
  FavouriteCard,
  Prescription,
  PollenDenialReason,
  PrescriptionDecision,
  PrescriptionStatus,
  RenewalItem,
  RenewalItemState,
  RenewalRejectionReason,
} from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— Swedish e-prescribing (issue 17, migration 0031) ———

/** The card as signed: everything of Prescription that the prescriber filled in. */
export type StoredPrescriptionCard = Pick<
  Prescription,
  | 'nplPackId'
  | 'description'
  | 'dosage'
  | 'reason'
  | 'numberOfPackages'
  | 'size'
  | 'dispenseIntervalQuantity'
  | 'dispenseIntervalUnit'
  | 'numberOfDispenses'
  | 'firstDispenseValidityEnd'
  | 'withinBenefit'
  | 'starterPackage'
  | 'substitutionAllowed'
  | 'groupId'
>;

export type StoredCancellation = { reason: CancellationReason; note: string | null; patientInformed: boolean };

export const prescriptions = pgTable('prescriptions', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId(),
  patientId: patientId().notNull(),
  prescriberId: clinicianId('prescriber_id').notNull(),
  prescriberName: text('prescriber_name').notNull(),
  nplId: text('npl_id').notNull(),
  atcCode: text('atc_code').notNull(),
  product: jsonb('product').$type<Prescription['product']>().notNull(),
  card: jsonb('card').$type<StoredPrescriptionCard>().notNull(),
  acknowledgedWarnings: jsonb('acknowledged_warnings').$type<AcknowledgedWarning[]>().notNull().default([]),
  status: text('status').$type<PrescriptionStatus>().notNull(),
  statusAt: tstz('status_at').notNull(),
  cancellation: jsonb('cancellation').$type<StoredCancellation>(),
  cancelledBy: clinicianId('cancelled_by'),
  createdAt: createdAt(),
});

export const prescriptionFavourites = pgTable('prescription_favourites', {
  id: uuid('id').primaryKey(),
  clinicianId: clinicianId().notNull(),
  name: text('name').notNull(),
  product: jsonb('product').$type<Prescription['product']>().notNull(),
  card: jsonb('card').$type<FavouriteCard>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  updatedAt: tstz('updated_at').notNull(),
  createdAt: createdAt(),
});

export const ehmPrescriptions = pgTable('ehm_prescriptions', {
  medicationRequestId: uuid('medication_request_id').primaryKey(),
  patientIdNumber: text('patient_id_number').notNull(),
  prescriberId: uuid('prescriber_id').notNull(),
  nplPackId: text('npl_pack_id').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<PrescriptionStatus>().notNull(),
  statusAt: tstz('status_at').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const ehmPrescriberPins = pgTable('ehm_prescriber_pins', {
  clinicianId: uuid('clinician_id').primaryKey(),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: tstz('locked_until'),
});

export const prescriptionRenewals = pgTable('prescription_renewals', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId(),
  patientId: patientId().notNull(),
  requestedAt: tstz('requested_at').notNull(),
  patientMessage: text('patient_message'),
  createdAt: createdAt(),
});

export const prescriptionRenewalItems = pgTable('prescription_renewal_items', {
  id: uuid('id').primaryKey(),
  renewalId: uuid('renewal_id')
    .notNull()
    .references(() => prescriptionRenewals.id),
  position: integer('position').notNull(),
  distributedDrug: jsonb('distributed_drug').$type<RenewalItem['distributedDrug']>().notNull(),
  drugArticle: jsonb('drug_article').$type<RenewalItem['drugArticle']>().notNull(),
  description: text('description').notNull(),
  dosage: jsonb('dosage').$type<RenewalItem['dosage']>().notNull(),
  lastPrescribedAt: tstz('last_prescribed_at').notNull(),
  state: text('state').$type<RenewalItemState>().notNull().default('PENDING'),
  prescriptionId: uuid('prescription_id').references(() => prescriptions.id),
  processedAt: tstz('processed_at'),
  processedBy: clinicianId('processed_by'),
  rejectionReason: text('rejection_reason').$type<RenewalRejectionReason>(),
});

export const prescriptionDecisions = pgTable('prescription_decisions', {
  meetingId: meetingId().primaryKey(),
  decision: text('decision').$type<PrescriptionDecision>().notNull(),
  reason: text('reason').$type<PollenDenialReason>(),
  decidedBy: clinicianId('decided_by').notNull(),
  decidedAt: tstz('decided_at').notNull(),
});

export const ehmSessions = pgTable('ehm_sessions', {
  token: text('token').primaryKey(),
  prescriberId: uuid('prescriber_id').notNull(),
  patientIdNumber: text('patient_id_number').notNull(),
  expiresAt: tstz('expires_at').notNull(),
});
