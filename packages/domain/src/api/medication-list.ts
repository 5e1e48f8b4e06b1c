import { z } from 'zod';
import { epochMs, listResponse } from './common';

/**
 * Wire contracts of the Swedish medication list and the SIL drug catalogue (seed 001 §3, §7; issue 6).
 *
 * The seed hides the `{prescriptions}` base; ours is `/api/prescriptions`. Request bodies are snake_case as the
 * seed says; responses use the seed's entity field names (camelCase, §3). Times are epoch milliseconds; a dosage's
 * start and end dates are the Stockholm midnight that begins the day.
 */

export const PRESCRIPTIONS_BASE = '/api/prescriptions';

// ——— SIL drug catalogue ———

/** How the drug's amount is counted: "tablett" / "tabletter", "ml" / "ml". */
export const SilDosageUnit = z.object({ dosageUnit: z.string(), dosageUnitPlural: z.string() });
export type SilDosageUnit = z.infer<typeof SilDosageUnit>;

export const SilDrug = z.object({
  tradeName: z.string(),
  atcCode: z.string(),
  /** The Swedish product id (NPL id), 14 digits. */
  nplId: z.string(),
  marketingAuthHolder: z.string(),
  /** Form and strength as FASS writes it, in Swedish: "Filmdragerad tablett 500 mg". */
  drugFormTextSv: z.string(),
  /** `dosageLink`: the drug information page, when the catalogue knows one (seed 001 §2.3). */
  links: z.object({ dosageLink: z.string().nullable() }),
  dosages: z.array(SilDosageUnit).min(1),
});
export type SilDrug = z.infer<typeof SilDrug>;

/** The body of the catalogue's searches: what the clinician typed. */
const SearchBody = z.object({ query: z.string().trim().min(1).max(100) });

/** POST /api/prescriptions/sil/drugs/search, body {query}. */
export const SilDrugSearchBody = SearchBody;
export const SilDrugSearchResponse = listResponse('results', SilDrug);
export type SilDrugSearchResponse = z.infer<typeof SilDrugSearchResponse>;

/** An indication: an ICD-10 code and its title. */
export const MedicationReason = z.object({ code: z.string().min(1).max(20), text: z.string().min(1).max(300) });
export type MedicationReason = z.infer<typeof MedicationReason>;

/** GET /api/prescriptions/sil/reason/{nplId} (the drug's usual indications) and POST .../sil/reason/search {query}. */
export const SilReasonSearchBody = SearchBody;
export const SilReasonsResponse = listResponse('reasons', MedicationReason);
export type SilReasonsResponse = z.infer<typeof SilReasonsResponse>;

// ——— Dosage ———

export const DOSAGE_TYPES = ['DAILY', 'WEEKLY', 'CUSTOM', 'AS_NEEDED'] as const;
export type DosageType = (typeof DOSAGE_TYPES)[number];

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM:SS", 00:00:00–24:00:00. */
export const DosageTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$|^24:00:00$/);

/** Seed 001 §3 "Dosage", as the list answers it. Fields of other types than `type` are null. */
export const Dosage = z.object({
  type: z.enum(DOSAGE_TYPES),
  timeAmounts: z.array(z.object({ time: DosageTime, amount: z.number().positive() })),
  weeklyRepeats: z.array(z.enum(WEEKDAYS)),
  customDosageText: z.string().nullable(),
  asNeededAmountIntervalMin: z.number().positive().nullable(),
  asNeededAmountIntervalMax: z.number().positive().nullable(),
  /** At most this much in 24 hours. */
  asNeededMaxAmount: z.number().positive().nullable(),
  additionalInstructions: z.string().nullable(),
  dosageDateStart: epochMs,
  /** null: until further notice. */
  dosageDateEnd: epochMs.nullable(),
});
export type Dosage = z.infer<typeof Dosage>;

/** The same dosage in a request body (snake_case). Validity beyond shape: domain `dosageProblems`. */
export const DosageBody = z.object({
  type: z.enum(DOSAGE_TYPES),
  time_amounts: z
    .array(z.object({ time: DosageTime, amount: z.number().positive().max(10_000) }))
    .max(24)
    .default([]),
  weekly_repeats: z.array(z.enum(WEEKDAYS)).max(7).default([]),
  custom_dosage_text: z.string().max(1000).nullable().default(null),
  as_needed_amount_interval_min: z.number().positive().max(10_000).nullable().default(null),
  as_needed_amount_interval_max: z.number().positive().max(10_000).nullable().default(null),
  as_needed_max_amount: z.number().positive().max(10_000).nullable().default(null),
  additional_instructions: z.string().max(2000).nullable().default(null),
  dosage_date_start: epochMs,
  dosage_date_end: epochMs.nullable().default(null),
});
export type DosageBody = z.infer<typeof DosageBody>;

// ——— The list ———

export const MEDICATION_STATUSES = ['ACTIVE', 'ENDED'] as const;

/** Seed 001 §3 "Medication list item". */
export const MedicationListItem = z.object({
  id: z.string(),
  silDrug: z.object({ drug: SilDrug }),
  dosage: Dosage,
  reason: z.array(MedicationReason),
  latestModifiedAt: epochMs,
  /** The clinician's name. */
  latestModifiedBy: z.string(),
  /** ENDED items are in `past`; their `createdAt` is the day they ended (shown as the end date). */
  status: z.object({ status: z.enum(MEDICATION_STATUSES), createdAt: epochMs }),
});
export type MedicationListItem = z.infer<typeof MedicationListItem>;

/** GET /api/prescriptions/medication-list/swe/patient/{patientId}. `canEdit`: add, edit and end are offered. */
export const MedicationListResponse = z.object({
  active: z.array(MedicationListItem),
  past: z.array(MedicationListItem),
  canEdit: z.boolean(),
});
export type MedicationListResponse = z.infer<typeof MedicationListResponse>;

/** POST /api/prescriptions/medication-list/swe/new; answers {medications}: the patient's list after the change. */
export const NewMedicationBody = z.object({
  patient_id: z.string().min(1).max(100),
  dosage: DosageBody,
  medication: z.object({ atc_code: z.string().min(1).max(10), npl_id: z.string().min(1).max(20) }),
  reason: z.array(MedicationReason).min(1).max(10),
});
export type NewMedicationBody = z.infer<typeof NewMedicationBody>;
export const NewMedicationResponse = z.object({ medications: MedicationListResponse });
export type NewMedicationResponse = z.infer<typeof NewMedicationResponse>;

/** PATCH /api/prescriptions/medication-list/swe/{id}?patientId=; answers the changed item. */
export const UpdateMedicationBody = z.object({ dosage: DosageBody });
export type UpdateMedicationBody = z.infer<typeof UpdateMedicationBody>;

/** The seed's error keys (§8) the web shows for each failing call. */
export const MEDICATION_LIST_ERROR_KEYS = {
  list: 'medication-list.list-view.error_generic',
  add: 'medication-list.add.error',
  update: 'medication-list.edit-medication.error.update',
  end: 'medication-list.edit-medication.error.end',
  endConfirm: 'medication-list.past-medication-modal.error-generic',
} as const;
