import {
  countPdfPages,
  ERROR_KEYS,
  PAYG_ERROR_KEYS,
  PAYG_PDF_FILE_NAME,
  paygUploadProblem,
  unverifiedFields,
  type MeetingPaygPrescriptionsResponse,
  type PaygPrescription,
  type SendPaygPrescriptionBody,
} from '@konsult/domain';
import { sendClinicianFilesWithin } from '../messaging/service';
import { isUuid } from '../platform/access';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import {
  discardUnsentUploads,
  findMeetingPaygPrescription,
  findPaygPrescription,
  insertPaygPrescription,
  markPaygPrescriptionSent,
  meetingPaygPrescriptions,
  paygPrescriptionBytes,
  setPatientMessage,
  type PaygPrescriptionSummary,
} from './repo';

/**
 * The UK pay-as-you-go prescription (issue 19; seed 000 §4, §5, §7–§9). The GP uploads the signed prescription as a
 * PDF for the meeting's patient; it is kept unsent, previewed, and sent once both verification boxes are ticked: the
 * patient gets it in the meeting's conversation (the messaging module's own path for a file the server sends, as
 * the sick note's copy goes), and pays the pharmacy that dispenses it. Reading needs the care relationship (checked
 * before these run: 404 and an audited denial without one); uploading and sending are for UK prescribers, as the
 * action's definition offers it.
 */

const RESOURCE = 'payg_prescription';
const resource = (id: string) => ({ type: RESOURCE, id });

export function mayIssuePaygPrescription(clinician: Principal): boolean {
  return clinician.pool.country === 'GB' && clinician.profession === 'DOCTOR' && !clinician.pool.isExternal;
}

export function toPaygPrescription(row: PaygPrescriptionSummary): PaygPrescription {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    fileName: row.fileName,
    byteSize: row.byteSize,
    pageCount: row.pageCount,
    status: row.status,
    uploadedAt: row.createdAt.getTime(),
    sentAt: row.sentAt?.getTime() ?? null,
    sentBy: row.sentByName,
    patientMessageId: row.patientMessageId,
  };
}

export const fileTooLarge = () =>
  new AppError(413, PAYG_ERROR_KEYS.fileTooLarge, 'The file is too large: at most 10,000,000 bytes.');
const notAPdf = () => new AppError(415, PAYG_ERROR_KEYS.notAPdf, 'The file is not a PDF.');

async function refuseUnlessPrescriber(ctx: RequestContext<MeetingAccess>, action: string, id: string) {
  if (mayIssuePaygPrescription(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', resource(id));
  throw forbidden('Only GPs in the UK issue pay-as-you-go prescriptions.');
}

export async function listPaygPrescriptions(
  ctx: RequestContext<MeetingAccess>,
): Promise<MeetingPaygPrescriptionsResponse> {
  const rows = await meetingPaygPrescriptions(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'payg_prescription.list');
  return { prescriptions: rows.map(toPaygPrescription) };
}

/**
 * Keeps an uploaded PDF as the meeting's unsent prescription, under the client's request id, and discards the
 * meeting's earlier unsent upload (a new file replaces it). The user id in the path must be the meeting's patient (404
 * otherwise, as for any patient the clinician does not reach through this meeting). The content is a PDF by its bytes;
 * too large or not a PDF: nothing is kept. The same request id again: the stored row, nothing stored twice (409 when
 * the id is another meeting's).
 */
export async function uploadPaygPrescription(
  ctx: RequestContext<MeetingAccess>,
  userId: string,
  requestId: string,
  file: { fileName: string; bytes: Uint8Array },
): Promise<PaygPrescription> {
  const { db, request, principal, access } = ctx;
  const id = requestId;
  if (userId !== access.patientId) {
    await auditRefused(ctx, 'payg_prescription.upload', 'denied', resource(id));
    throw notFound();
  }
  await refuseUnlessPrescriber(ctx, 'payg_prescription.upload', id);
  const problem = paygUploadProblem(file.bytes.byteLength, file.bytes.subarray(0, 8));
  if (problem) {
    await auditRefused(ctx, 'payg_prescription.upload', 'failure', resource(id));
    throw problem === 'file_too_large' ? fileTooLarge() : notAPdf();
  }
  const row = await db.transaction(async (tx) => {
    const created = await insertPaygPrescription(tx, {
      id,
      meetingId: access.meetingId,
      patientId: access.patientId,
      uploadedBy: principal.id,
      fileName: file.fileName.slice(0, 255) || PAYG_PDF_FILE_NAME,
      byteSize: file.bytes.byteLength,
      pageCount: countPdfPages(file.bytes),
      bytes: file.bytes,
      status: 'UPLOADED',
    });
    if (!created) return null;
    await discardUnsentUploads(tx, access.meetingId, id);
    await auditSuccessWithin(tx, request, 'payg_prescription.upload', resource(id));
    return created;
  });
  if (row) return toPaygPrescription(row);
  const stored = await findPaygPrescription(db, id);
  if (!stored || stored.meetingId !== access.meetingId) {
    await auditRefused(ctx, 'payg_prescription.upload', 'failure', resource(id));
    throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another upload.');
  }
  await auditSuccess(db, request, 'payg_prescription.upload', resource(id));
  return toPaygPrescription(stored);
}

/** The uploaded PDF, for the preview (and the taken-actions link). Another meeting's or unknown: 404. */
export async function paygPrescriptionPdf(ctx: RequestContext<MeetingAccess>, id: string): Promise<Uint8Array> {
  const bytes = isUuid(id) ? await paygPrescriptionBytes(ctx.db, ctx.access.meetingId, id) : null;
  if (!bytes) throw notFound();
  await auditSuccess(ctx.db, ctx.request, 'payg_prescription.pdf', resource(id));
  return bytes;
}

const MESSAGE = {
  subject: 'Your prescription',
  body: (clinician: string) =>
    `Here is your private prescription from ${clinician}. Take it to a pharmacy of your choice (print it or show it ` +
    'on your phone): the pharmacy charges you for the medicine.',
};

/**
 * Sends the prescription to the patient once both boxes are ticked (422 naming each that is not): marked SENT and its
 * PDF put in the patient's messages, in one transaction. Sent again: the same answer, and no second message.
 */
export async function sendPaygPrescription(
  ctx: RequestContext<MeetingAccess>,
  id: string,
  body: SendPaygPrescriptionBody,
  now: Date,
): Promise<PaygPrescription> {
  const { db, request, principal, access } = ctx;
  const found = isUuid(id) ? await findMeetingPaygPrescription(db, access.meetingId, id) : null;
  if (!found) throw notFound();
  await refuseUnlessPrescriber(ctx, 'payg_prescription.send', id);
  const unticked = unverifiedFields(body);
  if (unticked.length > 0) {
    throw new AppError(
      422,
      PAYG_ERROR_KEYS.notVerified,
      'Tick both checks before sending the prescription.',
      unticked.map((field) => ({
        path: `body.${field}`,
        code: 'not_ticked',
        message: field === 'signatureVerified' ? 'Verify the signature.' : "Verify the patient's name.",
      })),
    );
  }
  if (found.status === 'SENT') {
    await auditSuccess(db, request, 'payg_prescription.send', resource(id));
    return toPaygPrescription(found);
  }
  const sent = await db.transaction(async (tx) => {
    const marked = await markPaygPrescriptionSent(tx, id, {
      sentBy: principal.id,
      sentByName: principal.name,
      sentAt: now,
    });
    // Sent by a request at the same time: that one carried the PDF to the patient.
    if (!marked) return null;
    const copy = await sendClinicianFilesWithin(
      tx,
      ctx,
      { subject: MESSAGE.subject, body: MESSAGE.body(principal.name) },
      [{ fileName: PAYG_PDF_FILE_NAME, contentType: 'application/pdf', bytes: marked.bytes! }],
    );
    const attachmentId = copy.attachments[0]!.id;
    await setPatientMessage(tx, id, { patientMessageId: copy.messageId, attachmentId });
    await auditSuccessWithin(tx, request, 'payg_prescription.send', resource(id));
    const { bytes: _bytes, ...summary } = marked;
    return { ...summary, patientMessageId: copy.messageId, attachmentId };
  });
  if (sent) return toPaygPrescription(sent);
  const already = (await findMeetingPaygPrescription(db, access.meetingId, id))!;
  await auditSuccess(db, request, 'payg_prescription.send', resource(id));
  return toPaygPrescription(already);
}
