import { boolean, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { meetingId, patientId } from './references';

// ——— Record pane (issue 5, migration 0014): warnings, observations, overview ———

export type PatientWarningType = 'WARNING' | 'INFO';

export const patientWarnings = pgTable('patient_warnings', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  type: text('type').$type<PatientWarningType>().notNull(),
  reason: text('reason').notNull(),
  note: text('note'),
  clinicianName: text('clinician_name').notNull(),
  createdAt: createdAt(),
});

export const frContactPersons = pgTable('fr_contact_persons', {
  patientId: patientId().primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  relationship: text('relationship'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const healthObservations = pgTable('health_observations', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  propertyName: text('property_name').notNull(),
  values: text('values').array().notNull(),
  sourceName: text('source_name').notNull(),
  responseSetId: text('response_set_id'),
  createdAt: tstz('created_at').notNull(),
});

export const healthCheckScores = pgTable('health_check_scores', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  totalScore: integer('total_score').notNull(),
  physicalScore: integer('physical_score').notNull(),
  mentalScore: integer('mental_score').notNull(),
  maxScore: integer('max_score').notNull(),
  createdAt: tstz('created_at').notNull(),
});

export type ClaimAttachment = { name: string; link: string };

export const insuranceClaims = pgTable('insurance_claims', {
  meetingId: meetingId().primaryKey(),
  patientId: patientId().notNull(),
  insuranceNumber: text('insurance_number').notNull(),
  company: text('company').notNull(),
  isRevoked: boolean('is_revoked').notNull().default(false),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  triageNote: text('triage_note'),
  attachments: jsonb('attachments').$type<ClaimAttachment[]>().notNull().default([]),
  remainedAppointments: integer('remained_appointments').notNull(),
  numberOfAppointments: integer('number_of_appointments').notNull(),
});

export const seListings = pgTable('se_listings', {
  patientId: patientId().primaryKey(),
  isListed: boolean('is_listed').notNull(),
  isBvcListed: boolean('is_bvc_listed').notNull().default(false),
  healthCenter: text('health_center'),
});
