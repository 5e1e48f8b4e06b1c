import { z } from 'zod';
import { epochMs, isoDay, listResponse, requestId, takenActionsSection } from './common';
import { Dosage, DosageBody, MedicationReason, SilDrug } from './medication-list';

/**
 * Wire contracts of Swedish e-prescribing (seed 002 §3 "Swedish prescription card", §7 "Swedish prescriptions";
 * issue 17). Paths are under our prescriptions base (/api/prescriptions), as the medication list's are; the seed's
 * field names are kept, including `pin_code` beside `pinCode` (two calls, two spellings).
 */

// ——— Products: the catalogue's drugs with the packages a pharmacy dispenses ———

export const SilPackage = z.object({
  /** The package's NPL pack id, 14 digits. */
  nplPackId: z.string(),
  /** As the label writes it, in Swedish: "30 tablett(er) blister". */
  size: z.string(),
  /** How many dosage units the package holds. */
  quantity: z.number().positive(),
  /** Within the pharmaceutical benefits scheme (läkemedelsförmånen). */
  withinBenefit: z.boolean(),
});
export type SilPackage = z.infer<typeof SilPackage>;

export const SilProduct = SilDrug.extend({ packages: z.array(SilPackage).min(1) });
export type SilProduct = z.infer<typeof SilProduct>;

/** POST /api/prescriptions/sil/products/search {query}. */
export const SilProductSearchBody = z.object({ query: z.string().trim().min(1).max(100) });
export const SilProductSearchResponse = listResponse('results', SilProduct);
export type SilProductSearchResponse = z.infer<typeof SilProductSearchResponse>;

/** One classification with its text: a FASS pregnancy category (A … D) or lactation group (I … IVb). */
export const JanusmedDoc = z.object({ classification: z.string(), text: z.string() });
export type JanusmedDoc = z.infer<typeof JanusmedDoc>;

/** GET /api/prescriptions/sil/product/{id}/janusmed. */
export const JanusmedResponse = z.object({
  pregnancyDocs: z.array(JanusmedDoc),
  lactationDocs: z.array(JanusmedDoc),
});
export type JanusmedResponse = z.infer<typeof JanusmedResponse>;

// ——— The exchange ———

/** GET /api/prescriptions/ehm/status: whether the national prescription exchange takes prescriptions now. */
export const EhmStatusResponse = z.object({ available: z.boolean(), checkedAt: epochMs });
export type EhmStatusResponse = z.infer<typeof EhmStatusResponse>;

/** The care units the prescriber may prescribe for (the exchange's practitioner roles). */
export const PractitionerRoleLink = z.object({
  id: z.string(),
  careUnitName: z.string(),
  /** The unit's HSA id, e.g. "SE2321000016-15CQ". */
  careUnitHsaId: z.string(),
  /** The prescriber's code (förskrivarkod), seven digits. */
  prescriberCode: z.string(),
});
export type PractitionerRoleLink = z.infer<typeof PractitionerRoleLink>;

/** GET /api/prescriptions/practitioners-role-links; the web reads an empty list on failure (seed 002 §7). */
export const PractitionerRoleLinksResponse = listResponse('links', PractitionerRoleLink);
export type PractitionerRoleLinksResponse = z.infer<typeof PractitionerRoleLinksResponse>;

// ——— The prescription card ———

export const DISPENSE_INTERVAL_UNITS = ['DAY', 'WEEK', 'MONTH'] as const;
export type DispenseIntervalUnit = (typeof DISPENSE_INTERVAL_UNITS)[number];

/** What the form warns about before signing (issue 17: safety the peers lack). */
export const PRESCRIPTION_WARNING_KINDS = ['duplicate_therapy', 'allergy'] as const;
export type PrescriptionWarningKind = (typeof PRESCRIPTION_WARNING_KINDS)[number];

/** A warning the prescriber has read, with why they prescribe anyway. */
export const AcknowledgedWarning = z.object({
  kind: z.enum(PRESCRIPTION_WARNING_KINDS),
  reason: z.string().trim().min(1).max(500),
});
export type AcknowledgedWarning = z.infer<typeof AcknowledgedWarning>;

/** The card's fields that a favourite keeps too (seed 002 §3), shape only; rules: `prescriptionCardProblems`. */
const cardFields = {
  /** The product (NPL id) and the package (NPL pack id) dispensed. */
  nplId: requestId.min(1),
  nplPackId: requestId.min(1),
  /** Ändamål: what the drug is for, printed on the label. */
  description: z.string().trim().min(1).max(200),
  dosage: DosageBody,
  /** Ours: the indication, as the medication list records it (the drug joins the list when sent). */
  reason: z.array(MedicationReason).min(1).max(10),
  numberOfPackages: z.number().int().min(1).max(99),
  /** The package's size as the catalogue writes it; must be the chosen package's. */
  size: z.string().trim().min(1).max(100),
  dispenseIntervalQuantity: z.number().int().min(1).max(365).nullable().default(null),
  dispenseIntervalUnit: z.enum(DISPENSE_INTERVAL_UNITS).nullable().default(null),
  numberOfDispenses: z.number().int().min(1).max(99),
  withinBenefit: z.boolean(),
  starterPackage: z.boolean(),
  substitutionAllowed: z.boolean(),
};

export const PrescriptionCardBody = z.object({
  ...cardFields,
  /** The last day the first dispensing may happen, 'YYYY-MM-DD' (shown so). */
  firstDispenseValidityEnd: isoDay,
  /** Prescriptions signed together share one. */
  groupId: requestId.nullable().default(null),
  /**
   * Ours: the client's id for this prescription, kept across retries: sending it again (after a timeout) answers
   * the prescription already sent instead of sending a second one.
   */
  requestId: z.string().uuid(),
  acknowledgedWarnings: z.array(AcknowledgedWarning).max(PRESCRIPTION_WARNING_KINDS.length).default([]),
  /** Ours: the renewal item (its medication request id) this prescription renews or replaces (seed 000 §4). */
  renewalItemId: requestId.nullable().default(null),
});
export type PrescriptionCardBody = z.infer<typeof PrescriptionCardBody>;
export type PrescriptionCardInput = z.input<typeof PrescriptionCardBody>;

/** The prescriber's PIN for their e-identity: four to eight digits. */
const Pin = z.string().regex(/^\d{4,8}$/, 'A PIN is four to eight digits.');

/** POST /api/prescriptions/prescription/new?patientId&meetingId. */
export const NewPrescriptionBody = z.object({ pin_code: Pin, prescription: PrescriptionCardBody });
export type NewPrescriptionBody = z.infer<typeof NewPrescriptionBody>;

export const PRESCRIPTION_STATUSES = ['SENT', 'DISPENSED', 'CANCELLED'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** Why a prescription is cancelled (makulering); `other` needs a note. */
export const CANCELLATION_REASONS = [
  'wrong_drug_or_dosage',
  'treatment_changed',
  'adverse_reaction',
  'patient_declined',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const Prescription = z.object({
  /** Also its medication request id at the exchange. */
  id: z.string(),
  meetingId: z.string().nullable(),
  patientId: z.string(),
  prescriberName: z.string(),
  prescribedAt: epochMs,
  product: SilDrug.pick({ nplId: true, tradeName: true, atcCode: true, drugFormTextSv: true }),
  nplPackId: z.string(),
  description: z.string(),
  dosage: Dosage,
  reason: z.array(MedicationReason),
  numberOfPackages: z.number().int(),
  size: z.string(),
  dispenseIntervalQuantity: z.number().int().nullable(),
  dispenseIntervalUnit: z.enum(DISPENSE_INTERVAL_UNITS).nullable(),
  numberOfDispenses: z.number().int(),
  firstDispenseValidityEnd: isoDay,
  withinBenefit: z.boolean(),
  starterPackage: z.boolean(),
  substitutionAllowed: z.boolean(),
  groupId: z.string().nullable(),
  acknowledgedWarnings: z.array(AcknowledgedWarning),
  status: z.enum(PRESCRIPTION_STATUSES),
  statusAt: epochMs,
  cancellation: z
    .object({ reason: z.enum(CANCELLATION_REASONS), note: z.string().nullable(), patientInformed: z.boolean() })
    .nullable(),
});
export type Prescription = z.infer<typeof Prescription>;

export const PrescriptionResponse = z.object({ prescription: Prescription });
export type PrescriptionResponse = z.infer<typeof PrescriptionResponse>;

/** GET …/prescriptions/meeting/{id}, POST …/prescriptions/patient, GET /api/medicalrecord/prescription. */
export const PrescriptionsResponse = listResponse('prescriptions', Prescription);
export type PrescriptionsResponse = z.infer<typeof PrescriptionsResponse>;

/** POST /api/prescriptions/prescriptions/patient: every prescription of the patient, newest first. */
export const PatientPrescriptionsBody = z.object({ patientId: requestId.min(1) });

/** GET …/prescription/{id}/status: as the exchange has it now. */
export const PrescriptionStatusResponse = z.object({
  id: z.string(),
  status: z.enum(PRESCRIPTION_STATUSES),
  statusAt: epochMs,
});
export type PrescriptionStatusResponse = z.infer<typeof PrescriptionStatusResponse>;

/** POST /api/prescriptions/prescription/delete (seed 002 §7); answers the cancelled prescriptions. */
export const CancelPrescriptionsBody = z.object({
  patientId: requestId.min(1),
  pinCode: Pin,
  cancellation: z
    .object({
      medicationRequestIds: z.array(requestId.min(1)).min(1).max(20),
      reason: z.enum(CANCELLATION_REASONS),
      note: z.string().trim().max(500).nullable().default(null),
      patientInformed: z.boolean(),
    })
    .refine((c) => c.reason !== 'other' || (c.note ?? '') !== '', {
      path: ['note'],
      message: 'Say why when the reason is "other".',
    }),
});
export type CancelPrescriptionsBody = z.infer<typeof CancelPrescriptionsBody>;

/** A warning the server found for a product and patient (ours: POST …/prescription/warnings). */
export const PrescriptionWarning = z.object({
  kind: z.enum(PRESCRIPTION_WARNING_KINDS),
  /** What it matched: the drug already on the list, or the recorded allergy. */
  matched: z.string(),
});
export type PrescriptionWarning = z.infer<typeof PrescriptionWarning>;

export const PrescriptionWarningsBody = z.object({
  nplId: requestId.min(1),
  /** A renewal item being renewed: its own drug on the list is the therapy continued, not a duplicate. */
  renewalItemId: requestId.nullable().default(null),
});
export type PrescriptionWarningsBody = z.infer<typeof PrescriptionWarningsBody>;
export const PrescriptionWarningsResponse = listResponse('warnings', PrescriptionWarning);
export type PrescriptionWarningsResponse = z.infer<typeof PrescriptionWarningsResponse>;

/** The error keys of prescribing the web words (catalogue `prescriptions.errors.*`). */
export const PRESCRIPTION_ERROR_KEYS = {
  pinRefused: 'pin_refused',
  pinLocked: 'pin_locked',
  exchangeUnavailable: 'ehm_unavailable',
  exchangeTimeout: 'ehm_timeout',
  unconfirmedWarnings: 'prescription_warnings',
  notCancellable: 'prescription_not_cancellable',
} as const;

/** GET /api/prescriptions/ereceipt/session/{meetingId}: a short-lived link to the patient's prescriptions at the exchange. */
export const EReceiptSessionResponse = z.object({ url: z.string(), expiresAt: epochMs });
export type EReceiptSessionResponse = z.infer<typeof EReceiptSessionResponse>;

// ——— Favourites (the prescriber's own; no patient data) ———

export const FavouriteCard = z.object({ ...cardFields });
export type FavouriteCard = z.infer<typeof FavouriteCard>;

export const FAVOURITE_TAG = z.string().trim().min(1).max(40);

/** POST /api/prescriptions/favourite/new and …/favourite/{id}/edit. */
export const FavouriteBody = z.object({ name: z.string().trim().min(1).max(100), card: FavouriteCard });
export type FavouriteBody = z.infer<typeof FavouriteBody>;

export const Favourite = z.object({
  id: z.string(),
  name: z.string(),
  product: SilDrug.pick({ nplId: true, tradeName: true, atcCode: true, drugFormTextSv: true }),
  card: FavouriteCard,
  tags: z.array(z.string()),
  updatedAt: epochMs,
});
export type Favourite = z.infer<typeof Favourite>;

export const FavouriteResponse = z.object({ favourite: Favourite });
export type FavouriteResponse = z.infer<typeof FavouriteResponse>;
export const FavouritesResponse = listResponse('favourites', Favourite);
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** GET …/favourites/tags, GET and PUT …/favourite/{id}/tags. */
export const FavouriteTagsBody = z.object({ tags: z.array(FAVOURITE_TAG).max(10) });
export const FavouriteTagsResponse = z.object({ tags: z.array(z.string()) });
export type FavouriteTagsResponse = z.infer<typeof FavouriteTagsResponse>;

// ——— Taken actions ———

export const EPrescriptionsSection = takenActionsSection(
  'e-prescriptions',
  Prescription.pick({ id: true, product: true, size: true, numberOfPackages: true, status: true, prescribedAt: true }),
);

// ——— Development: the embedded exchange (demo mode only) ———

/** The faults the embedded exchange can be switched to (PUT /api/dev/faults/ehm). */
export const EHM_FAULTS = ['ehm_unavailable', 'pin_refused', 'ehm_timeout'] as const;
export type EhmFault = (typeof EHM_FAULTS)[number];
export const EhmFaultBody = z.object({ fault: z.enum(EHM_FAULTS).nullable() });
export type EhmFaultBody = z.infer<typeof EhmFaultBody>;
