import { z } from 'zod';

/**
 * The seasonal-allergy (pollen) text prescription (seed 000 §4, §6, §9; issue 17): step 1, is the patient eligible;
 * step 2, the prescription (accept) or a denial with its reason and a message to the patient (deny). Ours: under
 * /api/meeting/{id}/prescription, the seed's "accept and deny prescription for a meeting" with {message, reason}.
 */
export const POLLEN_DENIAL_REASONS = ['reason_complimentary_questions', 'reason_other'] as const;
export type PollenDenialReason = (typeof POLLEN_DENIAL_REASONS)[number];

export const PRESCRIPTION_DECISIONS = ['ACCEPTED', 'DENIED'] as const;
export type PrescriptionDecision = (typeof PRESCRIPTION_DECISIONS)[number];

/** GET …/prescription/decision: "already accepted" (a prescription or an acceptance) or "already denied". */
export const PrescriptionDecisionResponse = z.object({
  decision: z.enum(PRESCRIPTION_DECISIONS).nullable(),
  alreadyAccepted: z.boolean(),
  alreadyDenied: z.boolean(),
});
export type PrescriptionDecisionResponse = z.infer<typeof PrescriptionDecisionResponse>;

/** POST …/prescription/accept: the patient is eligible; the prescription follows in the prescription panel. */
export const AcceptPrescriptionBody = z.object({
  message: z.string().trim().max(2000).nullable().default(null),
  reason: z.null().default(null),
});
export type AcceptPrescriptionBody = z.infer<typeof AcceptPrescriptionBody>;

/**
 * POST …/prescription/deny: the reason, and the message to the patient: reason_complimentary_questions sends its own
 * text with a button to book a revisit; reason_other sends what the clinician writes.
 */
export const DenyPrescriptionBody = z.object({
  reason: z.enum(POLLEN_DENIAL_REASONS),
  message: z.string().trim().max(2000).default(''),
});
export type DenyPrescriptionBody = z.infer<typeof DenyPrescriptionBody>;
