import { z } from 'zod';
import { epochMs, listResponse, entrySignature } from './common';

/** Values as stored: the wire accepts what a form field can hold. */
export const FormValuesBody = z.record(
  z.string().max(100),
  z.union([z.string().max(50_000), z.number(), z.boolean(), z.array(z.string().max(500)).max(50), z.null()]),
);

/** Seed 002 §3 Medical record entry, seed 001 §3 fields, plus the optimistic-concurrency version. */
export const MedicalRecordEntry = z.object({
  id: z.string(),
  entryContentId: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  templateId: z.string(),
  values: FormValuesBody,
  /** Starts at 1; every accepted save increments it. A save names the version it edited. */
  version: z.number().int(),
  shareEntry: z.boolean(),
  ...entrySignature,
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MedicalRecordEntry = z.infer<typeof MedicalRecordEntry>;

/** GET /api/medicalrecord/v2/entry/{meetingId}: the meeting's entry (null before the first save) and its template id. */
export const EntryResponse = z.object({ entry: MedicalRecordEntry.nullable(), templateId: z.string() });
export type EntryResponse = z.infer<typeof EntryResponse>;

/** PUT /api/medicalrecord/v2/entry/{meetingId}. `version` is the version edited: 0 when there was no entry yet. */
export const SaveEntryBody = z.object({
  values: FormValuesBody,
  version: z.number().int().min(0),
  share_entry: z.boolean().optional(),
});
export type SaveEntryBody = z.infer<typeof SaveEntryBody>;

export const Evaluation = z.object({
  meetingId: z.string(),
  templateId: z.string(),
  values: FormValuesBody,
  version: z.number().int(),
  updatedAt: epochMs,
});
export type Evaluation = z.infer<typeof Evaluation>;

/**
 * What the meeting already produced that the evaluation must reflect (seed 002 §4): an existing
 * prescription, lab or specialist referral, or sick note forces `patient_helped` and preselects
 * and disables those actions. Later issues fill these from their own tables.
 */
export const EvaluationContext = z.object({
  hasPrescription: z.boolean(),
  hasLabReferral: z.boolean(),
  hasSpecialistReferral: z.boolean(),
  hasSickNote: z.boolean(),
});
export type EvaluationContext = z.infer<typeof EvaluationContext>;

/** GET /api/medicalrecord/evaluation/{meetingId}. `templateId` is null where no evaluation applies (Norway). */
export const EvaluationResponse = z.object({
  evaluation: Evaluation.nullable(),
  templateId: z.string().nullable(),
  context: EvaluationContext,
});
export type EvaluationResponse = z.infer<typeof EvaluationResponse>;

/** PUT /api/medicalrecord/evaluation/{meetingId}. */
export const SaveEvaluationBody = z.object({ values: FormValuesBody, version: z.number().int().min(0) });
export type SaveEvaluationBody = z.infer<typeof SaveEvaluationBody>;

/** POST /api/meeting/doctor/meeting/{meetingId}/finish (seed 000 §4: status COMPLETED and a sign flag). */
const FINISH_STATUSES = ['COMPLETED', 'NO_SHOW'] as const;
export const FinishMeetingBody = z.object({ status: z.enum(FINISH_STATUSES), sign: z.boolean() });
export type FinishMeetingBody = z.infer<typeof FinishMeetingBody>;

export const FinishMeetingResponse = z.object({
  status: z.enum(FINISH_STATUSES),
  entry: MedicalRecordEntry.nullable(),
});
export type FinishMeetingResponse = z.infer<typeof FinishMeetingResponse>;

/** POST /api/medicalrecord/entry/unsign/{entryId} and /strike/{entryId}. */
export const ReasonBody = z.object({ reason: z.string().trim().min(1).max(2000) });
export type ReasonBody = z.infer<typeof ReasonBody>;

/** GET /api/medicalrecord/entry/audit/{entryId}. */
export const EntryAuditResponse = z.object({
  events: z.array(
    z.object({
      action: z.enum(['created', 'saved', 'signed', 'unsigned', 'stricken']),
      at: epochMs,
      clinicianId: z.string(),
      clinicianName: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type EntryAuditResponse = z.infer<typeof EntryAuditResponse>;

export const IcdCode = z.object({ code: z.string(), title: z.string() });
export type IcdCode = z.infer<typeof IcdCode>;

/** GET /api/medicalrecord/icd10?query=&limit= (our path; the seed hides it). */
export const IcdSearchResponse = listResponse('codes', IcdCode);

/** GET /api/medicalrecord/clinician/non-recommended-icd-codes (seed 001 §7: reads icdCodes). */
export const NonRecommendedIcdResponse = z.object({
  icdCodes: z.array(z.object({ code: z.string(), guidelineUrl: z.string() })),
});
export type NonRecommendedIcdResponse = z.infer<typeof NonRecommendedIcdResponse>;

/** Seed 002 §8: the finish-meeting and signing error keys the records system and the server answer with. */
export const SIGNING_ERROR_KEYS = [
  'finish_meeting_error',
  'unknown_signing_general_error',
  'entry_content_id_mismatch',
  'prn_no_access_to_house_error',
  'prn_no_access_to_patient_error',
  'prn_no_connected_account',
  'prn_unknown_error',
  'prn_no_user_found_or_is_blocked',
  'prn_object_not_found',
  'prn_field_exceeded',
  'prn_entry_link_missing',
  'prn_timeout_exceeded',
  'prn_already_signed',
] as const;
export type SigningErrorKey = (typeof SIGNING_ERROR_KEYS)[number];

/**
 * PUT /api/dev/faults/records-system (demo mode, embedded records system only): every signing then fails with
 * `fault` until it is set to null. The answer is the fault now in force.
 */
export const RecordsSystemFaultBody = z.object({ fault: z.enum(SIGNING_ERROR_KEYS).nullable() });
export type RecordsSystemFaultBody = z.infer<typeof RecordsSystemFaultBody>;

/** GET /api/meeting/emrconfig?meetingId= (seed 002 §7). */
export const EmrConfigResponse = z.object({ usesExternalEmr: z.boolean(), hasPostPhysicalEvaluation: z.boolean() });
export type EmrConfigResponse = z.infer<typeof EmrConfigResponse>;
