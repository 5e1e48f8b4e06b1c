import { z } from 'zod';
import { epochMs, requestId } from './common';
import { Dosage, SilDrug } from './medication-list';

/**
 * Swedish prescription renewal ("prorenata", seed 000 §4, §5, §7, §9; seed 002 §7; issue 17): the patient asks for
 * some of their prescriptions to be renewed; the clinician renews, replaces, cancels or rejects each item. Paths
 * under /api/medicalrecord/prnprescription as the seed names them.
 */

export const RENEWAL_ITEM_STATES = ['PENDING', 'RENEWED', 'REPLACED', 'CANCELLED', 'REJECTED'] as const;
export type RenewalItemState = (typeof RENEWAL_ITEM_STATES)[number];

/** Seed 000 §4: an item is a medication request with its distributed drug and the drug article last dispensed. */
export const RenewalItem = z.object({
  medicationRequest: z.object({ id: z.string() }),
  distributedDrug: SilDrug.pick({ nplId: true, tradeName: true, atcCode: true, drugFormTextSv: true }),
  drugArticle: z.object({
    nplPackId: z.string(),
    size: z.string(),
    /** Still sold: only a valid article can be renewed as it stands; an invalid one is replaced or cancelled. */
    valid: z.boolean(),
    /** Within the benefits scheme only for some indications (begränsad förmån). */
    limitedReimbursement: z.boolean(),
  }),
  /** As last prescribed: the card starts from them. */
  description: z.string(),
  dosage: Dosage,
  lastPrescribedAt: epochMs,
  state: z.enum(RENEWAL_ITEM_STATES),
  /** The prescription it was renewed or replaced by. */
  prescriptionId: z.string().nullable(),
  processedAt: epochMs.nullable(),
});
export type RenewalItem = z.infer<typeof RenewalItem>;

export const PrescriptionRenewal = z.object({
  id: z.string(),
  meetingId: z.string().nullable(),
  patientId: z.string(),
  requestedAt: epochMs,
  /** What the patient wrote with the request. */
  patientMessage: z.string().nullable(),
  /** Every item processed. */
  complete: z.boolean(),
  items: z.array(RenewalItem),
});
export type PrescriptionRenewal = z.infer<typeof PrescriptionRenewal>;

/** GET /api/medicalrecord/prnprescription/{renewalId}?patientId[&meetingId] (no meeting id for text meetings). */
export const RenewalQuery = z.object({ patientId: requestId, meetingId: requestId.optional() });
export const RenewalResponse = z.object({ renewal: PrescriptionRenewal });
export type RenewalResponse = z.infer<typeof RenewalResponse>;

/** GET /api/medicalrecord/prnprescription/history/{patientId}: the patient's earlier renewals, newest first. */
export const RenewalHistoryResponse = z.object({ renewals: z.array(PrescriptionRenewal) });
export type RenewalHistoryResponse = z.infer<typeof RenewalHistoryResponse>;

/** Seed 000 §9: why a renewal is rejected in a text meeting. */
export const RENEWAL_REJECTION_REASONS = [
  'requesting_supplement_to_previous_request',
  'no_drug_therapy_prescribed',
  'physical_examination_procedure',
  'addictive_medication',
  'treatment_given',
  'none_of_the_above',
] as const;
export type RenewalRejectionReason = (typeof RENEWAL_REJECTION_REASONS)[number];

/**
 * POST …/prnprescription/{renewalId}/reject: the items, and the message to the patient. In a text meeting a reason
 * is chosen and the message is its text (free text only for none_of_the_above); in a video meeting there is no
 * reason, and the message only tells the patient (seed 000 §4, §5).
 */
export const RejectRenewalBody = z.object({
  patientId: requestId,
  itemIds: z.array(requestId).min(1).max(20),
  reason: z.enum(RENEWAL_REJECTION_REASONS).nullable(),
  message: z.string().trim().min(1).max(2000),
});
export type RejectRenewalBody = z.infer<typeof RejectRenewalBody>;

/** POST …/prnprescription/{renewalId}/cancel: invalid drug articles the clinician chose not to replace. */
export const CancelRenewalItemsBody = z.object({
  patientId: requestId,
  itemIds: z.array(requestId).min(1).max(20),
});
export type CancelRenewalItemsBody = z.infer<typeof CancelRenewalItemsBody>;
