import { z } from 'zod';
import { epochMs, requestId, listResponse, IdName } from './common';
import { LOT_NUMBER_MAX_LENGTH, MAX_DOSE_NUMBER } from '../vaccinations/limits';

/**
 * Wire contracts of the vaccination list (seed 001 §3 Vaccine, Program, Immunization series, Immunization; §7
 * Vaccination; issue 6).
 *
 * The seed hides the `{vaccination}` base; ours is `/api/vaccination`. Request bodies are snake_case (the seed says
 * so of the new immunization payload; series creation and the removal follow it); responses use the seed's entity
 * field names (camelCase). Times are epoch milliseconds. Shape only here: the rules a registration must meet beyond
 * its shape are domain `registrationIssues` (the server enforces them, the add modal shows them).
 */

export const VACCINATION_BASE = '/api/vaccination';

const catalogueId = z.string().min(1).max(100);

/** The SNOMED CT system URI, the code system of target diseases and body sites in our catalogue. */
export const SNOMED_CT = 'http://snomed.info/sct';

export const DoseQuantity = z.object({ value: z.number().positive(), unit: z.string().min(1).max(20) });
export type DoseQuantity = z.infer<typeof DoseQuantity>;

/** A disease the vaccine protects against: a code and its code system (SNOMED CT here). */
export const TargetDisease = z.object({ code: z.string().min(1), system: z.string().min(1) });
export type TargetDisease = z.infer<typeof TargetDisease>;

/** Seed 001 §3 "Vaccine". The product name is a trade name and shown as is (not translated). */
export const Vaccine = z.object({
  id: catalogueId,
  name: z.string(),
  manufacturerName: z.string(),
  /** The doses the product comes in, e.g. 0.5 ml for adults and 0.25 ml for children. */
  doseQuantities: z.array(DoseQuantity).min(1),
  targetDiseases: z.array(TargetDisease).min(1),
});
export type Vaccine = z.infer<typeof Vaccine>;

/** Seed 001 §3 "Vaccine option": the vaccine plus one chosen dose quantity (what the add modal's first step picks). */
export type VaccineOption = { vaccine: Vaccine; doseQuantity: DoseQuantity };

/**
 * Seed 001 §3 "Program". `lokaliseKeySuffix` names the programme's title in the catalogues
 * (`vaccinations.program.{suffix}`). `seriesDoses` is the number of doses of a series; absent: open-ended (yearly
 * influenza, COVID-19 boosters), where the dose number goes up to the default maximum (20).
 */
export const Program = z.object({
  id: catalogueId,
  lokaliseKeySuffix: z.string().regex(/^[a-z0-9-]+$/),
  seriesDoses: z.number().int().min(1).max(MAX_DOSE_NUMBER).optional(),
});
export type Program = z.infer<typeof Program>;

/** Where the dose went. `code` is a SNOMED CT body structure; the title is ours (`vaccinations.bodySite.{id}`). */
export const BodySite = z.object({ id: catalogueId, code: z.string().min(1) });
export type BodySite = z.infer<typeof BodySite>;

export const IMMUNIZATION_STATUSES = ['completed', 'entered-in-error'] as const;
export type ImmunizationStatus = (typeof IMMUNIZATION_STATUSES)[number];

/**
 * Seed 001 §3 "Immunization". `vaccine` and `bodySite` are as they were when the dose was registered (a catalogue
 * change does not rewrite history). `reporterId` is the clinician who registered it (their name: the reporter
 * look-up); `note` is the removal reason of an entered-in-error dose, null otherwise.
 */
export const Immunization = z.object({
  id: z.string(),
  status: z.enum(IMMUNIZATION_STATUSES),
  doseNumber: z.number().int().min(1),
  occurredAt: epochMs,
  vaccine: Vaccine,
  doseQuantityValue: z.number(),
  doseQuantityUnit: z.string(),
  lotNumber: z.string(),
  bodySite: BodySite,
  reporterId: z.string(),
  lastUpdatedAt: epochMs,
  note: z.string().nullable(),
});
export type Immunization = z.infer<typeof Immunization>;

/** Seed 001 §3 "Immunization series": the doses given under one programme, oldest dose first. */
export const ImmunizationSeries = z.object({
  id: z.string(),
  program: Program,
  immunizations: z.array(Immunization),
});
export type ImmunizationSeries = z.infer<typeof ImmunizationSeries>;

// ——— Catalogue reads (a signed-in clinician) ———

/** GET /api/vaccination/clinician/body-sites */
export const BodySitesResponse = listResponse('bodySites', BodySite);
export type BodySitesResponse = z.infer<typeof BodySitesResponse>;

/** GET /api/vaccination/clinician/programs?vaccineId={id}: the programmes the vaccine is given in (all without). */
export const ProgramsQuery = z.object({ vaccineId: catalogueId.optional() });
export const ProgramsResponse = listResponse('programs', Program);
export type ProgramsResponse = z.infer<typeof ProgramsResponse>;

/** GET /api/vaccination/clinician/vaccines?programId={id}: the vaccines of a programme (all without). */
export const VaccinesQuery = z.object({ programId: catalogueId.optional() });
export const VaccinesResponse = listResponse('vaccines', Vaccine);
export type VaccinesResponse = z.infer<typeof VaccinesResponse>;

/**
 * GET /api/vaccination/clinician/lot-numbers?vaccineId={id}: the suggested lot numbers for the vaccines with the
 * chosen vaccine's target diseases, the chosen vaccine's own first (domain `suggestedLotNumbers`).
 */
export const LotNumbersQuery = z.object({ vaccineId: catalogueId });
export const LotNumbersResponse = z.object({ lotNumbers: z.array(z.string()) });
export type LotNumbersResponse = z.infer<typeof LotNumbersResponse>;

/** GET /api/vaccination/clinician/reporters/{reporterId} (our path; the seed hides it): the reporter's name. */
export const Reporter = IdName;
export type Reporter = z.infer<typeof Reporter>;

// ——— The patient's vaccinations ———

/** GET /api/vaccination/clinician/immunization-series?patientId={id} */
export const ImmunizationSeriesQuery = z.object({ patientId: requestId });
export const ImmunizationSeriesResponse = listResponse('immunizationSeries', ImmunizationSeries);
export type ImmunizationSeriesResponse = z.infer<typeof ImmunizationSeriesResponse>;

/**
 * GET /api/vaccination/clinician/care-facility?meetingId={id} (ours; the seed shows no call for it): the meeting's
 * care facility, null for a digital meeting. Registering a vaccination needs one (seed 001 §6).
 */
export const CareFacility = IdName;
export type CareFacility = z.infer<typeof CareFacility>;
export const MeetingCareFacilityResponse = z.object({ careFacility: CareFacility.nullable() });
export type MeetingCareFacilityResponse = z.infer<typeof MeetingCareFacilityResponse>;

/** POST /api/vaccination/clinician/immunization-series: starts a series (only when none is continued). */
export const NewImmunizationSeriesBody = z.object({
  patient_id: requestId,
  program_id: catalogueId,
});
export type NewImmunizationSeriesBody = z.infer<typeof NewImmunizationSeriesBody>;
export const NewImmunizationSeriesResponse = z.object({ seriesId: z.string() });
export type NewImmunizationSeriesResponse = z.infer<typeof NewImmunizationSeriesResponse>;

/**
 * POST /api/vaccination/clinician/immunization: seed 001 §3 "New immunization payload", snake_case. The shape is
 * checked here; the dose number against the series, the lot number's length, the date and the catalogue ids by
 * the server (domain `registrationIssues`), each a 400 with issues.
 */
export const NewImmunizationBody = z.object({
  series_id: requestId,
  vaccine_id: catalogueId,
  meeting_id: requestId,
  care_facility_id: z.string().min(1).max(100),
  performer_id: requestId,
  dose_number: z.number().int(),
  body_site_id: catalogueId,
  dose_quantity_value: z.number(),
  dose_quantity_unit: z.string().max(20),
  lot_number: z.string().max(LOT_NUMBER_MAX_LENGTH * 2),
  occurred_at: epochMs,
});
export type NewImmunizationBody = z.infer<typeof NewImmunizationBody>;
export const NewImmunizationResponse = z.object({ immunization: Immunization });
export type NewImmunizationResponse = z.infer<typeof NewImmunizationResponse>;

/** PUT /api/vaccination/clinician/immunization/{id}: removal, with its mandatory reason (trimmed, not empty). */
export const REMOVAL_NOTE_MAX_LENGTH = 2000;
export const EnterImmunizationInErrorBody = z.object({
  status: z.literal('entered-in-error'),
  note: z.string().trim().min(1).max(REMOVAL_NOTE_MAX_LENGTH),
});
export type EnterImmunizationInErrorBody = z.infer<typeof EnterImmunizationInErrorBody>;
export const EnterImmunizationInErrorResponse = z.object({ immunization: Immunization });
export type EnterImmunizationInErrorResponse = z.infer<typeof EnterImmunizationInErrorResponse>;

/** The error keys of the vaccination calls, besides invalid_input / notFound / forbidden. */
export const VACCINATION_ERROR_KEYS = {
  /** 409: the meeting has no care facility (a digital meeting); a vaccination is registered at a clinic. */
  noCareFacility: 'no_care_facility',
  /** 409: the immunization was already removed. */
  alreadyEnteredInError: 'already_entered_in_error',
} as const;
