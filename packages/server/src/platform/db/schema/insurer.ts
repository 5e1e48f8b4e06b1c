import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InsurerClaimRecord, InsurerPersonDetails, InsurerWellness } from '@konsult/domain';
import { tstz } from './columns';
import { meetings } from './meetings';

// ——— The embedded insurer (issue 20, migration 0048_insurer.sql): another system's record, keyed by kryUserId ———

export const embeddedInsurerMembers = pgTable('embedded_insurer_members', {
  kryUserId: uuid('kry_user_id').primaryKey(),
  entityId: text('entity_id').notNull(),
  partnerId: text('partner_id').notNull(),
  memberDetails: jsonb('member_details').$type<InsurerPersonDetails>().notNull(),
  patientDetails: jsonb('patient_details').$type<InsurerPersonDetails>().notNull(),
  productCode: text('product_code'),
  claimHistory: jsonb('claim_history').$type<InsurerClaimRecord[]>().notNull().default([]),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The rest of a policy's details, kept as the insurer gave them. */
export type EmbeddedPolicyDetails = {
  productType?: string | null;
  policyEndDate?: string | null;
  hospitalListDescription?: string | null;
  hasVitalityAtWork?: boolean;
  hasEssentials?: boolean;
  coverageExclusion?: string | null;
  excess?: { excessAmount: number | null; excessType: string | null; remainingExcess: number | null };
};

/** Per limit name; a limit or an amount left out is 0. */
export type EmbeddedPolicyLimits = Partial<
  Record<string, { limitAmount?: number | null; remainingLimitAmount?: number | null }>
>;

export const embeddedInsurerPolicies = pgTable('embedded_insurer_policies', {
  kryUserId: uuid('kry_user_id').primaryKey(),
  policyNumber: text('policy_number'),
  underwritingType: text('underwriting_type'),
  underwritingDescription: text('underwriting_description'),
  underwritingStartDate: date('underwriting_start_date', { mode: 'string' }),
  limits: jsonb('limits').$type<EmbeddedPolicyLimits>().notNull().default({}),
  details: jsonb('details').$type<EmbeddedPolicyDetails>().notNull().default({}),
});

export const embeddedInsurerClaims = pgTable('embedded_insurer_claims', {
  id: uuid('id').primaryKey(),
  kryUserId: uuid('kry_user_id').notNull(),
  insuranceNumber: text('insurance_number').notNull(),
  company: text('company').notNull(),
  isRevoked: boolean('is_revoked').notNull().default(false),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  triageNote: text('triage_note'),
  attachments: jsonb('attachments').$type<{ name: string; link: string }[]>().notNull().default([]),
  remainedAppointments: integer('remained_appointments').notNull(),
  numberOfAppointments: integer('number_of_appointments').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const embeddedInsurerWellness = pgTable('embedded_insurer_wellness', {
  kryUserId: uuid('kry_user_id').primaryKey(),
  data: jsonb('data').$type<Partial<InsurerWellness>>().notNull(),
});

export const embeddedInsurerPatientEmails = pgTable('embedded_insurer_patient_emails', {
  kryUserId: uuid('kry_user_id').primaryKey(),
  email: text('email').notNull(),
  meetingId: uuid('meeting_id').notNull(),
  setAt: tstz('set_at').notNull().defaultNow(),
});

export const embeddedInsurerFormData = pgTable('embedded_insurer_form_data', {
  meetingId: uuid('meeting_id').primaryKey(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const embeddedInsurerReports = pgTable('embedded_insurer_reports', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const embeddedInsurerSembleSyncs = pgTable('embedded_insurer_semble_syncs', {
  id: uuid('id').primaryKey(),
  body: jsonb('body').$type<unknown>().notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

// ——— Ours: finishing an insurer consultation (issue 20, migration 0050_insurer_finishes.sql) ———

export const insurerFinishes = pgTable('insurer_finishes', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  voidWarnedAt: tstz('void_warned_at'),
  reportSentAt: tstz('report_sent_at'),
});
