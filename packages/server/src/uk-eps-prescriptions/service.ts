import {
  EPS_ERROR_KEYS,
  ERROR_KEYS,
  epsIneligibilityReasons,
  epsItemProblems,
  findEpsMedicine,
  makeShortFormPrescriptionId,
  type EpsEligibility,
  type EpsItem,
  type EpsPrescription,
  type NewEpsPrescriptionBody,
} from '@konsult/domain';
import type { FastifyRequest } from 'fastify';
import type { EmbeddedEpsService } from '../integrations/eps/embedded';
import { EpsError, type EpsService } from '../integrations/eps/eps-service';
import { audit, auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import type { UkEpsPrescriptionRow } from '../platform/db/schema';
import { AppError, forbidden } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import {
  findEpsPatient,
  epsPrescriptionIdTaken,
  findEpsPrescription,
  insertEpsPrescription,
  meetingEpsPrescriptions,
  settleEpsPrescription,
  type EpsPatient,
} from './repo';

/**
 * UK EPS prescriptions (issue 19; action uk-eps-prescription). Who may do what:
 * - reading a meeting's EPS prescriptions and its patient's EPS eligibility: the meeting's clinician (the access
 *   hook: 404 and an audited denial to anyone else);
 * - sending and cancelling: a GB doctor who prescribes (not external); anyone else gets 403, audited.
 * The patient must be EPS-enabled: a traced NHS number and a nominated pharmacy (422 eps_patient_not_eligible).
 */

export type EpsOptions = { service: EpsService; prescriberOdsCode: string };

export function mayPrescribeEps(clinician: Principal): boolean {
  return clinician.pool.country === 'GB' && clinician.profession === 'DOCTOR' && !clinician.pool.isExternal;
}

const resourceOf = (id: string) => ({ type: 'uk_eps_prescription', id });

async function requirePrescriber(ctx: RequestContext<MeetingAccess>, action: string, id: string) {
  if (mayPrescribeEps(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', resourceOf(id));
  throw forbidden('Only GPs in the UK send EPS prescriptions.');
}

export function toEpsPrescription(row: UkEpsPrescriptionRow): EpsPrescription {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    prescriberName: row.prescriberName,
    epsPrescriptionId: row.epsPrescriptionId,
    items: row.items,
    nominatedPharmacy: { odsCode: row.pharmacyOdsCode, name: row.pharmacyName, address: row.pharmacyAddress },
    status: row.status,
    sentAt: row.sentAt.getTime(),
    dispensedAt: row.dispensedAt?.getTime() ?? null,
    cancelledAt: row.cancelledAt?.getTime() ?? null,
  };
}

export function eligibilityOf(patient: EpsPatient): EpsEligibility {
  const reasons = epsIneligibilityReasons({
    nhsNumber: patient.nhsNumber,
    nhsNumberTraced: patient.nhsNumberTraced,
    hasNominatedPharmacy: patient.pharmacy !== null,
  });
  return {
    eligible: reasons.length === 0,
    reasons,
    nhsNumber: patient.nhsNumber,
    nominatedPharmacy: patient.pharmacy,
  };
}

async function patientOf(ctx: RequestContext<MeetingAccess>): Promise<EpsPatient> {
  const patient = await findEpsPatient(ctx.db, ctx.access.patientId);
  if (!patient) throw new Error(`patient ${ctx.access.patientId} of an accessible meeting is missing`);
  return patient;
}

/**
 * Asks the EPS where the meeting's SENT prescriptions are and keeps what changed (dispensed or cancelled at the
 * pharmacy's end). An EPS that cannot be reached leaves them as they were: the panel shows what we know.
 */
async function refreshStatuses(db: Db, service: EpsService, rows: UkEpsPrescriptionRow[]): Promise<boolean> {
  const open = rows.filter((row) => row.status === 'SENT').map((row) => row.id);
  if (open.length === 0) return false;
  let statuses;
  try {
    statuses = await service.status(open);
  } catch (error) {
    if (error instanceof EpsError) return false;
    throw error;
  }
  let changed = false;
  for (const id of open) {
    const status = statuses.get(id);
    if (!status || status.status === 'SENT') continue;
    changed = (await settleEpsPrescription(db, id, status.status, status.at ?? new Date())) || changed;
  }
  return changed;
}

export async function meetingEps(
  ctx: RequestContext<MeetingAccess>,
  options: EpsOptions,
): Promise<{ eligibility: EpsEligibility; prescriptions: EpsPrescription[] }> {
  const patient = await patientOf(ctx);
  let rows = await meetingEpsPrescriptions(ctx.db, ctx.access.meetingId);
  if (await refreshStatuses(ctx.db, options.service, rows)) {
    rows = await meetingEpsPrescriptions(ctx.db, ctx.access.meetingId);
  }
  await auditSuccess(ctx.db, ctx.request, 'uk_eps.list');
  return { eligibility: eligibilityOf(patient), prescriptions: rows.map(toEpsPrescription) };
}

const INELIGIBLE: Record<EpsEligibility['reasons'][number], string> = {
  no_nhs_number: 'The patient has no valid NHS number.',
  nhs_number_not_traced: "The patient's NHS number has not been traced on the Spine.",
  no_nominated_pharmacy: 'The patient has no nominated pharmacy.',
};

const invalid = (issues: { path: string; code: string; message: string }[]) =>
  new AppError(400, ERROR_KEYS.invalidInput, 'The prescription is not valid.', issues);

function itemsOf(body: NewEpsPrescriptionBody): EpsItem[] {
  const problems = epsItemProblems(body.items);
  if (problems.length > 0) throw invalid(problems);
  return body.items.map((item) => {
    const medicine = findEpsMedicine(item.dmdCode)!;
    return {
      dmdCode: medicine.dmdCode,
      name: medicine.name,
      strength: medicine.strength,
      form: medicine.form,
      dosage: item.dosage.trim(),
      quantity: item.quantity,
      unit: medicine.unit,
    };
  });
}

const SPINE_REFUSALS: Record<EpsError['key'], { status: number; message: string }> = {
  eps_unavailable: {
    status: 503,
    message: 'The Electronic Prescription Service is not taking prescriptions right now. Nothing was sent.',
  },
  eps_timeout: {
    status: 504,
    message:
      'The Electronic Prescription Service did not answer in time. The prescription may have been sent: send it again to check — it will not be sent twice.',
  },
  nominated_pharmacy_unknown: {
    status: 422,
    message: "The Spine does not know the patient's nominated pharmacy. Nothing was sent.",
  },
  patient_not_traced: {
    status: 422,
    message: "The Spine could not trace the patient's NHS number. Nothing was sent.",
  },
};

/**
 * Sends an EPS prescription from the meeting to the patient's nominated pharmacy. Its `requestId` is its id (and its
 * short-form id is made from it): sent again (a lost answer, a double click) it answers the one prescription. The EPS
 * is asked first — it takes a prescription once by its id — and only then is the prescription kept, with its audit
 * row, in one transaction: an EPS that refuses it (422) or cannot take it (503) leaves nothing behind. An EPS that does
 * not answer in time (504 eps_timeout) may have it: the same requestId sent again asks it again and keeps it once.
 */
export async function sendEpsPrescription(
  ctx: RequestContext<MeetingAccess>,
  options: EpsOptions,
  body: NewEpsPrescriptionBody,
  now: Date,
): Promise<EpsPrescription> {
  const action = 'uk_eps.send';
  const resource = resourceOf(body.requestId);
  await requirePrescriber(ctx, action, body.requestId);
  const existing = await findEpsPrescription(ctx.db, body.requestId);
  if (existing) return repeated(ctx, existing, action);
  const items = itemsOf(body);
  const patient = await patientOf(ctx);
  const eligibility = eligibilityOf(patient);
  if (!eligibility.eligible || !patient.pharmacy || !patient.nhsNumber) {
    await auditRefused(ctx, action, 'failure', resource);
    throw new AppError(
      422,
      EPS_ERROR_KEYS.notEligible,
      'EPS cannot be used for this patient (no traced NHS number or no nominated pharmacy): use a pay-as-you-go prescription.',
      eligibility.reasons.map((reason) => ({ path: 'patient', code: reason, message: INELIGIBLE[reason] })),
    );
  }
  const epsPrescriptionId = makeShortFormPrescriptionId(body.requestId, options.prescriberOdsCode);
  // The short-form id carries 44 bits of the request id: another prescription may, very rarely, have it already. The
  // pharmacy must not find two by one id, so such a request id is refused before the EPS is asked (nothing sent); the
  // web sends again with a new one. (Two such requests at the same instant both reach the EPS; the second keeps
  // nothing and is refused the same way below — never a second row.)
  if (await epsPrescriptionIdTaken(ctx.db, epsPrescriptionId, body.requestId)) {
    await auditRefused(ctx, action, 'failure', resource);
    throw requestIdUnusable();
  }
  try {
    await options.service.send({
      prescriptionId: body.requestId,
      epsPrescriptionId,
      patient: {
        nhsNumber: patient.nhsNumber,
        name: `${patient.givenName} ${patient.familyName}`,
        dob: patient.dob,
      },
      prescriber: { id: ctx.principal.id, name: ctx.principal.name, odsCode: options.prescriberOdsCode },
      pharmacyOdsCode: patient.pharmacy.odsCode,
      items,
    });
  } catch (error) {
    if (!(error instanceof EpsError)) throw error;
    await auditRefused(ctx, action, 'failure', resource);
    const refusal = SPINE_REFUSALS[error.key];
    throw new AppError(refusal.status, error.key, refusal.message);
  }
  const inserted = await ctx.db.transaction(async (tx) => {
    const kept = await insertEpsPrescription(tx, {
      id: body.requestId,
      meetingId: ctx.access.meetingId,
      patientId: ctx.access.patientId,
      prescriberId: ctx.principal.id,
      prescriberName: ctx.principal.name,
      epsPrescriptionId,
      items,
      pharmacyOdsCode: patient.pharmacy!.odsCode,
      pharmacyName: patient.pharmacy!.name,
      pharmacyAddress: patient.pharmacy!.address,
      status: 'SENT',
      sentAt: now,
    });
    if (kept) await auditSuccessWithin(tx, ctx.request, action, resource);
    return kept;
  });
  const sent = await findEpsPrescription(ctx.db, body.requestId);
  if (!sent) {
    await auditRefused(ctx, action, 'failure', resource);
    throw requestIdUnusable();
  }
  return inserted ? toEpsPrescription(sent) : repeated(ctx, sent, action);
}

function requestIdUnusable(): AppError {
  return new AppError(
    409,
    ERROR_KEYS.conflict,
    'This request id cannot be used: send the prescription with a new one.',
  );
}

/** The same request again (a retry, a double click's twin): the prescription it made, if this meeting made it. */
async function repeated(
  ctx: RequestContext<MeetingAccess>,
  existing: UkEpsPrescriptionRow,
  action: string,
): Promise<EpsPrescription> {
  if (existing.meetingId !== ctx.access.meetingId || existing.prescriberId !== ctx.principal.id) {
    await auditRefused(ctx, action, 'denied', resourceOf(existing.id));
    throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another prescription.');
  }
  await auditSuccess(ctx.db, ctx.request, action, resourceOf(existing.id));
  return toEpsPrescription(existing);
}

/**
 * Cancels a prescription of the meeting the pharmacy has not dispensed: at the EPS first, then here. Cancelling a
 * cancelled one answers it; a dispensed one is 409 eps_already_dispensed (and kept as dispensed if the EPS says so).
 */
export async function cancelEpsPrescription(
  ctx: RequestContext<MeetingAccess>,
  options: EpsOptions,
  prescriptionId: string,
  now: Date,
): Promise<EpsPrescription> {
  const action = 'uk_eps.cancel';
  const resource = resourceOf(prescriptionId);
  await requirePrescriber(ctx, action, prescriptionId);
  const row = await findEpsPrescription(ctx.db, prescriptionId);
  if (!row || row.meetingId !== ctx.access.meetingId) {
    await auditRefused(ctx, action, 'denied', resource);
    throw new AppError(404, ERROR_KEYS.notFound, 'Not found.');
  }
  if (row.status === 'CANCELLED') {
    await auditSuccess(ctx.db, ctx.request, action, resource);
    return toEpsPrescription(row);
  }
  const dispensed = () =>
    new AppError(409, EPS_ERROR_KEYS.alreadyDispensed, 'The pharmacy has dispensed this prescription already.');
  if (row.status === 'DISPENSED') {
    await auditRefused(ctx, action, 'failure', resource);
    throw dispensed();
  }
  let outcome;
  try {
    outcome = await options.service.cancel(prescriptionId);
  } catch (error) {
    if (!(error instanceof EpsError)) throw error;
    await auditRefused(ctx, action, 'failure', resource);
    throw new AppError(
      503,
      EPS_ERROR_KEYS.unavailable,
      'The Electronic Prescription Service cannot be reached right now. The prescription is not cancelled yet.',
    );
  }
  if (outcome === 'dispensed') {
    await settleEpsPrescription(ctx.db, prescriptionId, 'DISPENSED', now);
    await auditRefused(ctx, action, 'failure', resource);
    throw dispensed();
  }
  await ctx.db.transaction(async (tx) => {
    await settleEpsPrescription(tx, prescriptionId, 'CANCELLED', now);
    await auditSuccessWithin(tx, ctx.request, action, resource);
  });
  const cancelled = await findEpsPrescription(ctx.db, prescriptionId);
  if (!cancelled) throw new Error(`EPS prescription ${prescriptionId} vanished after cancelling`);
  if (cancelled.status === 'DISPENSED') throw dispensed();
  return toEpsPrescription(cancelled);
}

/**
 * The embedded EPS's nominated pharmacy dispenses a prescription (development route), and we learn it as from a real
 * EPS: false when there is no such prescription waiting. Audited as the pharmacy's doing.
 */
export async function dispenseEpsPrescription(
  db: Db,
  request: FastifyRequest,
  eps: EmbeddedEpsService,
  prescriptionId: string,
  now: Date,
): Promise<boolean> {
  const row = await findEpsPrescription(db, prescriptionId);
  if (!row || row.status !== 'SENT') return false;
  if (!(await eps.dispense(prescriptionId, now))) return false;
  await settleEpsPrescription(db, prescriptionId, 'DISPENSED', now);
  await audit(db, request, {
    action: 'uk_eps.dispensed',
    outcome: 'success',
    patientId: row.patientId,
    resourceType: 'uk_eps_prescription',
    resourceId: prescriptionId,
    subject: 'eps',
  });
  return true;
}
