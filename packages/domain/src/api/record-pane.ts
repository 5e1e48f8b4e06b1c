import { z } from 'zod';
import { epochMs, listResponse, entrySignature } from './common';
import { INTERVENTION_TYPES } from '../meetings/meeting';

/**
 * Wire contracts of the left record pane (seed 001; issue 5). Times are epoch milliseconds. Paths are the
 * seed's where it shows them (under /api); where it hides them, ours are listed in docs/api.md.
 */

// ——— Record history: GET /api/medicalrecord/v4/entries/{patientId}?includeStricken=true|false ———

/**
 * Contact types of record entries, each mapping to an intervention type (seed 001 §9); 'administrative'
 * (letters, results, notes without a contact) maps to none.
 */
export const CONTACT_TYPES = [
  'video_consultation',
  'text_consultation',
  'phone_consultation',
  'clinic_visit',
  'chat_consultation',
  'home_visit',
  'administrative',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_INTERVENTION: Record<ContactType, (typeof INTERVENTION_TYPES)[number] | null> = {
  video_consultation: 'VIDEO',
  text_consultation: 'TEXT',
  phone_consultation: 'PHONE',
  clinic_visit: 'CLINIC',
  chat_consultation: 'CHAT',
  home_visit: 'CLINIC',
  administrative: null,
};

export const RecordEntryRow = z.object({
  formNodeName: z.string(),
  label: z.string(),
  value: z.string(),
  selectedOptions: z.array(z.string()),
});
export type RecordEntryRow = z.infer<typeof RecordEntryRow>;

/** Seed 001 §3 "Specialist referral (Sweden)". */
export const SpecialistReferral = z.object({
  id: z.string(),
  externalSpecialistInfo: z.string().nullable(),
  specialistUnit: z.object({ name: z.string(), visitingAddress: z.string().nullable() }),
  purposeTitle: z.string(),
  purposeBody: z.string(),
});
export type SpecialistReferral = z.infer<typeof SpecialistReferral>;

/**
 * The UK mental-health note form's template id, as record entries written in it carry it: a UK mental-health
 * meeting shows only these entries (seed 002 §1). The records system holds them; konsult has no such form yet.
 */
export const UK_MENTAL_HEALTH_TEMPLATE_ID = 'medical-record/GB/mental-health/v1';

/**
 * Seed 001 §3 "Medical record entry". `source` says where it lives: a note written in konsult (its id is the
 * note's, strikable through POST /api/medicalrecord/entry/strike/{id}) or an entry the records system holds from
 * before (also strikable, same route). `templateId` is the note template when known (the UK mental-health
 * variant shows only its own form's entries).
 */
export const RecordEntry = z.object({
  id: z.string(),
  documentId: z.string(),
  meetingId: z.string().nullable(),
  source: z.enum(['konsult', 'records-system']),
  templateId: z.string().nullable(),
  contactAt: epochMs,
  contactType: z.enum(CONTACT_TYPES),
  responsibleName: z.string(),
  titleResponsibleName: z.string().nullable(),
  careFacilityName: z.string().nullable(),
  title: z.string(),
  rows: z.array(RecordEntryRow),
  ...entrySignature,
  createdAt: epochMs,
  documents: z.array(z.object({ id: z.string(), documentTemplateName: z.string() })),
  prescriptions: z.array(
    z.object({ id: z.string(), drugName: z.string(), dosageText: z.string(), prescribedAt: epochMs }),
  ),
  ePrescriptions: z.array(z.object({ id: z.string(), drugName: z.string(), status: z.string(), sentAt: epochMs })),
  referral: SpecialistReferral.nullable(),
});
export type RecordEntry = z.infer<typeof RecordEntry>;

/** Newest first. */
export const RecordEntriesResponse = listResponse('entries', RecordEntry);
export type RecordEntriesResponse = z.infer<typeof RecordEntriesResponse>;

// ——— Upcoming appointments: GET /api/meeting/clinician/upcoming-appointments/v2/{patientId}/{meetingId}?size=100&page=0
// ({meetingId} is the meeting on screen, left out of the list; '-' in the meetingless view) ———

export const Appointment = z.object({
  meetingId: z.string(),
  interventionType: z.enum(INTERVENTION_TYPES),
  careFacilityName: z.string().nullable(),
  clinician: z.object({ name: z.string(), clinicianTitle: z.string().nullable() }),
  bookedByPatient: z.boolean(),
  bookerClinician: z.string().nullable(),
  bookerInterventionType: z.enum(INTERVENTION_TYPES).nullable(),
  confirmed: z.boolean(),
  bookerMessage: z.string().nullable(),
  startTime: epochMs,
  endTime: epochMs,
  dropin: z.boolean(),
  isInternalReferral: z.boolean(),
  symptomId: z.string().nullable(),
});
export type Appointment = z.infer<typeof Appointment>;

export const UpcomingAppointmentsResponse = z.object({
  content: z.array(Appointment),
  totalElements: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type UpcomingAppointmentsResponse = z.infer<typeof UpcomingAppointmentsResponse>;

// ——— Warnings: GET /api/medicalrecord/patient/warnings/{patientId} (ours) and the records system's access
// warnings GET /api/medicalrecord/patient/prorenatawarnings/{patientId} (seed) ———

export const PatientWarning = z.object({
  warningId: z.string(),
  type: z.enum(['WARNING', 'INFO']),
  reason: z.string(),
  note: z.string().nullable(),
  clinicianName: z.string(),
  createdAt: epochMs,
});
export type PatientWarning = z.infer<typeof PatientWarning>;

export const PatientWarningsResponse = listResponse('warnings', PatientWarning);
export type PatientWarningsResponse = z.infer<typeof PatientWarningsResponse>;

/** Known codes: prn_no_access_to_house_error, error_falling_back_to_middle_storage; others are reported as unknown. */
export const ProrenataWarningsResponse = z.object({ codes: z.array(z.string()) });
export type ProrenataWarningsResponse = z.infer<typeof ProrenataWarningsResponse>;

// ——— France contact person: GET /api/fr-patient-details/contact-person/{meetingId}/patient/{patientId}; 404: none ———

export const ContactPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  relationship: z.string().nullable(),
});
export type ContactPerson = z.infer<typeof ContactPerson>;

// ——— Health observations: GET /api/facts/patients/{patientId}/observations?history=true&localisedValues=true ———

/**
 * Seed 001 §3 "Patient health properties". propertyName: body_height (cm), body_weight (kg), optionally prefixed
 * gt_/lt_; allergies come as propertyName 'allergy' from source 'health_profile_allergies' with values
 * [allergyName, diagnosisMethods, patientComment].
 */
export const HealthObservation = z.object({
  propertyName: z.string(),
  values: z.array(z.string()),
  createdAt: epochMs,
  sourceDetails: z.object({ name: z.string() }),
  responseSetId: z.string().nullable(),
});
export type HealthObservation = z.infer<typeof HealthObservation>;

export const HealthObservationsResponse = listResponse('observations', HealthObservation);
export type HealthObservationsResponse = z.infer<typeof HealthObservationsResponse>;

// ——— Patient overview (ours): GET /api/patient/{patientId}/overview?meetingId= ———

export const HealthCheckScore = z.object({
  totalScore: z.number(),
  physicalScore: z.number(),
  mentalScore: z.number(),
  maxScore: z.number(),
});
export type HealthCheckScore = z.infer<typeof HealthCheckScore>;

export const InsuranceClaim = z.object({
  insuranceNumber: z.string(),
  company: z.string(),
  isRevoked: z.boolean(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  triageNote: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), link: z.string() })),
  remainedAppointments: z.number().int(),
  numberOfAppointments: z.number().int(),
});
export type InsuranceClaim = z.infer<typeof InsuranceClaim>;

/**
 * What the patient tab shows besides the meeting's user: the health-check score card, the meeting's insurance claim
 * (its numberOfAppointments gives the tags), Swedish listing, and whether a child's relationship to the patient
 * was verified before this meeting (null without a child).
 */
export const PatientOverview = z.object({
  healthCheckScore: HealthCheckScore.nullable(),
  insuranceClaim: InsuranceClaim.nullable(),
  listing: z
    .object({ isListed: z.boolean(), isBvcListed: z.boolean(), healthCenter: z.string().nullable() })
    .nullable(),
  childRelationshipVerified: z.boolean().nullable(),
});
export type PatientOverview = z.infer<typeof PatientOverview>;

// ——— Symptoms: GET /api/meeting/doctor/survey-responses/{meetingId} (ours); images
// GET /api/meeting/doctor/symtoms/image/{imageId}?meetingId= (seed, its spelling), image/jpeg ———

export const SurveyQuestion = z.object({
  nodeName: z.string(),
  /** 'photo' and 'taggable_photos' answers are image ids. */
  nodeTypeName: z.string(),
  title: z.string(),
  answers: z.array(z.string()),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** null survey: the meeting has no symptoms survey. */
export const SurveyResponseResponse = z.object({
  survey: z
    .object({
      formName: z.string(),
      surveyInformationId: z.string(),
      policyUrl: z.string().nullable(),
      questions: z.array(SurveyQuestion),
    })
    .nullable(),
});
export type SurveyResponseResponse = z.infer<typeof SurveyResponseResponse>;

// ——— Patient documents: GET /api/medicalrecord/patientdocuments?patientId=&meetingId=&surveyInformationId=
// (seed path, our parameters); image GET /api/medicalrecord/patientdocuments/{patientDocumentId}/image?meetingId= ———

export const PatientDocumentsResponse = z.object({
  patientDocuments: z.array(z.object({ patientDocumentId: z.string(), createdAt: epochMs })),
});
export type PatientDocumentsResponse = z.infer<typeof PatientDocumentsResponse>;
