import {
  dayKey,
  ERROR_KEYS,
  displayIdNumber,
  findIcd10,
  icdCodeOf,
  periodsInOrder,
  professionTitle,
  SICK_NOTE_ERROR_KEYS,
  sickNoteProblems,
  type MeetingSickNotesResponse,
  type SickLeaveDegree,
  type SickNote,
  type SickNoteBody,
  type SickNoteDiagnosis,
  type SickNoteProblem,
} from '@konsult/domain';
import { CertificateError, type CertificateService } from '../integrations/certificates/certificate-service';
import { sendClinicianFilesWithin } from '../messaging/service';
import { isUuid } from '../platform/access';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import type { StoredSickNoteCertificate } from '../platform/db/schema';
import { toSickNote } from './mapper';
import { renderSickNotePdf } from './pdf';
import {
  findMeetingSickNote,
  findPatientForCertificate,
  findSickNote,
  insertSickNote,
  meetingSickNotes,
  noteDiagnosis,
  type SickNoteRow,
} from './repo';

/**
 * The Swedish sick note (issue 18; seed 002 §7 webcertsicknote), FK 7804 "Läkarintyg för sjukpenning". Who may do
 * what: reading a meeting's sick notes needs the care relationship (checked before these run: 404 and an audited
 * denial without one); signing is for doctors of a Swedish pool (the action's definition), others get 403. The
 * certificate's rules are the domain's (422 per field). Signed at the certificate service, the certificate is kept
 * with the meeting and its PDF goes to the patient in the meeting's conversation, in one transaction.
 */

const SWEDEN = 'Europe/Stockholm';
const PDF_NAME = 'Läkarintyg för sjukpenning.pdf';

export function mayIssueSickNote(clinician: Principal): boolean {
  return clinician.pool.country === 'SE' && clinician.profession === 'DOCTOR';
}

/** What each broken rule says, in the one error shape (the form words it in the clinician's language). */
const PROBLEM_MESSAGES: Record<SickNoteProblem['code'], string> = {
  required: 'Required.',
  invalid_code: 'Not an ICD-10 code.',
  invalid_degree: 'The degree must be 25, 50, 75 or 100 %.',
  invalid_date: 'Not a calendar day.',
  in_future: 'The contact cannot be in the future.',
  too_old: 'The contact is more than 30 days back: see the patient again.',
  ends_before_start: 'The period ends before it starts.',
  too_early: 'The period starts more than 7 days before the contact.',
  too_long: 'A period is at most one year.',
  overlap: 'Overlaps another period.',
};

function problemMessage(problem: SickNoteProblem): string {
  return problem.code === 'overlap' && problem.otherPeriod !== undefined
    ? `Overlaps period ${problem.otherPeriod + 1}.`
    : PROBLEM_MESSAGES[problem.code];
}

function fromService(error: CertificateError): AppError {
  switch (error.key) {
    case 'certificate_rejected':
      return new AppError(
        422,
        SICK_NOTE_ERROR_KEYS.certificateRejected,
        'The certificate service refused the certificate. Nothing was signed.',
      );
    case 'certificate_service_timeout':
      return new AppError(
        503,
        SICK_NOTE_ERROR_KEYS.certificateServiceTimeout,
        'The certificate service did not answer in time. Sign again: it will not be signed twice.',
      );
    default:
      return new AppError(
        503,
        SICK_NOTE_ERROR_KEYS.certificateServiceUnavailable,
        'The certificate service is not available. Nothing was signed; try again later.',
      );
  }
}

/** The note's primary diagnosis as the certificate starts from it: the shipped code titled in Swedish, else as written. */
export function diagnosisFrom(value: string | null): SickNoteDiagnosis | null {
  if (!value) return null;
  const shipped = findIcd10(value, 'sv');
  if (shipped) return { code: shipped.code, text: shipped.title };
  const code = icdCodeOf(value);
  return { code, text: value.slice(code.length).trim() };
}

export async function listSickNotes(ctx: RequestContext<MeetingAccess>): Promise<MeetingSickNotesResponse> {
  const [rows, diagnosis] = await Promise.all([
    meetingSickNotes(ctx.db, ctx.access.meetingId),
    noteDiagnosis(ctx.db, ctx.access.meetingId),
  ]);
  await auditSuccess(ctx.db, ctx.request, 'sick_note.list');
  return { sickNotes: rows.map(toSickNote), diagnosis: diagnosisFrom(diagnosis) };
}

function certificateOf(body: SickNoteBody): StoredSickNoteCertificate {
  return {
    diagnosisCode: body.diagnosis_code.trim().toUpperCase(),
    diagnosisText: body.diagnosis_text,
    basis: body.basis,
    basisDate: body.basis_date,
    functionImpairment: body.function_impairment,
    activityLimitation: body.activity_limitation,
    occupation: body.occupation,
    periods: periodsInOrder(body.periods).map((p) => ({ ...p, degree: p.degree as SickLeaveDegree })),
    measures: [...new Set(body.measures)],
    measuresText: body.measures_text,
  };
}

/** The certificate as signed: its care unit is the signer's, whoever asks for the PDF. */
async function pdfOf(db: Db, row: SickNoteRow): Promise<Buffer> {
  const note = toSickNote(row);
  const patient = await findPatientForCertificate(db, note.patientId);
  if (!patient) throw new Error(`patient ${note.patientId} of a sick note is missing`);
  return renderSickNotePdf(note, {
    patientName: `${patient.givenName} ${patient.familyName}`,
    patientIdNumber: displayIdNumber(patient.idNumber, 'SE'),
    clinic: row.careUnitName,
    clinician: `${note.signedBy}, ${professionTitle('DOCTOR', 'SE')}`,
    signedOn: dayKey(note.signedAt, SWEDEN),
  });
}

/**
 * The doctor signs the certificate: checked by the rules, signed at the certificate service, then kept and its PDF
 * sent to the patient with `message_body`, in one transaction. Its `request_id` is its id: signed again (after a
 * timeout, a lost answer) it answers the one already signed, and the service signs it once.
 */
export async function signSickNote(
  ctx: RequestContext<MeetingAccess>,
  service: CertificateService,
  body: SickNoteBody,
  now: Date,
): Promise<SickNote> {
  const { db, request, principal, access } = ctx;
  if (!mayIssueSickNote(principal)) {
    await auditRefused(ctx, 'sick_note.sign', 'denied', { type: 'sick_note', id: body.request_id });
    throw forbidden('Only doctors in Sweden sign sick notes.');
  }
  const existing = await findSickNote(db, body.request_id);
  if (existing) {
    if (existing.meetingId !== access.meetingId || existing.clinicianId !== principal.id) {
      throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another sick note.');
    }
    await auditSuccess(db, request, 'sick_note.sign', { type: 'sick_note', id: existing.id });
    return toSickNote(existing);
  }
  const problems = sickNoteProblems(body, dayKey(now.getTime(), SWEDEN));
  if (problems.length > 0) {
    throw new AppError(
      422,
      SICK_NOTE_ERROR_KEYS.invalid,
      'The sick note is not complete.',
      problems.map((p) => ({ path: `body.${p.path}`, code: p.code, message: problemMessage(p) })),
    );
  }
  const patient = await findPatientForCertificate(db, access.patientId);
  if (!patient) throw new Error(`patient ${access.patientId} of an accessible meeting is missing`);
  const certificate = certificateOf(body);
  const careUnitName = principal.pool.name;
  let signed;
  try {
    signed = await service.sign({
      requestId: body.request_id,
      kind: 'FK7804',
      issuer: { id: principal.id, name: principal.name, careUnitName },
      patient: { idNumber: patient.idNumber, name: `${patient.givenName} ${patient.familyName}` },
      payload: { ...certificate, messageBody: body.message_body },
    });
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    await auditRefused(ctx, 'sick_note.sign', 'failure', { type: 'sick_note', id: body.request_id });
    throw fromService(error);
  }
  const unsent: SickNoteRow = {
    id: body.request_id,
    meetingId: access.meetingId,
    patientId: access.patientId,
    clinicianId: principal.id,
    clinicianName: principal.name,
    careUnitName,
    certificateId: signed.certificateId,
    status: signed.status,
    certificate,
    messageBody: body.message_body,
    patientMessageId: null,
    signedAt: signed.signedAt,
    createdAt: now,
  };
  const pdf = await pdfOf(db, unsent);
  const row = await db.transaction(async (tx) => {
    const sent = await sendClinicianFilesWithin(
      tx,
      ctx,
      {
        subject: 'Läkarintyg för sjukpenning',
        body: body.message_body || 'Här är ditt läkarintyg för sjukpenning. Det är skickat till Försäkringskassan.',
      },
      [{ fileName: PDF_NAME, contentType: 'application/pdf', bytes: pdf }],
    );
    const { createdAt: _createdAt, ...values } = unsent;
    const row = await insertSickNote(tx, { ...values, patientMessageId: sent.messageId });
    // The same request sent twice at once: the other kept it; this one rolls back, so the patient gets one copy.
    if (!row) throw new AppError(409, ERROR_KEYS.conflict, 'This sick note was signed a moment ago.');
    await auditSuccessWithin(tx, request, 'sick_note.sign', { type: 'sick_note', id: row.id });
    return row;
  });
  return toSickNote(row);
}

/** One of the meeting's signed sick notes as its PDF; another meeting's or an unknown id: 404. */
export async function sickNotePdf(ctx: RequestContext<MeetingAccess>, sickNoteId: string): Promise<Buffer> {
  const row = isUuid(sickNoteId) ? await findMeetingSickNote(ctx.db, ctx.access.meetingId, sickNoteId) : null;
  if (!row) throw notFound();
  const pdf = await pdfOf(ctx.db, row);
  await auditSuccess(ctx.db, ctx.request, 'sick_note.pdf', { type: 'sick_note', id: row.id });
  return pdf;
}
