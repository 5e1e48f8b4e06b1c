import { z } from 'zod';
import { EPS_INELIGIBILITY_REASONS, EPS_MAX_ITEMS } from '../uk-eps/eps-rules';
import { epochMs, listResponse, takenActionsSection } from './common';

/**
 * Wire contracts of the UK EPS prescription (action uk-eps-prescription; seed 002 §2, §7 "eps actions", paths not
 * shown; issue 19). Ours:
 *   GET  /api/uk-eps/medicines                                      → EpsMedicinesResponse
 *   GET  /api/uk-eps/meeting/{meetingId}                            → EpsMeetingResponse (eligibility, prescriptions)
 *   POST /api/uk-eps/meeting/{meetingId}                            NewEpsPrescriptionBody → 201 EpsPrescriptionResponse
 *   POST /api/uk-eps/meeting/{meetingId}/prescription/{id}/cancel   → EpsPrescriptionResponse
 * Development (demo mode, embedded EPS): PUT/GET /api/dev/faults/eps, POST /api/dev/eps/prescriptions/{id}/dispense.
 * Times are epoch milliseconds.
 */

export const UK_EPS_BASE = '/api/uk-eps';

/** A medicine of the shipped list (uk-eps/medicines.ts; the codes are our demo codes, not dm+d's). */
export const EpsMedicineSchema = z.object({
  dmdCode: z.string(),
  name: z.string(),
  strength: z.string(),
  form: z.string(),
  unit: z.string(),
  usualQuantity: z.number().int(),
  usualDosage: z.string(),
});
export const EpsMedicinesResponse = listResponse('medicines', EpsMedicineSchema);
export type EpsMedicinesResponse = z.infer<typeof EpsMedicinesResponse>;

/** The pharmacy the patient nominated for EPS (held by the NHS Spine's demographics; ours mirrors it). */
export const NominatedPharmacy = z.object({
  /** The pharmacy's ODS code, e.g. "FQ123". */
  odsCode: z.string(),
  name: z.string(),
  address: z.string(),
});
export type NominatedPharmacy = z.infer<typeof NominatedPharmacy>;

/** Whether EPS can be used for the meeting's patient, and if not, why (the panel says each reason). */
export const EpsEligibility = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.enum(EPS_INELIGIBILITY_REASONS)),
  nhsNumber: z.string().nullable(),
  nominatedPharmacy: NominatedPharmacy.nullable(),
});
export type EpsEligibility = z.infer<typeof EpsEligibility>;

/** Sent to the Spine, then dispensed by the pharmacy or cancelled by the prescriber before it is. */
export const EPS_PRESCRIPTION_STATUSES = ['SENT', 'DISPENSED', 'CANCELLED'] as const;
export type EpsPrescriptionStatus = (typeof EPS_PRESCRIPTION_STATUSES)[number];

export const NewEpsItemBody = z.object({
  dmdCode: z.string().trim().min(1).max(40),
  dosage: z.string().max(2000),
  quantity: z.number(),
});

export const NewEpsPrescriptionBody = z.object({
  items: z.array(NewEpsItemBody).min(1).max(EPS_MAX_ITEMS),
  /** The client's id for this prescription, kept across retries: sending it again answers the one sent. */
  requestId: z.uuid(),
});
export type NewEpsPrescriptionBody = z.infer<typeof NewEpsPrescriptionBody>;
export type NewEpsPrescriptionInput = z.input<typeof NewEpsPrescriptionBody>;

/** One line of a sent prescription: the medicine as it was on the list when sent. */
export const EpsItem = z.object({
  dmdCode: z.string(),
  name: z.string(),
  strength: z.string(),
  form: z.string(),
  dosage: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
});
export type EpsItem = z.infer<typeof EpsItem>;

export const EpsPrescription = z.object({
  /** The client's requestId. */
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  prescriberName: z.string(),
  /** The EPS short-form prescription id the pharmacy finds it by, e.g. "7D9625-Z72BF2-11E3AC". */
  epsPrescriptionId: z.string(),
  items: z.array(EpsItem),
  nominatedPharmacy: NominatedPharmacy,
  status: z.enum(EPS_PRESCRIPTION_STATUSES),
  sentAt: epochMs,
  dispensedAt: epochMs.nullable(),
  cancelledAt: epochMs.nullable(),
});
export type EpsPrescription = z.infer<typeof EpsPrescription>;

export const EpsPrescriptionResponse = z.object({ prescription: EpsPrescription });
export type EpsPrescriptionResponse = z.infer<typeof EpsPrescriptionResponse>;

export const EpsMeetingResponse = z.object({ eligibility: EpsEligibility, prescriptions: z.array(EpsPrescription) });
export type EpsMeetingResponse = z.infer<typeof EpsMeetingResponse>;

/** The error keys the web words (catalogue `ukEps.errors.*`). */
export const EPS_ERROR_KEYS = {
  notEligible: 'eps_patient_not_eligible',
  unavailable: 'eps_unavailable',
  /** The EPS did not answer in time: it may have received the prescription; sending the same request again checks. */
  timeout: 'eps_timeout',
  pharmacyUnknown: 'nominated_pharmacy_unknown',
  patientNotTraced: 'patient_not_traced',
  alreadyDispensed: 'eps_already_dispensed',
} as const;

// ——— Taken actions ———

export const EpsPrescriptionsSection = takenActionsSection(
  'eps-prescriptions',
  EpsPrescription.pick({
    id: true,
    epsPrescriptionId: true,
    items: true,
    nominatedPharmacy: true,
    status: true,
    sentAt: true,
  }),
);

// ——— Development: the embedded EPS (demo mode only) ———

/**
 * The faults the embedded EPS can be switched to (PUT /api/dev/faults/eps; EPS_FAULT). eps_timeout: the EPS receives
 * the prescription but its answer never comes back (as when a bridge times out).
 */
export const EPS_FAULTS = [
  'eps_unavailable',
  'eps_timeout',
  'nominated_pharmacy_unknown',
  'patient_not_traced',
] as const;
export type EpsFault = (typeof EPS_FAULTS)[number];
export const EpsFaultBody = z.object({ fault: z.enum(EPS_FAULTS).nullable() });
export type EpsFaultBody = z.infer<typeof EpsFaultBody>;
