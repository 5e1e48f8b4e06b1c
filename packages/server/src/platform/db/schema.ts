/**
 * Typed mirror of migrations/*.sql for drizzle's query builder. The SQL files are the source of
 * truth (they run on both drivers); a test checks this mirror against the migrated database.
 */
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ActivityType,
  CareType,
  Country,
  InterventionType,
  MeetingMeans,
  MeetingStatus,
  PartnershipKind,
  Profession,
  VideoProvider,
} from '@konsult/domain';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pools = pgTable('pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').$type<Country>().notNull(),
  prorenata: boolean('prorenata').notNull().default(false),
  isExternal: boolean('is_external').notNull().default(false),
  partnership: text('partnership'),
  partnershipKind: text('partnership_kind').$type<PartnershipKind>(),
  usesExternalEmr: boolean('uses_external_emr').notNull().default(false),
});

export const clinicians = pgTable('clinicians', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  profession: text('profession').$type<Profession>().notNull(),
  careType: text('care_type').$type<CareType>().notNull(),
  poolId: text('pool_id')
    .notNull()
    .references(() => pools.id),
  specialties: text('specialties').array().notNull().default([]),
  slotLengthOverride: integer('slot_length_override'),
  frIsIndependent: boolean('fr_is_independent').notNull().default(false),
  locale: text('locale'),
  preferredVideoProvider: text('preferred_video_provider').$type<VideoProvider>(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export type HighCostCard = { id: string; date: string; region: string };
export type ExternalDoctor = { name: string; city: string };
export type Gender = 'female' | 'male' | 'other' | 'unknown';

export const patients = pgTable('patients', {
  id: uuid('id').primaryKey(),
  country: text('country').$type<Country>().notNull(),
  idNumber: text('id_number').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  maidenName: text('maiden_name'),
  gender: text('gender').$type<Gender>().notNull(),
  dob: date('dob', { mode: 'string' }).notNull(),
  email: text('email'),
  phone: text('phone'),
  preferredLanguage: text('preferred_language').notNull(),
  address: text('address'),
  zip: text('zip'),
  city: text('city'),
  countyId: text('county_id'),
  addressCountry: text('address_country'),
  seHighCostCard: jsonb('se_high_cost_card').$type<HighCostCard>(),
  gbNhsNumber: text('gb_nhs_number'),
  gbPracticeId: text('gb_practice_id'),
  gbPracticeName: text('gb_practice_name'),
  gbPartnership: text('gb_partnership'),
  gbPhoneEmr: text('gb_phone_emr'),
  gbIsOneTimeUser: boolean('gb_is_one_time_user').notNull().default(false),
  frStatusAme: boolean('fr_status_ame'),
  frStatusCmuc: boolean('fr_status_cmuc'),
  frExternalDoctor: jsonb('fr_external_doctor').$type<ExternalDoctor>(),
  hasProxyUser: boolean('has_proxy_user').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const children = pgTable('children', {
  id: text('id').primaryKey(),
  parentPatientId: uuid('parent_patient_id')
    .notNull()
    .references(() => patients.id),
  name: text('name').notNull(),
  gender: text('gender').$type<Gender>().notNull(),
  gbNhsNumber: text('gb_nhs_number'),
  relationshipVerified: boolean('relationship_verified').notNull().default(true),
});

export type InternalReferralJson = {
  bookerName: string;
  bookerFacility: string | null;
  bookerCareTypeName: string;
  message: string;
};
export type MarketSpecificsJson = {
  fr?: { caregiverType: string; isCovidPositiveTestMeeting: boolean; clinicianProfession: string };
  de?: { meetingType: string; isAOKPlusMeeting: boolean };
};

export const meetings = pgTable('meetings', {
  id: uuid('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  childId: text('child_id').references(() => children.id),
  activityType: text('activity_type').$type<ActivityType>().notNull(),
  interventionType: text('intervention_type').$type<InterventionType>().notNull(),
  status: text('status').$type<MeetingStatus>().notNull(),
  bookedTime: tstz('booked_time').notNull(),
  scheduledStartTime: tstz('scheduled_start_time').notNull(),
  slotLengthMinutes: integer('slot_length_minutes').notNull(),
  actualStartTime: tstz('actual_start_time'),
  actualEndTime: tstz('actual_end_time'),
  videoCallStartTime: tstz('video_call_start_time'),
  videoCallEndTime: tstz('video_call_end_time'),
  isConfirmed: boolean('is_confirmed').notNull().default(true),
  gotPrescription: boolean('got_prescription').notNull().default(false),
  prescriptionDenied: boolean('prescription_denied').notNull().default(false),
  prescriptionOnly: boolean('prescription_only').notNull().default(false),
  symptomsFormName: text('symptoms_form_name'),
  symptomsSurveyInformationId: text('symptoms_survey_information_id'),
  internalReferral: jsonb('internal_referral').$type<InternalReferralJson>(),
  reassignedToClinicianId: uuid('reassigned_to_clinician_id').references(() => clinicians.id),
  cancelReason: text('cancel_reason'),
  meetingMeans: text('meeting_means').$type<MeetingMeans>(),
  marketSpecifics: jsonb('market_specifics').$type<MarketSpecificsJson>().notNull().default({}),
  videoProvider: text('video_provider').$type<VideoProvider>(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  endedAt: tstz('ended_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export type AuditOutcome = 'success' | 'failure' | 'denied';

export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: tstz('at').notNull().defaultNow(),
  actorClinicianId: uuid('actor_clinician_id'),
  patientId: uuid('patient_id'),
  action: text('action').notNull(),
  resourceType: text('resource_type'),
  resourceId: text('resource_id'),
  outcome: text('outcome').$type<AuditOutcome>().notNull(),
  requestId: text('request_id'),
  ip: text('ip'),
  subject: text('subject'),
});

export const demoState = pgTable('demo_state', {
  id: integer('id').primaryKey(),
  anchor: tstz('anchor').notNull(),
});

export type StoredValues = Record<string, string | number | boolean | string[] | null>;

export const medicalRecordEntries = pgTable('medical_record_entries', {
  id: uuid('id').primaryKey(),
  entryContentId: uuid('entry_content_id').notNull(),
  meetingId: uuid('meeting_id')
    .notNull()
    .unique()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull().default(1),
  shareEntry: boolean('share_entry').notNull().default(false),
  signedAt: tstz('signed_at'),
  signedBy: uuid('signed_by').references(() => clinicians.id),
  strickenAt: tstz('stricken_at'),
  strickenBy: uuid('stricken_by').references(() => clinicians.id),
  strickenReason: text('stricken_reason'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export type EntryEventAction = 'created' | 'saved' | 'signed' | 'unsigned' | 'stricken';

export const medicalRecordEntryEvents = pgTable('medical_record_entry_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => medicalRecordEntries.id),
  action: text('action').$type<EntryEventAction>().notNull(),
  at: tstz('at').notNull().defaultNow(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  reason: text('reason'),
});

export const evaluations = pgTable('evaluations', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  templateId: text('template_id').notNull(),
  values: jsonb('values').$type<StoredValues>().notNull().default({}),
  version: integer('version').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => clinicians.id),
});

export const patientLinks = pgTable('patient_links', {
  id: uuid('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => clinicians.id),
  createdAt: tstz('created_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  revokedAt: tstz('revoked_at'),
});

export const verificationEvents = pgTable('verification_events', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => patients.id),
  patientId: text('patient_id').notNull(),
  meetingType: text('meeting_type').$type<'Child' | 'Adult'>().notNull(),
  previousStatus: text('previous_status').$type<'Unverified' | 'Accept' | 'Reject'>().notNull(),
  checkTime: tstz('check_time').notNull(),
  verifyingClinicianId: uuid('verifying_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  outcome: text('outcome').$type<'Accept' | 'Reject'>().notNull(),
  rejectionReason: text('rejection_reason').$type<
    'DidNotAttend' | 'TechnicalProblems' | 'Other' | 'CouldNotVerifyPatient'
  >(),
  kbvFreeTextAnswer: text('kbv_free_text_answer'),
});

export const videoTickets = pgTable('video_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  role: text('role').$type<'clinician' | 'patient'>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  provider: text('provider').$type<VideoProvider>().notNull().default('p2p'),
});

export const videoTimelineEvents = pgTable('video_timeline_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  timestamp: tstz('timestamp').notNull(),
  event: text('event').notNull(),
  type: text('type').notNull(),
  userType: text('user_type').notNull(),
  source: text('source').notNull(),
  eventDetails: jsonb('event_details').$type<Record<string, unknown>>(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey(),
  topic: text('topic').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  availableAt: tstz('available_at').notNull().defaultNow(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  deliveredAt: tstz('delivered_at'),
  patientId: uuid('patient_id').references(() => patients.id),
  meetingId: uuid('meeting_id').references(() => meetings.id),
});

export const videoRoomMembers = pgTable(
  'video_room_members',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id),
    role: text('role').$type<'clinician' | 'patient'>().notNull(),
    connectionId: text('connection_id').notNull(),
    provider: text('provider').$type<VideoProvider>().notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.role] })],
);

export const videoSignalRelay = pgTable('video_signal_relay', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
