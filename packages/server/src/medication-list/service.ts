import {
  dosageFromBody,
  dosageProblems,
  ERROR_KEYS,
  type DosageBody,
  type MedicationListItem,
  type MedicationListResponse,
  type NewMedicationBody,
} from '@konsult/domain';
import type { SilCatalogue } from '../integrations/sil/sil-catalogue';
import { isUuid } from '../platform/access';
import { audit, auditSuccess, auditSuccessWithin } from '../platform/audit';
import { AppError, conflict, forbidden, notFound, type ErrorIssue } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { dosageIssue, storedDosage, toGroups, toListItem } from './mapper';
import { renderMedicationListPdf } from './pdf';
import { changeActiveItem, findItem, findPatientIdentity, insertItem, listItems } from './repo';

/**
 * The Swedish medication list (seed 001 §2.3, §3, §4, §6, §7). Who may do what (the seed hides the allowed set):
 * - reading the list and its PDF: a clinician of a Swedish pool with a care relationship to the patient;
 * - adding, editing and ending: also only a DOCTOR or NURSE (prescribing and medication reconciliation are theirs;
 *   a psychologist reads the list but does not change it).
 * Clinicians of other countries get 403 on the Swedish list. The care relationship itself is checked before these
 * run (x-patient-data): without one the answer is 404 and the denial is audited. Every read and write is audited.
 */

const EDITING_PROFESSIONS: ReadonlySet<Principal['profession']> = new Set(['DOCTOR', 'NURSE']);

export function mayReadMedicationList(clinician: Principal): boolean {
  return clinician.pool.country === 'SE';
}

export function mayEditMedicationList(clinician: Principal): boolean {
  return mayReadMedicationList(clinician) && EDITING_PROFESSIONS.has(clinician.profession);
}

export type MedicationAction =
  | 'medication_list.read'
  | 'medication_list.pdf'
  | 'medication_list.add'
  | 'medication_list.update'
  | 'medication_list.end';

async function refuse(ctx: RequestContext, action: MedicationAction, resourceId: string): Promise<never> {
  await audit(ctx.db, ctx.request, {
    action,
    outcome: 'denied',
    patientId: ctx.access.patientId,
    resourceType: action === 'medication_list.update' || action === 'medication_list.end' ? 'medication' : 'patient',
    resourceId,
  });
  throw forbidden(
    mayReadMedicationList(ctx.principal)
      ? 'Only doctors and nurses may change the medication list.'
      : 'The Swedish medication list is for clinicians in Sweden.',
  );
}

async function requireReader(ctx: RequestContext, action: MedicationAction): Promise<void> {
  if (!mayReadMedicationList(ctx.principal)) await refuse(ctx, action, ctx.access.patientId);
}

async function requireEditor(ctx: RequestContext, action: MedicationAction, resourceId: string): Promise<void> {
  if (!mayEditMedicationList(ctx.principal)) await refuse(ctx, action, resourceId);
}

async function currentList(ctx: RequestContext): Promise<MedicationListResponse> {
  const groups = toGroups(await listItems(ctx.db, ctx.access.patientId));
  return { ...groups, canEdit: mayEditMedicationList(ctx.principal) };
}

export async function getMedicationList(ctx: RequestContext): Promise<MedicationListResponse> {
  await requireReader(ctx, 'medication_list.read');
  const list = await currentList(ctx);
  await auditSuccess(ctx.db, ctx.request, 'medication_list.read');
  return list;
}

export async function getMedicationListPdf(
  ctx: RequestContext,
  now: Date,
): Promise<{ bytes: Buffer; fileName: string }> {
  await requireReader(ctx, 'medication_list.pdf');
  const [patient, rows] = await Promise.all([
    findPatientIdentity(ctx.db, ctx.access.patientId),
    listItems(ctx.db, ctx.access.patientId),
  ]);
  if (!patient) throw notFound();
  const bytes = await renderMedicationListPdf(patient, toGroups(rows).active, now);
  await auditSuccess(ctx.db, ctx.request, 'medication_list.pdf');
  return { bytes, fileName: `lakemedelslista-${now.toISOString().slice(0, 10)}.pdf` };
}

function invalid(issues: ErrorIssue[]): AppError {
  return new AppError(400, ERROR_KEYS.invalidInput, 'The request is not valid.', issues);
}

function checkedDosage(body: DosageBody) {
  const dosage = dosageFromBody(body);
  const problems = dosageProblems(dosage);
  if (problems.length > 0) throw invalid(problems.map(dosageIssue));
  return storedDosage(dosage);
}

export async function addMedication(
  ctx: RequestContext,
  catalogue: SilCatalogue,
  body: NewMedicationBody,
  now: Date,
): Promise<MedicationListResponse> {
  await requireEditor(ctx, 'medication_list.add', ctx.access.patientId);
  const drug = await catalogue.drug(body.medication.npl_id);
  if (!drug) {
    throw invalid([
      { path: 'medication.npl_id', code: 'unknown_drug', message: 'The drug catalogue has no such product.' },
    ]);
  }
  const issues: ErrorIssue[] = [];
  if (drug.atcCode !== body.medication.atc_code) {
    issues.push({
      path: 'medication.atc_code',
      code: 'atc_mismatch',
      message: `The product's ATC code is ${drug.atcCode}.`,
    });
  }
  const dosage = dosageFromBody(body.dosage);
  issues.push(...dosageProblems(dosage).map(dosageIssue));
  if (issues.length > 0) throw invalid(issues);

  const id = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertItem(tx, {
      id,
      patientId: ctx.access.patientId,
      nplId: drug.nplId,
      atcCode: drug.atcCode,
      drug,
      dosage: storedDosage(dosage),
      reasons: body.reason.map((r) => ({ code: r.code.trim(), text: r.text.trim() })),
      status: 'ACTIVE',
      statusAt: now,
      createdAt: now,
      createdBy: ctx.principal.id,
      modifiedAt: now,
      modifiedBy: ctx.principal.id,
      modifiedByName: ctx.principal.name,
    });
    await auditSuccessWithin(tx, ctx.request, 'medication_list.add', { type: 'medication', id });
  });
  return currentList(ctx);
}

/**
 * The patient's item, or a 404 with an audited denial: an id of another patient's item is as unknown as a missing
 * one, and the attempt is in that patient's log.
 */
async function requireItem(ctx: RequestContext, action: MedicationAction, id: string) {
  const item = isUuid(id) ? await findItem(ctx.db, id) : null;
  if (item?.patientId === ctx.access.patientId) return item;
  await audit(ctx.db, ctx.request, {
    action,
    outcome: 'denied',
    patientId: item?.patientId ?? ctx.access.patientId,
    resourceType: 'medication',
    resourceId: id,
  });
  throw notFound();
}

/** Past medication is read-only (seed 001 §6): a change to an ended item is a 409, recorded as a failure. */
async function refuseEnded(ctx: RequestContext, action: MedicationAction, id: string): Promise<never> {
  await audit(ctx.db, ctx.request, {
    action,
    outcome: 'failure',
    patientId: ctx.access.patientId,
    resourceType: 'medication',
    resourceId: id,
  });
  throw conflict(ERROR_KEYS.conflict, 'This medication has ended; past medication cannot change.');
}

async function change(
  ctx: RequestContext,
  action: 'medication_list.update' | 'medication_list.end',
  id: string,
  values: Parameters<typeof changeActiveItem>[3],
): Promise<MedicationListItem> {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await changeActiveItem(tx, id, ctx.access.patientId, values);
    // Checked as ACTIVE a moment ago: only a concurrent end gets here.
    if (!row) return null;
    await auditSuccessWithin(tx, ctx.request, action, { type: 'medication', id });
    return toListItem(row);
  });
  return changed ?? refuseEnded(ctx, action, id);
}

export async function updateMedication(
  ctx: RequestContext,
  id: string,
  dosageBody: DosageBody,
  now: Date,
): Promise<MedicationListItem> {
  await requireEditor(ctx, 'medication_list.update', id);
  const item = await requireItem(ctx, 'medication_list.update', id);
  if (item.status !== 'ACTIVE') return refuseEnded(ctx, 'medication_list.update', id);
  const dosage = checkedDosage(dosageBody);
  return change(ctx, 'medication_list.update', id, {
    dosage,
    modifiedAt: now,
    modifiedBy: ctx.principal.id,
    modifiedByName: ctx.principal.name,
  });
}

/** Ends an active item: status ENDED from now, which the past list shows as its end date (seed 001 §4). */
export async function endMedication(ctx: RequestContext, id: string, now: Date): Promise<MedicationListItem> {
  await requireEditor(ctx, 'medication_list.end', id);
  const item = await requireItem(ctx, 'medication_list.end', id);
  if (item.status !== 'ACTIVE') return refuseEnded(ctx, 'medication_list.end', id);
  return change(ctx, 'medication_list.end', id, {
    status: 'ENDED',
    statusAt: now,
    modifiedAt: now,
    modifiedBy: ctx.principal.id,
    modifiedByName: ctx.principal.name,
  });
}
