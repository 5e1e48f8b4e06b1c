import { z } from 'zod';
import { LOCALES } from '../markets/country';
import { epochMs, listResponse, requestId, takenActionsSection } from './common';
import { VALUE_COMPARATORS } from './lab-tests';

/**
 * Wire contracts of the Swedish lab referral and the physical lab queue (seed 002 §3 "Lab referral: tests, state,
 * labTestSite (name, address, active)", §2 taken-actions sections; issue 18). The seed hides the paths; ours:
 *   GET  /api/lab-referral/tests                      → LabTestCatalogueResponse
 *   GET  /api/lab-referral/sites                      → LabTestSitesResponse
 *   GET  /api/lab-referral/meeting/{meetingId}        → LabReferralsResponse
 *   POST /api/lab-referral/meeting/{meetingId}        NewLabReferralBody → 201 LabReferralResponse
 *   GET  /api/lab-queue/clinics                       → LabQueueClinicsResponse (the clinics whose queue I work)
 *   GET  /api/lab-queue                               → LabQueueResponse (their waiting patients, oldest first)
 *   GET  /api/lab-queue/meeting/{meetingId}           → LabQueueItemsResponse
 *   POST /api/lab-queue/meeting/{meetingId}           NewLabQueueItemBody → 201 LabQueueItemResponse
 *   POST /api/lab-queue/item/{itemId}/done            → LabQueueItemResponse
 *   POST /api/lab/results                             LabResultsBody → 204 (the lab portal's callback, no session)
 * Times are epoch milliseconds, but for the lab's own `reportedAt` (an ISO date-time, as the lab writes it).
 */

export const LAB_REFERRAL_BASE = '/api/lab-referral';
export const LAB_QUEUE_BASE = '/api/lab-queue';

/** A catalogue code: an NPU code or our panel code. */
const testCode = z.string().trim().min(1).max(40);
const testCodes = z.array(testCode).min(1, 'Choose at least one test.').max(20);

export const LabCatalogueAnalyte = z.object({
  markerKey: z.string(),
  categoryKey: z.string(),
  npu: z.string().nullable(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type LabCatalogueAnalyte = z.infer<typeof LabCatalogueAnalyte>;

export const LabCatalogueItem = z.object({
  code: z.string(),
  kind: z.enum(['analysis', 'panel']),
  names: z.object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
  ),
  analytes: z.array(LabCatalogueAnalyte),
});
export type LabCatalogueItem = z.infer<typeof LabCatalogueItem>;

export const LabTestCatalogueResponse = listResponse('tests', LabCatalogueItem);
export type LabTestCatalogueResponse = z.infer<typeof LabTestCatalogueResponse>;

/** Seed 002 §3 labTestSite: where the patient gives the samples. An inactive site is listed but cannot be chosen. */
export const LabTestSite = z.object({ id: z.string(), name: z.string(), address: z.string(), active: z.boolean() });
export type LabTestSite = z.infer<typeof LabTestSite>;

export const LabTestSitesResponse = listResponse('sites', LabTestSite);
export type LabTestSitesResponse = z.infer<typeof LabTestSitesResponse>;

/** Sent to the lab, then answered. */
export const LAB_REFERRAL_STATES = ['SENT', 'RESULTS_ARRIVED'] as const;
export type LabReferralState = (typeof LAB_REFERRAL_STATES)[number];

export const NewLabReferralBody = z.object({
  testCodes,
  siteId: requestId.min(1),
  /** A word to the lab (fasting, the time of the last dose …). */
  commentToLab: z.string().trim().max(1000).nullable().default(null),
  /** The client's id for this referral, kept across retries: sending it again answers the one sent, not a second. */
  requestId: z.string().uuid(),
});
export type NewLabReferralBody = z.infer<typeof NewLabReferralBody>;
export type NewLabReferralInput = z.input<typeof NewLabReferralBody>;

export const LabReferral = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  referrerName: z.string(),
  /** Seed 002 §3: tests — the catalogue codes ordered. */
  tests: z.array(z.string()),
  labTestSite: LabTestSite,
  commentToLab: z.string().nullable(),
  state: z.enum(LAB_REFERRAL_STATES),
  sentAt: epochMs,
  resultsArrivedAt: epochMs.nullable(),
  /** The lab test its results became (the record pane's lab results); null until they arrive. */
  labTestId: z.string().nullable(),
});
export type LabReferral = z.infer<typeof LabReferral>;

export const LabReferralResponse = z.object({ referral: LabReferral });
export type LabReferralResponse = z.infer<typeof LabReferralResponse>;
export const LabReferralsResponse = listResponse('referrals', LabReferral);
export type LabReferralsResponse = z.infer<typeof LabReferralsResponse>;

// ——— The physical lab queue ———

export const NewLabQueueItemBody = z.object({
  testCodes,
  /** For the nurse taking the samples. */
  note: z.string().trim().max(1000).nullable().default(null),
  /** The item's id, made by the client: the same request again (a lost answer, a double click) queues once. */
  requestId: z.uuid(),
});
export type NewLabQueueItemBody = z.infer<typeof NewLabQueueItemBody>;
export type NewLabQueueItemInput = z.input<typeof NewLabQueueItemBody>;

export const LabQueueItem = z.object({
  id: z.string(),
  meetingId: z.string(),
  patient: z.object({ id: z.string(), name: z.string(), idNumber: z.string() }),
  careFacility: z.object({ id: z.string(), name: z.string() }),
  tests: z.array(z.string()),
  note: z.string().nullable(),
  queuedByName: z.string(),
  queuedAt: epochMs,
  doneAt: epochMs.nullable(),
  doneByName: z.string().nullable(),
});
export type LabQueueItem = z.infer<typeof LabQueueItem>;

export const LabQueueItemResponse = z.object({ item: LabQueueItem });
export type LabQueueItemResponse = z.infer<typeof LabQueueItemResponse>;
export const LabQueueItemsResponse = listResponse('items', LabQueueItem);
export type LabQueueItemsResponse = z.infer<typeof LabQueueItemsResponse>;

/** The clinics whose lab queue the clinician works, with how many wait (no patient data: the home page's link). */
export const LabQueueClinic = z.object({ id: z.string(), name: z.string(), waiting: z.number().int().nonnegative() });
export type LabQueueClinic = z.infer<typeof LabQueueClinic>;
export const LabQueueClinicsResponse = listResponse('clinics', LabQueueClinic);
export type LabQueueClinicsResponse = z.infer<typeof LabQueueClinicsResponse>;

/** GET /api/lab-queue: every waiting patient of the clinician's clinics, the longest waiting first. */
export const LabQueueResponse = LabQueueItemsResponse;
export type LabQueueResponse = LabQueueItemsResponse;

/** The error keys the web words (catalogue `labReferrals.errors.*`). */
export const LAB_REFERRAL_ERROR_KEYS = {
  siteInactive: 'lab_site_inactive',
  labUnavailable: 'lab_unavailable',
  notAtClinic: 'lab_queue_not_at_clinic',
  alreadyDone: 'lab_queue_item_done',
  resultsAlreadyReceived: 'lab_results_already_received',
} as const;

// ——— From the lab: the results of a referral ———

/**
 * Where a real lab portal (LAB_URL) posts the results of a referral it received, with `Authorization: Bearer
 * <LAB_RESULTS_TOKEN>`: a machine's route, not a clinician's, so it has no session and exists only when the token is
 * configured.
 */
export const LAB_RESULTS_PATH = '/api/lab/results';

const labKey = z.string().trim().min(1).max(100);

/**
 * One analyte's result as the lab reports it, flat: the marker (its NPU code or the lab's id, and the health-check
 * tab's marker and category keys), the value with its comparator ("<5") and unit, the reference range, or why there
 * is no value (a haemolysed sample). It becomes the record pane's Result (api/lab-tests.ts).
 */
export const LabReportedResult = z
  .object({
    markerId: labKey,
    markerKey: labKey,
    categoryKey: labKey,
    value: z.number().finite().nullable(),
    comparator: z.enum(VALUE_COMPARATORS).nullable(),
    unit: z.string().trim().max(40).nullable(),
    low: z.number().finite().nullable(),
    high: z.number().finite().nullable(),
    dataMissingReason: z.string().trim().min(1).max(500).nullable(),
  })
  .superRefine((result, ctx) => {
    if (result.value === null && result.dataMissingReason === null) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A result without a value says why it is missing.' });
    }
    if (result.value === null && result.comparator !== null) {
      ctx.addIssue({ code: 'custom', path: ['comparator'], message: 'A comparator needs a value.' });
    }
    if (result.low !== null && result.high !== null && result.low > result.high) {
      ctx.addIssue({ code: 'custom', path: ['low'], message: 'The low bound is above the high one.' });
    }
  });
export type LabReportedResult = z.infer<typeof LabReportedResult>;

/** POST /api/lab/results: the lab answers the referral `referralId` (the id it was sent with) once, every analyte. */
export const LabResultsBody = z.object({
  referralId: z.string().uuid(),
  reportedAt: z.iso.datetime({ offset: true }),
  results: z.array(LabReportedResult).min(1).max(200),
});
export type LabResultsBody = z.infer<typeof LabResultsBody>;

// ——— Taken actions ———

export const LabReferralsSection = takenActionsSection(
  'lab-referrals',
  LabReferral.pick({ id: true, tests: true, labTestSite: true, state: true, sentAt: true }),
);

export const PhysicalLabQueueSection = takenActionsSection(
  'physical-lab-queue',
  LabQueueItem.pick({ id: true, tests: true, careFacility: true, note: true, queuedAt: true, doneAt: true }),
);

// ——— Development: the embedded lab (demo mode only) ———

/** The faults the embedded lab can be switched to (PUT /api/dev/faults/lab). */
export const LAB_FAULTS = ['lab_unavailable'] as const;
export type LabFault = (typeof LAB_FAULTS)[number];
export const LabFaultBody = z.object({ fault: z.enum(LAB_FAULTS).nullable() });
export type LabFaultBody = z.infer<typeof LabFaultBody>;
