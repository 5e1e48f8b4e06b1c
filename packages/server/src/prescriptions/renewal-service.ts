import {
  isRenewalComplete,
  LOCALES,
  RENEWAL_MESSAGE_SUBJECT,
  rejectionMessage,
  type CancelRenewalItemsBody,
  type Locale,
  type MissingField,
  type PrescriptionRenewal,
  type RejectRenewalBody,
} from '@konsult/domain';
import { sendClinicianFilesWithin } from '../messaging/service';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, notFound, type ErrorIssue } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import {
  findRenewal,
  findRenewalItem,
  patientRenewals,
  processItems,
  rejectionContext,
  renewalItems,
  renewalOfMeeting,
  type RenewalItemRow,
  type RenewalRow,
} from './renewal-repo';
import { mayPrescribe } from './service';

/**
 * Swedish prescription renewal (seed 000 §4, §5; issue 17). Reading: a care relationship (checked before) in a
 * Swedish pool whose pool renews (prorenata). Processing: a doctor who prescribes, in the renewal's own meeting.
 * Renewing and replacing happen through the prescription flow (the prescription names the item); cancelling an
 * invalid article and rejecting are here. An item is processed once; the renewal is complete when all are.
 */

function toRenewal(row: RenewalRow, items: RenewalItemRow[]): PrescriptionRenewal {
  const mine = items.filter((item) => item.renewalId === row.id);
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    requestedAt: row.requestedAt.getTime(),
    patientMessage: row.patientMessage,
    complete: isRenewalComplete(mine),
    items: mine.map((item) => ({
      medicationRequest: { id: item.id },
      distributedDrug: item.distributedDrug,
      drugArticle: item.drugArticle,
      description: item.description,
      dosage: item.dosage,
      lastPrescribedAt: item.lastPrescribedAt.getTime(),
      state: item.state,
      prescriptionId: item.prescriptionId,
      processedAt: item.processedAt?.getTime() ?? null,
    })),
  };
}

async function refuseReader(ctx: RequestContext, action: string): Promise<void> {
  if (ctx.principal.pool.country === 'SE' && ctx.principal.pool.prorenata) return;
  await auditRefused(ctx, action, 'denied', { type: 'patient', id: ctx.access.patientId });
  throw new AppError(403, 'forbidden', 'Prescription renewal is for Swedish clinicians whose pool renews.');
}

/** The renewal, if it is this patient's (and the meeting's, when one is named); else 404, audited. */
async function requireRenewal(
  ctx: RequestContext,
  action: string,
  renewalId: string,
  meetingId?: string,
): Promise<RenewalRow> {
  const row = /^[0-9a-f-]{36}$/i.test(renewalId) ? await findRenewal(ctx.db, renewalId) : null;
  if (row && row.patientId === ctx.access.patientId && (meetingId === undefined || row.meetingId === meetingId)) {
    return row;
  }
  await auditRefused(ctx, action, 'denied', { type: 'prescription-renewal', id: renewalId });
  throw notFound();
}

export async function getRenewal(
  ctx: RequestContext,
  renewalId: string,
  meetingId: string | undefined,
): Promise<PrescriptionRenewal> {
  await refuseReader(ctx, 'renewal.read');
  const row = await requireRenewal(ctx, 'renewal.read', renewalId, meetingId);
  const items = await renewalItems(ctx.db, [row.id]);
  await auditSuccess(ctx.db, ctx.request, 'renewal.read', { type: 'prescription-renewal', id: row.id });
  return toRenewal(row, items);
}

export async function renewalHistory(ctx: RequestContext): Promise<PrescriptionRenewal[]> {
  await refuseReader(ctx, 'renewal.history');
  const rows = await patientRenewals(ctx.db, ctx.access.patientId);
  const items = await renewalItems(
    ctx.db,
    rows.map((row) => row.id),
  );
  await auditSuccess(ctx.db, ctx.request, 'renewal.history');
  return rows.map((row) => toRenewal(row, items));
}

/** Processing needs a prescriber, in the renewal's meeting, on items still pending. */
async function requireProcessing(
  ctx: RequestContext<MeetingAccess>,
  action: string,
  renewalId: string,
  itemIds: string[],
): Promise<{ renewal: RenewalRow; items: RenewalItemRow[] }> {
  if (!mayPrescribe(ctx.principal)) {
    await auditRefused(ctx, action, 'denied', { type: 'prescription-renewal', id: renewalId });
    throw new AppError(403, 'forbidden', 'Only doctors in Sweden process prescription renewals.');
  }
  const renewal = await requireRenewal(ctx, action, renewalId, ctx.access.meetingId);
  const items = (await renewalItems(ctx.db, [renewal.id])).filter((item) => itemIds.includes(item.id));
  const unknown = itemIds.filter((id) => !items.some((item) => item.id === id));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      'invalid_input',
      'Not items of this renewal.',
      unknown.map((id): ErrorIssue => ({ path: 'itemIds', code: 'unknown_item', message: id })),
    );
  }
  if (items.some((item) => item.state !== 'PENDING')) {
    throw conflict('renewal_item_processed', 'An item has been processed already.');
  }
  return { renewal, items };
}

/**
 * Rejects items and tells the patient (seed 000 §4): in a text meeting with a reason and its text (the clinician's
 * words for none_of_the_above); in a video meeting only a notice. The message and the items commit together.
 */
export async function rejectRenewalItems(
  ctx: RequestContext<MeetingAccess>,
  renewalId: string,
  body: RejectRenewalBody,
  now: Date,
): Promise<PrescriptionRenewal> {
  const { renewal } = await requireProcessing(ctx, 'renewal.reject', renewalId, body.itemIds);
  const meeting = await rejectionContext(ctx.db, ctx.access.meetingId);
  if (!meeting) throw notFound();
  const locale: Locale = (LOCALES as readonly string[]).includes(meeting.language)
    ? (meeting.language as Locale)
    : 'sv';
  const kind = meeting.interventionType === 'TEXT' ? 'TEXT' : 'VIDEO';
  if (kind === 'TEXT' && body.reason === null) {
    throw new AppError(400, 'invalid_input', 'Choose why the renewal is rejected.', [
      { path: 'body.reason', code: 'required', message: 'A text meeting needs a reason.' },
    ]);
  }
  const message = rejectionMessage(kind, kind === 'TEXT' ? body.reason : null, body.message, locale);
  if (message === null) {
    throw new AppError(400, 'invalid_input', 'Write the message to the patient.', [
      { path: 'body.message', code: 'required', message: 'The message must not be empty.' },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    const done = await processItems(tx, renewal.id, body.itemIds, {
      state: 'REJECTED',
      processedAt: now,
      processedBy: ctx.principal.id,
      rejectionReason: kind === 'TEXT' ? body.reason : null,
    });
    if (done.length !== body.itemIds.length) throw conflict('renewal_item_processed', 'An item has been processed.');
    await sendClinicianFilesWithin(tx, ctx, { subject: RENEWAL_MESSAGE_SUBJECT[locale], body: message }, []);
    await auditSuccessWithin(tx, ctx.request, 'renewal.reject', { type: 'prescription-renewal', id: renewal.id });
  });
  return toRenewal(renewal, await renewalItems(ctx.db, [renewal.id]));
}

/** Seed 000 §4's replace-or-cancel modal: invalid articles the clinician does not replace are cancelled. */
export async function cancelRenewalItems(
  ctx: RequestContext<MeetingAccess>,
  renewalId: string,
  body: CancelRenewalItemsBody,
  now: Date,
): Promise<PrescriptionRenewal> {
  const { renewal } = await requireProcessing(ctx, 'renewal.cancel', renewalId, body.itemIds);
  await ctx.db.transaction(async (tx) => {
    await processItems(tx, renewal.id, body.itemIds, {
      state: 'CANCELLED',
      processedAt: now,
      processedBy: ctx.principal.id,
    });
    await auditSuccessWithin(tx, ctx.request, 'renewal.cancel', { type: 'prescription-renewal', id: renewal.id });
  });
  return toRenewal(renewal, await renewalItems(ctx.db, [renewal.id]));
}

/**
 * A prescription sent for a renewal item processes it (in the sending transaction): renewed when it is the same
 * product, replaced when another. Refused (409) when the item is not this patient's pending one.
 */
export async function processItemByPrescription(
  tx: Db,
  patientId: string,
  meetingId: string,
  itemId: string,
  prescription: { id: string; nplId: string; prescriberId: string; at: Date },
): Promise<void> {
  const { renewal, item } = await pendingRenewalItem(tx, patientId, meetingId, itemId);
  const done = await processItems(tx, renewal.id, [itemId], {
    state: item.distributedDrug.nplId === prescription.nplId ? 'RENEWED' : 'REPLACED',
    processedAt: prescription.at,
    processedBy: prescription.prescriberId,
    prescriptionId: prescription.id,
  });
  if (done.length === 0) throw conflict('renewal_item_processed', 'This renewal item has been processed already.');
}

/** The meeting's renewal and its item, pending; else 400 (not its item) or 409 (processed already). */
export async function pendingRenewalItem(db: Db, patientId: string, meetingId: string, itemId: string) {
  const renewal = await renewalOfMeeting(db, meetingId);
  const item = renewal ? (await renewalItems(db, [renewal.id])).find((i) => i.id === itemId) : undefined;
  if (!renewal || renewal.patientId !== patientId || !item) {
    throw new AppError(400, 'invalid_input', 'Not an item of this meeting’s renewal.', [
      { path: 'prescription.renewalItemId', code: 'unknown_item', message: itemId },
    ]);
  }
  if (item.state !== 'PENDING') throw conflict('renewal_item_processed', 'This renewal item has been processed.');
  return { renewal, item };
}

/** A renewal item of the patient's, in any state; null for another's or none. */
export async function renewalItemOfPatient(db: Db, patientId: string, itemId: string) {
  const item = /^[0-9a-f-]{36}$/i.test(itemId) ? await findRenewalItem(db, itemId) : null;
  const renewal = item ? await findRenewal(db, item.renewalId) : null;
  return renewal?.patientId === patientId ? item : null;
}

/** Seed 000 §5: an unfinished renewal stops the meeting from ending. */
export async function unfinishedRenewal(db: Db, meetingId: string): Promise<MissingField[]> {
  const renewal = await renewalOfMeeting(db, meetingId);
  if (!renewal) return [];
  const pending = (await renewalItems(db, [renewal.id])).filter((item) => item.state === 'PENDING');
  if (pending.length === 0) return [];
  return [
    {
      name: 'prescription-renewal',
      label: `Prescription renewal: ${pending.map((item) => item.distributedDrug.tradeName).join(', ')} not processed`,
      section: 'Prescriptions',
    },
  ];
}
