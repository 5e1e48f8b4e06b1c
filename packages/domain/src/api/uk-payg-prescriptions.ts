import { z } from 'zod';
import { PAYG_PDF_MAX_BYTES } from '../uk-payg/payg-rules';
import { epochMs, listResponse, takenActionsSection } from './common';

/**
 * Wire contracts of the UK pay-as-you-go prescription (seed 000 §4, §5, §7, §8, §9; issue 19): the GP uploads the
 * signed prescription as a PDF (multipart, field "file", by meeting and user id), previews it, ticks that the
 * signature and the patient's name are right, and sends it: it reaches the patient's messages, and the patient pays
 * the pharmacy. The routes are keyed by the meeting so the care relationship is checked on it (404 otherwise).
 */

export const UK_PAYG_BASE = '/api/uk/payg-prescription';

/** The name the patient sees on the attachment. */
export const PAYG_PDF_FILE_NAME = 'Prescription.pdf';

export const PAYG_PRESCRIPTION_STATUSES = ['UPLOADED', 'SENT'] as const;
export type PaygPrescriptionStatus = (typeof PAYG_PRESCRIPTION_STATUSES)[number];

export const PAYG_ERROR_KEYS = {
  /** 413: more than PAYG_PDF_MAX_BYTES (seed 000 §8 "file too large"). */
  fileTooLarge: 'file_too_large',
  /** 415: the bytes are not a PDF, whatever the name or declared type says. */
  notAPdf: 'not_a_pdf',
  /** 422: a verification box is not ticked; each issue names its field. */
  notVerified: 'payg_prescription_not_verified',
} as const;

export const PaygPrescription = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  /** The uploaded file's name, as the GP's computer called it. */
  fileName: z.string(),
  byteSize: z.number().int().positive().max(PAYG_PDF_MAX_BYTES),
  /** Counted from the PDF's page objects where that is cheap; null when not found. */
  pageCount: z.number().int().nullable(),
  status: z.enum(PAYG_PRESCRIPTION_STATUSES),
  uploadedAt: epochMs,
  sentAt: epochMs.nullable(),
  sentBy: z.string().nullable(),
  /** The patient's copy: the message it went in, null until sent. */
  patientMessageId: z.string().nullable(),
});
export type PaygPrescription = z.infer<typeof PaygPrescription>;

export const PaygPrescriptionResponse = z.object({ prescription: PaygPrescription });
export type PaygPrescriptionResponse = z.infer<typeof PaygPrescriptionResponse>;

/** GET …/meeting/{meetingId}: the meeting's pay-as-you-go prescriptions, uploaded and sent. */
export const MeetingPaygPrescriptionsResponse = listResponse('prescriptions', PaygPrescription);
export type MeetingPaygPrescriptionsResponse = z.infer<typeof MeetingPaygPrescriptionsResponse>;

/**
 * POST …/user/{userId}/pdf?requestId=: the client's id for this upload, the row's id. The browser keeps it while it
 * retries the same file, so a repeat is answered with the stored row (409 if the id is another meeting's).
 */
export const UploadPaygPrescriptionQuery = z.object({ requestId: z.string().uuid() });
export type UploadPaygPrescriptionQuery = z.infer<typeof UploadPaygPrescriptionQuery>;

/**
 * POST …/{id}/send: both boxes ticked (seed 000 §5). Booleans on the wire so that an unticked box is the rule's
 * answer (422 naming the field), not a malformed body.
 */
export const SendPaygPrescriptionBody = z.object({
  signatureVerified: z.boolean(),
  patientNameVerified: z.boolean(),
});
export type SendPaygPrescriptionBody = z.infer<typeof SendPaygPrescriptionBody>;

// ——— Taken actions ———

export const PaygPrescriptionsSection = takenActionsSection(
  'payg-prescriptions',
  PaygPrescription.pick({ id: true, meetingId: true, status: true, fileName: true, uploadedAt: true, sentAt: true }),
);

// ——— Pharmacies near the patient (the map `redirectToMap` opens; seed 000 §2) ———

export const UK_PHARMACIES_PATH = '/api/uk/pharmacies';

export const PharmaciesQuery = z.object({ postcode: z.string().trim().min(2).max(10) });

export const Pharmacy = z.object({
  id: z.string(),
  /** The pharmacy's NHS ODS code. */
  odsCode: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  openingHours: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Straight-line distance from the postcode's district, kilometres, one decimal. */
  distanceKm: z.number(),
});
export type Pharmacy = z.infer<typeof Pharmacy>;

export const PharmaciesResponse = z.object({
  /** The postcode as asked, normalised ("SW1A 1AA"). */
  postcode: z.string(),
  /** Where the postcode was placed: its district's centre; null when the district is not one the list knows. */
  origin: z.object({ district: z.string(), lat: z.number(), lon: z.number() }).nullable(),
  /** Nearest first; empty when the postcode could not be placed. */
  pharmacies: z.array(Pharmacy),
});
export type PharmaciesResponse = z.infer<typeof PharmaciesResponse>;
