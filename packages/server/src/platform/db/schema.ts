/**
 * Typed mirror of migrations/*.sql for drizzle's query builder. The SQL files are the source of
 * truth (they run on both drivers); a test checks this mirror against the migrated database.
 */
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccessGround,
  ActivityType,
  B2bTicketType,
  CareType,
  Country,
  Dosage,
  InterventionType,
  MedicationReason,
  MeetingMeans,
  MeetingStatus,
  PartnershipKind,
  Profession,
  RecordEntry,
  ReferralKind,
  SilDrug,
  StaffRole,
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
  role: text('role').$type<StaffRole>().notNull().default('clinician'),
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

export type MeetingBookedBy = { clinicianId: string; name: string; message: string; originMeetingId: string };

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
  /** A clinician's booking (book revisit); null when the patient booked (migration 0020). */
  bookedBy: jsonb('booked_by').$type<MeetingBookedBy>(),
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
  /** 'care' or 'emergency' (migration 0029): on what ground patient data was reached. */
  ground: text('ground').$type<AccessGround>(),
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

/** Seed 000 §2: an action panel opened or closed (analytics, migration 0018). */
export const actionPanelEvents = pgTable('action_panel_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Null for a panel of the meetingless view (migration 0025). */
  meetingId: uuid('meeting_id').references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  action: text('action').notNull(),
  event: text('event').$type<'opened' | 'closed'>().notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
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

export const recordHistoryEntries = pgTable('record_history_entries', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  meetingId: uuid('meeting_id').references(() => meetings.id),
  documentId: text('document_id').notNull(),
  contactAt: tstz('contact_at').notNull(),
  contactType: text('contact_type').$type<RecordEntry['contactType']>().notNull(),
  responsibleName: text('responsible_name').notNull(),
  titleResponsibleName: text('title_responsible_name'),
  careFacilityName: text('care_facility_name'),
  title: text('title').notNull(),
  templateId: text('template_id'),
  rows: jsonb('rows').$type<RecordEntry['rows']>().notNull().default([]),
  documents: jsonb('documents').$type<RecordEntry['documents']>().notNull().default([]),
  prescriptions: jsonb('prescriptions').$type<RecordEntry['prescriptions']>().notNull().default([]),
  ePrescriptions: jsonb('e_prescriptions').$type<RecordEntry['ePrescriptions']>().notNull().default([]),
  referral: jsonb('referral').$type<RecordEntry['referral']>(),
  signedAt: tstz('signed_at'),
  strickenAt: tstz('stricken_at'),
  strickenBy: uuid('stricken_by').references(() => clinicians.id),
  strickenReason: text('stricken_reason'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** Derived by a trigger (migration 0013): never written by the app. */
  wirePrefix: text('wire_prefix').notNull().default(''),
});

// ——— Record pane (issue 5, migration 0014): warnings, observations, overview, symptoms, documents ———

/** Image bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both write a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export type PatientWarningType = 'WARNING' | 'INFO';

export const patientWarnings = pgTable('patient_warnings', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  type: text('type').$type<PatientWarningType>().notNull(),
  reason: text('reason').notNull(),
  note: text('note'),
  clinicianName: text('clinician_name').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const recordsSystemAccessWarnings = pgTable(
  'records_system_access_warnings',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.code] })],
);

export const frContactPersons = pgTable('fr_contact_persons', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  relationship: text('relationship'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const healthObservations = pgTable('health_observations', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  propertyName: text('property_name').notNull(),
  values: text('values').array().notNull(),
  sourceName: text('source_name').notNull(),
  responseSetId: text('response_set_id'),
  createdAt: tstz('created_at').notNull(),
});

export const healthCheckScores = pgTable('health_check_scores', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  totalScore: integer('total_score').notNull(),
  physicalScore: integer('physical_score').notNull(),
  mentalScore: integer('mental_score').notNull(),
  maxScore: integer('max_score').notNull(),
  createdAt: tstz('created_at').notNull(),
});

export type ClaimAttachment = { name: string; link: string };

export const insuranceClaims = pgTable('insurance_claims', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
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
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id),
  isListed: boolean('is_listed').notNull(),
  isBvcListed: boolean('is_bvc_listed').notNull().default(false),
  healthCenter: text('health_center'),
});

export type StoredSurveyQuestion = {
  nodeName: string;
  nodeTypeName: string;
  title: string;
  answers: string[];
  options: { value: string; label: string }[];
};

export const surveyResponses = pgTable('survey_responses', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  formName: text('form_name').notNull(),
  surveyInformationId: text('survey_information_id').notNull(),
  policyUrl: text('policy_url'),
  questions: jsonb('questions').$type<StoredSurveyQuestion[]>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export type ImageContentType = 'image/jpeg' | 'image/png';

export const symptomImages = pgTable('symptom_images', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const patientDocuments = pgTable('patient_documents', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  surveyInformationId: text('survey_information_id'),
  contentType: text('content_type').$type<ImageContentType>().notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

// ——— Health checks and self-assessments (issue 6, migration 0017_lab_tests_self_assessments.sql) ———

/** A lab visit's body measurements; BMI is derived on read. */
export const labEncounters = pgTable('lab_encounters', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
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
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
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

/** Stored as the wire's question (packages/domain/src/api/self-assessments.ts). */
export type StoredSelfAssessmentQuestion = {
  title: string;
  subtitle: string | null;
  options: { label: string; value: string; selected: boolean }[];
  answer: string | null;
};

export const selfAssessmentResponses = pgTable('self_assessment_responses', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  formName: text('form_name').notNull(),
  questions: jsonb('questions').$type<StoredSelfAssessmentQuestion[]>().notNull(),
  score: doublePrecision('score'),
  createdAt: tstz('created_at').notNull(),
});

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

export const careFacilities = pgTable('care_facilities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').$type<Country>().notNull(),
  /** Patients can be referred here (physical referrals, migration 0023). */
  referable: boolean('referable').notNull().default(false),
  address: text('address'),
});

/** Who works at a care facility: the clinicians a physical referral can book (migration 0023). */
export const careFacilityClinicians = pgTable(
  'care_facility_clinicians',
  {
    careFacilityId: text('care_facility_id')
      .notNull()
      .references(() => careFacilities.id),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id),
  },
  (t) => [primaryKey({ columns: [t.careFacilityId, t.clinicianId] })],
);

/** A referral made from a meeting and the meeting it booked for the receiver (migration 0023). */
export const internalReferrals = pgTable('internal_referrals', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<ReferralKind>().notNull(),
  originMeetingId: uuid('origin_meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  bookerClinicianId: uuid('booker_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  receivingClinicianId: uuid('receiving_clinician_id')
    .notNull()
    .references(() => clinicians.id),
  careTypeId: text('care_type_id').$type<Profession>().notNull(),
  careFacilityId: text('care_facility_id').references(() => careFacilities.id),
  bookedMeetingId: uuid('booked_meeting_id')
    .notNull()
    .references(() => meetings.id),
  message: text('message').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** A meeting at a clinic and its care facility; digital meetings have no row. */
export const meetingCareFacilities = pgTable('meeting_care_facilities', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  careFacilityId: text('care_facility_id')
    .notNull()
    .references(() => careFacilities.id),
});

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

/** One conversation per meeting between its clinician and patient (seed 002 §7 Messaging; migration 0019). */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey(),
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
  state: text('state').$type<'active' | 'paused'>().notNull().default('active'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const conversationMessages = pgTable('conversation_messages', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  senderRole: text('sender_role').$type<'CLINICIAN' | 'PATIENT'>().notNull(),
  senderClinicianId: uuid('sender_clinician_id').references(() => clinicians.id),
  subject: text('subject'),
  body: text('body').notNull(),
  hasButton: boolean('has_button').notNull().default(false),
  buttonType: text('button_type'),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  readAt: tstz('read_at'),
});

/** A file attached to a message to the patient (migration 0021); unlinked until the message is sent. */
export const messageAttachments = pgTable('message_attachments', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => clinicians.id),
  messageId: uuid('message_id').references(() => conversationMessages.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** A document made from a template in a meeting, with its finished PDF (migration 0022). */
export const medicalDocuments = pgTable('medical_documents', {
  id: uuid('id').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  templateId: text('template_id').notNull(),
  title: text('title').notNull(),
  fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** A partner's B2B validity ticket for a patient, as the embedded ticket system holds it (migration 0024). */
export const b2bTickets = pgTable('b2b_tickets', {
  id: uuid('id').primaryKey(),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  partnerName: text('partner_name').notNull(),
  type: text('type').$type<B2bTicketType>().notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  numberOfAppointments: integer('number_of_appointments').notNull(),
  remainedAppointments: integer('remained_appointments').notNull(),
  issuedAt: tstz('issued_at').notNull().defaultNow(),
  revokedAt: tstz('revoked_at'),
  deletedAt: tstz('deleted_at'),
});

/** The meeting one appointment of a ticket paid for (migration 0024). */
export const b2bTicketUses = pgTable('b2b_ticket_uses', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => b2bTickets.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  usedAt: tstz('used_at').notNull().defaultNow(),
});

export const embeddedFaults = pgTable('embedded_faults', {
  system: text('system').primaryKey(),
  fault: text('fault'),
  setAt: tstz('set_at').notNull().defaultNow(),
});

/** Emergency access to a patient's record (migration 0029): time-boxed, with the reason the clinician stated. */
export const emergencyAccess = pgTable('emergency_access', {
  id: uuid('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patients.id),
  reason: text('reason').notNull(),
  startedAt: tstz('started_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});
