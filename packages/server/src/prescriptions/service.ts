import {
  dayKey,
  dosageFromBody,
  ERROR_KEYS,
  prescriptionCardProblems,
  prescriptionWarnings,
  PRESCRIPTION_ERROR_KEYS,
  type CancelPrescriptionsBody,
  type EhmStatusResponse,
  type EReceiptSessionResponse,
  type NewPrescriptionBody,
  type PractitionerRoleLink,
  type Prescription,
  type PrescriptionStatusResponse,
  type PrescriptionWarning,
  type PrescriptionWarningsBody,
  type SilProduct,
} from '@konsult/domain';
import {
  ExchangeError,
  type ExchangePrescriber,
  type PrescriptionExchange,
} from '../integrations/prescription-exchange/prescription-exchange';
import type { SilCatalogue } from '../integrations/sil/sil-catalogue';
import { insertItem } from '../medication-list/repo';
import { storedDosage } from '../medication-list/mapper';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import { AppError, forbidden, RetryLaterError, type ErrorIssue } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { toPrescription } from './mapper';
import { pendingRenewalItem, processItemByPrescription, renewalItemOfPatient } from './renewal-service';
import {
  activeMedications,
  findPatientForExchange,
  findPrescription,
  insertPrescription,
  meetingHasPrescription,
  meetingPrescriptions,
  patientPrescriptions,
  recordedAllergies,
  setMeetingGotPrescription,
  setPrescriptionStatus,
  type PrescriptionRow,
} from './repo';

/**
 * Swedish e-prescribing (issue 17; seed 002 §3, §7). Who may do what:
 * - reading a patient's prescriptions: a clinician with a care relationship (checked before these run: 404 and an
 *   audited denial without one) in a Swedish pool;
 * - sending and cancelling: a doctor of a Swedish pool who is not external (seed 002 §2: the prescription group is
 *   offered only to non-external clinicians), signing with their PIN; a nurse or psychologist gets 403.
 * Every read and write is audited; a refusal by the exchange is audited as a failure and sends nothing.
 */

const SWEDEN = 'Europe/Stockholm';

export function mayPrescribe(clinician: Principal): boolean {
  return clinician.pool.country === 'SE' && clinician.profession === 'DOCTOR' && !clinician.pool.isExternal;
}

function prescriber(clinician: Principal): ExchangePrescriber {
  return { id: clinician.id, name: clinician.name, careUnitName: clinician.pool.name };
}

const invalid = (issues: ErrorIssue[]) =>
  new AppError(400, ERROR_KEYS.invalidInput, 'The prescription is not valid.', issues);

/** The exchange's refusal as the one error shape: what the clinician can act on, and nothing was sent. */
function fromExchange(error: ExchangeError): AppError {
  switch (error.key) {
    case 'pin_refused':
      return new AppError(422, PRESCRIPTION_ERROR_KEYS.pinRefused, 'The PIN was not accepted. Nothing was sent.');
    case 'pin_locked':
      return new RetryLaterError(
        PRESCRIPTION_ERROR_KEYS.pinLocked,
        'Too many wrong PINs: your e-identity is locked for a while. Nothing was sent.',
        error.retryAfterSeconds ?? 1800,
      );
    case 'ehm_timeout':
      return new AppError(
        503,
        PRESCRIPTION_ERROR_KEYS.exchangeTimeout,
        'The prescription exchange did not answer in time. Send again: it will not be sent twice.',
      );
    case 'prescription_not_cancellable':
      return new AppError(
        409,
        PRESCRIPTION_ERROR_KEYS.notCancellable,
        'The pharmacy has dispensed it: a dispensed prescription cannot be cancelled.',
      );
    default:
      return new AppError(
        503,
        PRESCRIPTION_ERROR_KEYS.exchangeUnavailable,
        'The prescription exchange is not available. Nothing was sent; try again later.',
      );
  }
}

/** Runs a call to the exchange; a refusal is audited as a failure of `action` and answered in the one shape. */
async function atExchange<T>(
  ctx: RequestContext,
  action: string,
  resourceId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ExchangeError)) throw error;
    await auditRefused(ctx, action, 'failure', { type: 'prescription', id: resourceId });
    throw fromExchange(error);
  }
}

async function requirePrescriber(ctx: RequestContext, action: string, resourceId: string): Promise<void> {
  if (mayPrescribe(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', { type: 'prescription', id: resourceId });
  throw forbidden('Only doctors in Sweden sign e-prescriptions.');
}

async function requireSwedishReader(ctx: RequestContext, action: string): Promise<void> {
  if (ctx.principal.pool.country === 'SE') return;
  await auditRefused(ctx, action, 'denied', { type: 'patient', id: ctx.access.patientId });
  throw forbidden('Swedish e-prescriptions are for clinicians in Sweden.');
}

// ——— the exchange ———

export async function exchangeStatus(exchange: PrescriptionExchange, now: number): Promise<EhmStatusResponse> {
  return { available: await exchange.available(), checkedAt: now };
}

export async function roleLinks(
  ctx: ClinicianContext,
  exchange: PrescriptionExchange,
): Promise<PractitionerRoleLink[]> {
  if (!mayPrescribe(ctx.principal)) throw forbidden('Only doctors in Sweden sign e-prescriptions.');
  try {
    return await exchange.roleLinks(prescriber(ctx.principal));
  } catch (error) {
    if (error instanceof ExchangeError) throw fromExchange(error);
    throw error;
  }
}

/** The e-receipt session for the meeting's patient (seed 000 §7): a short-lived link the prescriber opens. */
export async function eReceiptSession(
  ctx: RequestContext<MeetingAccess>,
  exchange: PrescriptionExchange,
): Promise<EReceiptSessionResponse> {
  await requirePrescriber(ctx, 'prescription.ereceipt_session', ctx.access.meetingId);
  const patient = await findPatientForExchange(ctx.db, ctx.access.patientId);
  if (!patient) throw new Error(`patient ${ctx.access.patientId} of an accessible meeting is missing`);
  const session = await atExchange(ctx, 'prescription.ereceipt_session', ctx.access.meetingId, () =>
    exchange.sessionUrl(prescriber(ctx.principal), { idNumber: patient.idNumber }),
  );
  await auditSuccess(ctx.db, ctx.request, 'prescription.ereceipt_session');
  return { url: session.url, expiresAt: session.expiresAt.getTime() };
}

// ——— sending ———

/**
 * What the prescription form warns about for this product and patient. `continuing` is the drug a renewal item
 * renews: on the list it is the therapy being continued, not a duplicate of it.
 */
export async function warningsFor(
  ctx: RequestContext,
  product: SilProduct,
  continuing: string | null = null,
): Promise<PrescriptionWarning[]> {
  const [active, allergies] = await Promise.all([
    activeMedications(ctx.db, ctx.access.patientId),
    recordedAllergies(ctx.db, ctx.access.patientId),
  ]);
  return prescriptionWarnings(
    product,
    active.filter((m) => m.nplId !== continuing),
    allergies,
  );
}

export async function productWarnings(
  ctx: RequestContext,
  catalogue: SilCatalogue,
  { nplId, renewalItemId }: PrescriptionWarningsBody,
): Promise<PrescriptionWarning[]> {
  await requireSwedishReader(ctx, 'prescription.warnings');
  const product = await catalogue.product(nplId);
  if (!product)
    throw invalid([{ path: 'nplId', code: 'unknown_product', message: 'The catalogue has no such product.' }]);
  const item = renewalItemId ? await renewalItemOfPatient(ctx.db, ctx.access.patientId, renewalItemId) : null;
  const warnings = await warningsFor(ctx, product, item?.distributedDrug.nplId ?? null);
  await auditSuccess(ctx.db, ctx.request, 'prescription.warnings');
  return warnings;
}

/** The card against its product: the package is the product's, its size is the package's, the benefit is allowed. */
function cardAgainstProduct(body: NewPrescriptionBody['prescription'], product: SilProduct): ErrorIssue[] {
  const pack = product.packages.find((p) => p.nplPackId === body.nplPackId);
  if (!pack)
    return [{ path: 'prescription.nplPackId', code: 'unknown_package', message: 'Not a package of the product.' }];
  const issues: ErrorIssue[] = [];
  if (pack.size !== body.size) {
    issues.push({ path: 'prescription.size', code: 'size_mismatch', message: `The package's size is ${pack.size}.` });
  }
  if (body.withinBenefit && !pack.withinBenefit) {
    issues.push({
      path: 'prescription.withinBenefit',
      code: 'not_within_benefit',
      message: 'This package is outside the pharmaceutical benefits scheme.',
    });
  }
  return issues;
}

/**
 * Sends a prescription signed with the prescriber's PIN. Its `requestId` is its id: sent again (after a timeout, a
 * lost answer) it answers the one already sent. A warning (the same therapy on the list, a recorded allergy) must be
 * confirmed with a reason, else 409 prescription_warnings lists them. Sent, the drug joins the medication list
 * unless it is on it already, and the meeting has got a prescription.
 */
export async function sendPrescription(
  ctx: RequestContext<MeetingAccess>,
  exchange: PrescriptionExchange,
  catalogue: SilCatalogue,
  body: NewPrescriptionBody,
  now: Date,
): Promise<Prescription> {
  const card = body.prescription;
  await requirePrescriber(ctx, 'prescription.send', card.requestId);
  const existing = await findPrescription(ctx.db, card.requestId);
  if (existing) {
    if (existing.patientId !== ctx.access.patientId || existing.prescriberId !== ctx.principal.id) {
      throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another prescription.');
    }
    await auditSuccess(ctx.db, ctx.request, 'prescription.send', { type: 'prescription', id: existing.id });
    return toPrescription(existing);
  }

  const product = await catalogue.product(card.nplId);
  if (!product) {
    throw invalid([
      { path: 'prescription.nplId', code: 'unknown_product', message: 'The catalogue has no such product.' },
    ]);
  }
  const today = dayKey(now.getTime(), SWEDEN);
  const issues = [
    ...cardAgainstProduct(card, product),
    ...prescriptionCardProblems(card, today).map((p) => ({ ...p, path: `prescription.${p.path}` })),
  ];
  if (issues.length > 0) throw invalid(issues);

  const renewing = card.renewalItemId
    ? (await pendingRenewalItem(ctx.db, ctx.access.patientId, ctx.access.meetingId, card.renewalItemId)).item
    : null;
  const warnings = await warningsFor(ctx, product, renewing?.distributedDrug.nplId ?? null);
  const unconfirmed = warnings.filter((w) => !card.acknowledgedWarnings.some((a) => a.kind === w.kind));
  if (unconfirmed.length > 0) {
    throw new AppError(
      409,
      PRESCRIPTION_ERROR_KEYS.unconfirmedWarnings,
      'Confirm each warning with a reason before signing.',
      unconfirmed.map((w) => ({ path: `prescription.acknowledgedWarnings`, code: w.kind, message: w.matched })),
    );
  }

  const patient = await findPatientForExchange(ctx.db, ctx.access.patientId);
  if (!patient) throw new Error(`patient ${ctx.access.patientId} of an accessible meeting is missing`);
  const dosage = storedDosage(dosageFromBody(card.dosage));
  const productRef = {
    nplId: product.nplId,
    tradeName: product.tradeName,
    atcCode: product.atcCode,
    drugFormTextSv: product.drugFormTextSv,
  };
  const stored = {
    nplPackId: card.nplPackId,
    description: card.description,
    dosage,
    reason: card.reason,
    numberOfPackages: card.numberOfPackages,
    size: card.size,
    dispenseIntervalQuantity: card.dispenseIntervalQuantity,
    dispenseIntervalUnit: card.dispenseIntervalUnit,
    numberOfDispenses: card.numberOfDispenses,
    firstDispenseValidityEnd: card.firstDispenseValidityEnd,
    withinBenefit: card.withinBenefit,
    starterPackage: card.starterPackage,
    substitutionAllowed: card.substitutionAllowed,
    groupId: card.groupId,
  };
  const sent = await atExchange(ctx, 'prescription.send', card.requestId, () =>
    exchange.send({
      medicationRequestId: card.requestId,
      prescriber: prescriber(ctx.principal),
      pin: body.pin_code,
      patient: { idNumber: patient.idNumber, name: `${patient.givenName} ${patient.familyName}` },
      nplPackId: card.nplPackId,
      payload: { product: productRef, ...stored },
    }),
  );

  const onList = (await activeMedications(ctx.db, ctx.access.patientId)).some((m) => m.nplId === product.nplId);
  const row = await ctx.db.transaction(async (tx) => {
    const values = {
      id: card.requestId,
      meetingId: ctx.access.meetingId,
      patientId: ctx.access.patientId,
      prescriberId: ctx.principal.id,
      prescriberName: ctx.principal.name,
      nplId: product.nplId,
      atcCode: product.atcCode,
      product: productRef,
      card: stored,
      acknowledgedWarnings: card.acknowledgedWarnings.filter((a) => warnings.some((w) => w.kind === a.kind)),
      status: sent.status,
      statusAt: sent.statusAt,
      createdAt: now,
      cancellation: null,
      cancelledBy: null,
    } satisfies PrescriptionRow;
    await insertPrescription(tx, values);
    if (!onList) {
      const { tradeName, atcCode, nplId, marketingAuthHolder, drugFormTextSv, links, dosages } = product;
      await insertItem(tx, {
        id: crypto.randomUUID(),
        patientId: ctx.access.patientId,
        nplId,
        atcCode,
        drug: { tradeName, atcCode, nplId, marketingAuthHolder, drugFormTextSv, links, dosages },
        dosage,
        reasons: card.reason,
        status: 'ACTIVE',
        statusAt: now,
        createdAt: now,
        createdBy: ctx.principal.id,
        modifiedAt: now,
        modifiedBy: ctx.principal.id,
        modifiedByName: ctx.principal.name,
      });
    }
    await setMeetingGotPrescription(tx, ctx.access.meetingId, true);
    if (card.renewalItemId) {
      await processItemByPrescription(tx, ctx.access.patientId, ctx.access.meetingId, card.renewalItemId, {
        id: values.id,
        nplId: product.nplId,
        prescriberId: ctx.principal.id,
        at: now,
      });
    }
    await auditSuccessWithin(tx, ctx.request, 'prescription.send', { type: 'prescription', id: values.id });
    return values;
  });
  return toPrescription(row);
}

// ——— reading ———

export async function listMeetingPrescriptions(ctx: RequestContext<MeetingAccess>): Promise<Prescription[]> {
  await requireSwedishReader(ctx, 'prescription.list');
  const rows = await meetingPrescriptions(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'prescription.list');
  return rows.map(toPrescription);
}

export async function listPatientPrescriptions(ctx: RequestContext): Promise<Prescription[]> {
  await requireSwedishReader(ctx, 'prescription.patient');
  const rows = await patientPrescriptions(ctx.db, ctx.access.patientId);
  await auditSuccess(ctx.db, ctx.request, 'prescription.patient');
  return rows.map(toPrescription);
}

/** The prescription's status at the exchange now; ours follows it (a pharmacy has dispensed it …). */
export async function prescriptionStatus(
  ctx: RequestContext,
  exchange: PrescriptionExchange,
  id: string,
): Promise<PrescriptionStatusResponse> {
  await requireSwedishReader(ctx, 'prescription.status');
  const row = await findPrescription(ctx.db, id);
  if (!row) throw new Error(`prescription ${id} passed the access check but is missing`);
  const now = await atExchange(ctx, 'prescription.status', id, () => exchange.statusOf(id));
  let current = row;
  if (now && (now.status !== row.status || now.statusAt.getTime() !== row.statusAt.getTime())) {
    [current = row] = await setPrescriptionStatus(ctx.db, [id], { status: now.status, statusAt: now.statusAt });
  }
  await auditSuccess(ctx.db, ctx.request, 'prescription.status', { type: 'prescription', id });
  return { id, status: current.status, statusAt: current.statusAt.getTime() };
}

// ——— cancelling ———

/**
 * Cancels prescriptions of the patient not yet dispensed, signed with the PIN, with a reason (and a note for
 * "other"). An id that is not the patient's is as unknown as a missing one (404, audited).
 */
export async function cancelPrescriptions(
  ctx: RequestContext,
  exchange: PrescriptionExchange,
  body: CancelPrescriptionsBody,
): Promise<Prescription[]> {
  const { cancellation } = body;
  const ids = [...new Set(cancellation.medicationRequestIds)];
  await requirePrescriber(ctx, 'prescription.cancel', ids.join(','));
  const rows = await Promise.all(ids.map((id) => findPrescription(ctx.db, id)));
  const missing = ids.filter((id, i) => rows[i]?.patientId !== ctx.access.patientId);
  if (missing.length > 0) {
    await auditRefused(ctx, 'prescription.cancel', 'denied', { type: 'prescription', id: missing.join(',') });
    throw new AppError(404, ERROR_KEYS.notFound, 'Not found.');
  }
  const found = rows as PrescriptionRow[];
  if (found.some((row) => row.status !== 'SENT')) {
    await auditRefused(ctx, 'prescription.cancel', 'failure', { type: 'prescription', id: ids.join(',') });
    throw fromExchange(new ExchangeError('prescription_not_cancellable', 'not SENT'));
  }
  const done = await atExchange(ctx, 'prescription.cancel', ids.join(','), () =>
    exchange.cancel({
      prescriber: prescriber(ctx.principal),
      pin: body.pinCode,
      medicationRequestIds: ids,
      reason: cancellation.reason,
      note: cancellation.note,
    }),
  );
  const meetings = [...new Set(found.map((row) => row.meetingId).filter((m): m is string => m !== null))];
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await setPrescriptionStatus(tx, ids, {
      status: 'CANCELLED',
      statusAt: done.statusAt,
      cancellation: {
        reason: cancellation.reason,
        note: cancellation.note,
        patientInformed: cancellation.patientInformed,
      },
      cancelledBy: ctx.principal.id,
    });
    for (const meetingId of meetings) {
      await setMeetingGotPrescription(tx, meetingId, await meetingHasPrescription(tx, meetingId));
    }
    for (const id of ids) {
      await auditSuccessWithin(tx, ctx.request, 'prescription.cancel', { type: 'prescription', id });
    }
    return updated;
  });
  return changed.map(toPrescription);
}
