import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ERROR_KEYS,
  mayRegisterVaccinations,
  normaliseLotNumber,
  registrationIssues,
  suggestedLotNumbers,
  VACCINATION_ERROR_KEYS,
  type BodySite,
  type EnterImmunizationInErrorBody,
  type Immunization,
  type ImmunizationSeriesResponse,
  type MeetingCareFacilityResponse,
  type NewImmunizationBody,
  type NewImmunizationSeriesBody,
  type Program,
  type RegistrationField,
  type RegistrationIssue,
  type Reporter,
  type Vaccine,
} from '@konsult/domain';
import type { VaccinationCatalogue } from '../integrations/vaccination-catalogue/vaccination-catalogue';
import { isUuid } from '../platform/access';
import { audit, auditSuccess, type AuditEvent } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, forbidden, notFound, type ErrorIssue } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { toImmunization, toSeriesList } from './mapper';
import {
  enterInError,
  findClinicianName,
  findImmunizationAccess,
  findMeetingCareFacility,
  findSeries,
  insertImmunization,
  insertSeries,
  isCompletedDoseConflict,
  listSeries,
  seriesDoses,
} from './repo';

/**
 * The vaccination list's use cases (seed 001 §4–§7). Reads and writes of a patient's vaccinations run after the
 * access hook established the care relationship (x-patient-data), except the removal, whose patient is found
 * through the immunization here. Every read and write of patient data leaves an audit row: success, failure (a
 * refused registration) or denied.
 *
 * Ours, where the seed is silent:
 * - Registering and removing: doctors and nurses of a Swedish pool (domain `mayRegisterVaccinations`); others 403.
 * - A registration needs the meeting's care facility: none (a digital meeting) is 409 no_care_facility; another
 *   facility than the meeting's is 400. The performer is the signed-in clinician; another id is 400.
 * - A series that is unknown or another patient's is one and the same 400, so it tells nothing about other
 *   patients.
 */

const ACTIONS = {
  readSeries: 'immunization_series.read',
  createSeries: 'immunization_series.create',
  register: 'immunization.create',
  remove: 'immunization.enter_in_error',
  readCareFacility: 'vaccination_care_facility.read',
} as const;

// ——— Catalogue reads ———

export async function listBodySites(catalogue: VaccinationCatalogue): Promise<BodySite[]> {
  return catalogue.bodySites();
}

export async function listPrograms(catalogue: VaccinationCatalogue, vaccineId: string | undefined): Promise<Program[]> {
  const programs = await catalogue.programs();
  if (vaccineId === undefined) return programs;
  const uses = await Promise.all(
    programs.map(async (p) => (await catalogue.programVaccineIds(p.id)).includes(vaccineId)),
  );
  return programs.filter((_, i) => uses[i]);
}

export async function listVaccines(catalogue: VaccinationCatalogue, programId: string | undefined): Promise<Vaccine[]> {
  const vaccines = await catalogue.vaccines();
  if (programId === undefined) return vaccines;
  const ids = new Set(await catalogue.programVaccineIds(programId));
  return vaccines.filter((v) => ids.has(v.id));
}

export async function listLotNumbers(catalogue: VaccinationCatalogue, vaccineId: string): Promise<string[]> {
  const [vaccines, lots] = await Promise.all([catalogue.vaccines(), catalogue.lotNumbersByVaccine()]);
  return suggestedLotNumbers(vaccineId, vaccines, lots);
}

/** The reporter of an immunization: any clinician's name, for any signed-in clinician (no patient data). */
export async function getReporter(db: Db, reporterId: string): Promise<Reporter> {
  const row = isUuid(reporterId) ? await findClinicianName(db, reporterId) : null;
  if (!row) throw notFound();
  return row;
}

// ——— The patient's vaccinations ———

export async function getImmunizationSeries({
  db,
  request,
  access,
}: RequestContext): Promise<ImmunizationSeriesResponse> {
  const { series, doses } = await listSeries(db, access.patientId);
  await auditSuccess(db, request, ACTIONS.readSeries);
  return { immunizationSeries: toSeriesList(series, doses) };
}

export async function getMeetingCareFacility({
  db,
  request,
  access,
}: RequestContext<MeetingAccess>): Promise<MeetingCareFacilityResponse> {
  const careFacility = await findMeetingCareFacility(db, access.meetingId);
  await auditSuccess(db, request, ACTIONS.readCareFacility);
  return { careFacility };
}

/** Audits a refused write, then throws the refusal. */
async function refuse(db: Db, request: FastifyRequest, event: AuditEvent, error: AppError): Promise<never> {
  await audit(db, request, { ...event, outcome: error.status === 403 ? 'denied' : 'failure' });
  throw error;
}

const invalid = (issues: ErrorIssue[]) =>
  new AppError(400, ERROR_KEYS.invalidInput, 'The request is not valid.', issues);

function requireRegistering(principal: Principal): AppError | null {
  return mayRegisterVaccinations({ profession: principal.profession, country: principal.pool.country })
    ? null
    : forbidden('Only doctors and nurses in Sweden register and remove vaccinations.');
}

export async function createSeries(
  { db, request, principal, access }: RequestContext,
  catalogue: VaccinationCatalogue,
  body: NewImmunizationSeriesBody,
): Promise<{ seriesId: string }> {
  const event: AuditEvent = {
    action: ACTIONS.createSeries,
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'patient',
    resourceId: access.patientId,
  };
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse(db, request, event, notAllowed);
  const program = (await catalogue.programs()).find((p) => p.id === body.program_id);
  if (!program) {
    return refuse(
      db,
      request,
      event,
      invalid([{ path: 'body.program_id', code: 'unknown', message: 'No such vaccination programme.' }]),
    );
  }
  const seriesId = randomUUID();
  await insertSeries(db, {
    id: seriesId,
    patientId: access.patientId,
    programId: program.id,
    program,
    createdBy: principal.id,
  });
  await auditSuccess(db, request, ACTIONS.createSeries, { type: 'immunization-series', id: seriesId });
  return { seriesId };
}

/** Where each rule's field travels in the snake_case payload. */
const BODY_FIELD: Record<RegistrationField, string> = {
  vaccineId: 'vaccine_id',
  occurredAt: 'occurred_at',
  lotNumber: 'lot_number',
  bodySiteId: 'body_site_id',
  programId: 'series_id',
  doseNumber: 'dose_number',
  doseQuantity: 'dose_quantity_value',
};

const ISSUE_MESSAGE: Record<RegistrationIssue['code'], string> = {
  required: 'Required.',
  unknown: 'Not in the vaccination catalogue for this programme.',
  date_invalid: 'Not a valid date.',
  date_in_future: 'The vaccination date is in the future.',
  lot_number_too_short: 'The lot number needs at least 3 characters.',
  lot_number_too_long: 'The lot number has at most 128 characters.',
  dose_number_out_of_range: 'The dose number starts at 1.',
  dose_number_above_series: "The dose number is above the programme's number of doses.",
  dose_number_completed: 'This dose number is already completed in the series.',
};

function toErrorIssue(issue: RegistrationIssue): ErrorIssue {
  return { path: `body.${BODY_FIELD[issue.field]}`, code: issue.code, message: ISSUE_MESSAGE[issue.code] };
}

export async function registerImmunization(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  catalogue: VaccinationCatalogue,
  body: NewImmunizationBody,
  now: Date,
): Promise<Immunization> {
  const { meetingId } = access;
  const event: AuditEvent = {
    action: ACTIONS.register,
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: meetingId,
  };
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse(db, request, event, notAllowed);

  const facility = await findMeetingCareFacility(db, meetingId);
  if (!facility) {
    return refuse(
      db,
      request,
      event,
      conflict(
        VACCINATION_ERROR_KEYS.noCareFacility,
        'This meeting has no care facility: register vaccinations at a clinic.',
      ),
    );
  }

  const found = isUuid(body.series_id) ? await findSeries(db, body.series_id) : null;
  const series = found && found.patientId === access.patientId ? found : null;
  const issues: ErrorIssue[] = [];
  if (!series)
    issues.push({ path: 'body.series_id', code: 'unknown', message: "Not a series of this meeting's patient." });
  if (body.care_facility_id !== facility.id)
    issues.push({
      path: 'body.care_facility_id',
      code: 'not_meeting_facility',
      message: "Not the meeting's care facility.",
    });
  if (body.performer_id !== principal.id)
    issues.push({ path: 'body.performer_id', code: 'not_signed_in_clinician', message: 'The performer is you.' });

  const [vaccines, bodySites, programVaccineIds, doses] = await Promise.all([
    catalogue.vaccines(),
    catalogue.bodySites(),
    series ? catalogue.programVaccineIds(series.programId) : [],
    series ? seriesDoses(db, series.id) : [],
  ]);
  const programVaccines = new Set(programVaccineIds);
  const ruleIssues = registrationIssues(
    {
      vaccineId: body.vaccine_id,
      occurredAt: body.occurred_at,
      lotNumber: body.lot_number,
      bodySiteId: body.body_site_id,
      programId: series?.programId ?? null,
      doseNumber: body.dose_number,
      doseQuantity: { value: body.dose_quantity_value, unit: body.dose_quantity_unit },
    },
    {
      vaccines: vaccines.filter((v) => programVaccines.has(v.id)),
      programs: series ? [series.program] : [],
      bodySites,
      series: { immunizations: doses.map(toImmunization) },
    },
    now.getTime(),
  );
  // Without a series of this patient there is no programme to judge the vaccine by: the series' issue says why.
  const judged = series ? ruleIssues : ruleIssues.filter((i) => i.field !== 'programId' && i.field !== 'vaccineId');
  issues.push(...judged.map(toErrorIssue));
  if (issues.length > 0 || !series) return refuse(db, request, event, invalid(issues));

  const vaccine = vaccines.find((v) => v.id === body.vaccine_id)!;
  const site = bodySites.find((s) => s.id === body.body_site_id)!;
  let row;
  try {
    row = await insertImmunization(db, {
      id: randomUUID(),
      seriesId: series.id,
      patientId: access.patientId,
      status: 'completed',
      doseNumber: body.dose_number,
      occurredAt: new Date(body.occurred_at),
      vaccineId: vaccine.id,
      vaccine,
      doseQuantityValue: body.dose_quantity_value,
      doseQuantityUnit: body.dose_quantity_unit,
      lotNumber: normaliseLotNumber(body.lot_number),
      bodySiteId: site.id,
      bodySiteCode: site.code,
      meetingId,
      careFacilityId: facility.id,
      reporterId: principal.id,
      createdAt: now,
      lastUpdatedAt: now,
    });
  } catch (error) {
    if (!isCompletedDoseConflict(error)) throw error;
    return refuse(db, request, event, invalid([toErrorIssue({ field: 'doseNumber', code: 'dose_number_completed' })]));
  }
  await auditSuccess(db, request, ACTIONS.register, { type: 'immunization', id: row.id });
  return toImmunization(row);
}

/**
 * Seed 001 §4: completed → entered-in-error, with the mandatory reason. The immunization's patient must be one the
 * clinician may see (else 404 and a denial in the audit trail, as for an unknown id); a second removal is 409.
 */
export async function removeImmunization(
  { db, request, principal }: ClinicianContext,
  immunizationId: string,
  body: EnterImmunizationInErrorBody,
  now: Date,
): Promise<Immunization> {
  const found = isUuid(immunizationId) ? await findImmunizationAccess(db, immunizationId, principal.id) : null;
  const event: AuditEvent = {
    action: ACTIONS.remove,
    outcome: 'success',
    patientId: found?.patientId ?? null,
    resourceType: 'immunization',
    resourceId: immunizationId,
  };
  if (!found || !found.cares) {
    await audit(db, request, { ...event, outcome: 'denied' });
    throw notFound();
  }
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse(db, request, event, notAllowed);
  const row = await enterInError(db, immunizationId, body.note, principal.id, now);
  if (!row) {
    return refuse(
      db,
      request,
      event,
      conflict(VACCINATION_ERROR_KEYS.alreadyEnteredInError, 'This vaccination was already removed.'),
    );
  }
  await audit(db, request, event);
  return toImmunization(row);
}
