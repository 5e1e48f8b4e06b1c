import { z } from 'zod';
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
});
export type LatestIdentityVerificationResponse = z.infer<typeof LatestIdentityVerificationResponse>;
export type LatestIdentityVerification = NonNullable<LatestIdentityVerificationResponse['latest']>;
