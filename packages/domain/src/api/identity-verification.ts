import { z } from 'zod';
import { KBV_STATES } from '../identity/kbv';
import { epochMs, IdName } from './common';

/** Seed 000 §3 Verification event: rejection reasons. */
export const REJECTION_REASONS = ['DidNotAttend', 'TechnicalProblems', 'Other', 'CouldNotVerifyPatient'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * POST /api/uk-identity/meeting/{meetingId}/verification (our path; the seed hides it), snake_case
 * as the seed's verification event. A rejection needs its reason; it ends the meeting.
 */
export const VerifyIdentityBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('Accept'), kbv_free_text_answer: z.string().trim().max(2000).optional() }),
  z.object({
    outcome: z.literal('Reject'),
    rejection_reason: z.enum(REJECTION_REASONS),
    kbv_free_text_answer: z.string().trim().max(2000).optional(),
  }),
]);
export type VerifyIdentityBody = z.infer<typeof VerifyIdentityBody>;

/** The stored verification event, snake_case as the seed writes it. */
export const VerificationEvent = z.object({
  user_id: z.string(),
  patient_id: z.string(),
  meeting_type: z.enum(['Child', 'Adult']),
  previous_status: z.enum(['Unverified', 'Accept', 'Reject']),
  check_time: epochMs,
  verifying_clinician_id: z.string(),
  outcome: z.enum(['Accept', 'Reject']),
  rejection_reason: z.enum(REJECTION_REASONS).nullable(),
  kbv_free_text_answer: z.string().nullable(),
});
export type VerificationEvent = z.infer<typeof VerificationEvent>;

/** Identity verification applies only to UK clinicians (seed 000 §4). */
export function isIdentityVerificationOffered(country: string): boolean {
  return country === 'GB';
}

/**
 * How the identity was verified. konsult records one method, the clinician's check in a consultation (accept or
 * reject, with an optional knowledge-based-verification answer); document checks by other services would add theirs.
 */
export const IDENTITY_VERIFICATION_METHODS = ['clinician_check'] as const;

/**
 * GET /api/user/{id}/identity-verification/method/latest (seed 001 §7): the patient's latest verification event,
 * or `latest: null` when there is none. The KBV answer itself stays in the event; the screen shows only whether
 * one was given.
 */
export const LatestIdentityVerificationResponse = z.object({
  latest: z
    .object({
      method: z.enum(IDENTITY_VERIFICATION_METHODS),
      outcome: z.enum(['Accept', 'Reject']),
      rejectionReason: z.enum(REJECTION_REASONS).nullable(),
      checkTime: epochMs,
      meetingId: z.string(),
      meetingType: z.enum(['Child', 'Adult']),
      verifyingClinician: IdName,
      kbvState: z.enum(['answered', 'not_asked']),
    })
    .nullable(),
  /**
   * The patient's latest knowledge-based verification session (our addition): the id the patient tab reads its state
   * by (GET /api/uk-identity/user/{id}/kbv/state/{kbvId}); null when none was ever started. Absent reads as null.
   */
  kbvSessionId: z.string().nullable().default(null),
});
export type LatestIdentityVerificationResponse = z.infer<typeof LatestIdentityVerificationResponse>;
export type LatestIdentityVerification = NonNullable<LatestIdentityVerificationResponse['latest']>;

/** GET /api/uk-identity/user/{userId}/kbv/state/{kbvId} (seed 001 §7): one KBV session of the patient. */
export const KbvStateResponse = z.object({
  kbv: z.object({
    kbvId: z.string(),
    /** See `kbvStateAt` (identity/kbv.ts): an unfinished session past its expiry reads EXPIRED. */
    state: z.enum(KBV_STATES),
    questionsAnswered: z.number().int().min(0),
    questionsTotal: z.number().int().min(1),
    createdAt: epochMs,
    startedAt: epochMs.nullable(),
    /** When it was passed or failed; null while open or expired. */
    completedAt: epochMs.nullable(),
    expiresAt: epochMs,
  }),
});
export type KbvStateResponse = z.infer<typeof KbvStateResponse>;
export type KbvSession = KbvStateResponse['kbv'];

/**
 * GET /api/user/doctor/tracing/{userId}/scr_missing (seed 001 §7): the patient's latest NHS tracing on the Spine (PDS)
 * and whether their Summary Care Record is missing. `trace` is null when the patient was never traced. A trace without
 * a match has no NHS number, and then no Summary Care Record can be found either (`scrMissing` is true).
 */
export const ScrMissingResponse = z.object({
  trace: z
    .object({
      tracedAt: epochMs,
      outcome: z.enum(['traced', 'no_match']),
      /** The NHS number PDS returned; null when there was no match. */
      nhsNumber: z.string().nullable(),
      scrMissing: z.boolean(),
    })
    .nullable(),
});
export type ScrMissingResponse = z.infer<typeof ScrMissingResponse>;
export type PdsTrace = NonNullable<ScrMissingResponse['trace']>;

/** Onfido's photo-ID check, as the patient tab shows it: invited but not started, in progress, or its result. */
export const PHOTO_ID_STATUSES = ['not_started', 'in_progress', 'clear', 'consider'] as const;
export type PhotoIdStatus = (typeof PHOTO_ID_STATUSES)[number];
export const PHOTO_ID_DOCUMENT_TYPES = [
  'passport',
  'driving_licence',
  'national_identity_card',
  'residence_permit',
] as const;
export type PhotoIdDocumentType = (typeof PHOTO_ID_DOCUMENT_TYPES)[number];

/**
 * GET /api/user/doctor/onfido/{userId} (seed 001 §7): the patient's latest photo-ID check, or `check: null` when none
 * was ever asked for. Never the images: the clinician sees the status, the document type and when it was checked.
 */
export const PhotoIdCheckResponse = z.object({
  check: z
    .object({
      status: z.enum(PHOTO_ID_STATUSES),
      /** Known once the patient uploaded their document. */
      documentType: z.enum(PHOTO_ID_DOCUMENT_TYPES).nullable(),
      requestedAt: epochMs,
      /** When the result (clear or consider) came; null before. */
      checkedAt: epochMs.nullable(),
    })
    .nullable(),
});
export type PhotoIdCheckResponse = z.infer<typeof PhotoIdCheckResponse>;
export type PhotoIdCheck = NonNullable<PhotoIdCheckResponse['check']>;
