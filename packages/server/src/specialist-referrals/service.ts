import {
  ERROR_KEYS,
  MARKET_TIME_ZONE,
  professionTitle,
  SPECIALIST_REFERRAL_ERROR_KEYS,
  SPECIALIST_TYPE_IDS,
  SPECIALIST_TYPE_NAMES_SV,
  specialistReferralProblems,
  type NewSpecialistReferral,
  type ReferralImage,
  type RecordEntry,
  type SentSpecialistReferral,
  type SpecialistUnitsResponse,
} from '@konsult/domain';
import { auditRefused, auditSuccess, auditSuccessWithin } from '../platform/audit';
import { AppError, forbidden, notFound, type ErrorIssue } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { renderReferralLetter } from './pdf';
import {
  activeUnits,
  findReferral,
  findReferredPatient,
  findReferringClinician,
  insertReferral,
  insertReferralHistoryEntry,
  meetingImageBytes,
  meetingImages,
  meetingReferrals,
  type SpecialistReferralRow,
} from './repo';

/**
 * The Swedish specialist referral (issue 18; seed 002 §3, §9). Who may do what:
 * - reading a meeting's referrals, its photos and a referral's letter: a clinician with a care relationship (checked
 *   before these run: 404 and an audited denial without one);
 * - sending: a doctor of a Swedish pool (the action's definition), 403 and an audited denial for anyone else.
 * A referral is sent once and not changed; it enters the record history as a signed entry in the same transaction.
 * Its id is the client's request id: sent again, it answers the referral already sent and writes no second entry.
 */

export function mayReferToSpecialist(clinician: Principal): boolean {
  return clinician.pool.country === 'SE' && clinician.profession === 'DOCTOR';
}

/** A referral as the wire shows it; its purpose only when asked for (`includePurpose`). */
export function toSentReferral(row: SpecialistReferralRow, includePurpose: boolean): SentSpecialistReferral {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    specialistTypeId: row.specialistTypeId,
    specialistUnitId: row.specialistUnitId,
    specialistUnit:
      row.specialistUnitName !== null && row.specialistUnitVisitingAddress !== null
        ? { name: row.specialistUnitName, visitingAddress: row.specialistUnitVisitingAddress }
        : null,
    externalSpecialistInfo: row.externalSpecialistInfo,
    ...(includePurpose ? { purposeTitle: row.purposeTitle, purposeBody: row.purposeBody } : {}),
    imageIds: row.imageIds,
    readJournalConsent: row.readJournalConsent,
    useFreeChoiceOfCare: row.useFreeChoiceOfCare,
    infoToAdmin: row.infoToAdmin,
    clinicianName: row.clinicianName,
    sentAt: row.createdAt.getTime(),
  };
}

export async function listUnits(db: RequestContext['db']): Promise<SpecialistUnitsResponse> {
  const units = await activeUnits(db);
  return {
    specialistTypes: SPECIALIST_TYPE_IDS.map((id) => ({ id, nameSv: SPECIALIST_TYPE_NAMES_SV[id] })),
    specialistUnits: units.map((u) => ({
      id: u.id,
      name: u.name,
      visitingAddress: u.visitingAddress,
      specialistTypeIds: u.specialistTypeIds,
    })),
  };
}

export async function listImages(ctx: RequestContext<MeetingAccess>): Promise<ReferralImage[]> {
  const rows = await meetingImages(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'specialist_referral.images');
  return rows.map((row) => ({ id: row.id, contentType: row.contentType, createdAt: row.createdAt.getTime() }));
}

export async function listReferrals(
  ctx: RequestContext<MeetingAccess>,
  includePurpose: boolean,
): Promise<SentSpecialistReferral[]> {
  const rows = await meetingReferrals(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'specialist_referral.list');
  return rows.map((row) => toSentReferral(row, includePurpose));
}

const ISSUE_MESSAGES = {
  unknown_unit: 'The unit does not receive referrals.',
  unit_does_not_receive_type: 'The unit does not receive referrals for this specialty.',
  image_not_of_meeting: 'The photo is not one the patient sent for this meeting.',
} as const;

/** The seed 001 §3 shape the record history shows. */
function historyReferral(row: SpecialistReferralRow): NonNullable<RecordEntry['referral']> {
  return {
    id: row.id,
    externalSpecialistInfo: row.externalSpecialistInfo,
    // An external specialist has no unit of the list: the record names them by what the doctor wrote.
    specialistUnit:
      row.specialistUnitName !== null
        ? { name: row.specialistUnitName, visitingAddress: row.specialistUnitVisitingAddress }
        : { name: row.externalSpecialistInfo ?? '', visitingAddress: null },
    purposeTitle: row.purposeTitle,
    purposeBody: row.purposeBody,
  };
}

/**
 * The answer to a request sent again (a double click, a retry after a lost answer): the referral already sent, as
 * the first answer gave it. A request id of another meeting's or another clinician's referral is a conflict.
 */
async function alreadySent(
  ctx: RequestContext<MeetingAccess>,
  stored: SpecialistReferralRow,
): Promise<SentSpecialistReferral> {
  if (stored.meetingId !== ctx.access.meetingId || stored.clinicianId !== ctx.principal.id) {
    throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another referral.');
  }
  await auditSuccess(ctx.db, ctx.request, 'specialist_referral.send', { type: 'specialist-referral', id: stored.id });
  return toSentReferral(stored, true);
}

export async function sendReferral(
  ctx: RequestContext<MeetingAccess>,
  body: NewSpecialistReferral,
  now: Date,
): Promise<SentSpecialistReferral> {
  // The patient named must be the meeting's: another is as unknown as a missing one.
  if (body.patientId !== ctx.access.patientId) throw notFound();
  if (!mayReferToSpecialist(ctx.principal)) {
    await auditRefused(ctx, 'specialist_referral.send', 'denied', { type: 'meeting', id: ctx.access.meetingId });
    throw forbidden('Only doctors in Sweden write specialist referrals.');
  }
  // Before the checks: a unit closed since the first send must not turn the referral already sent into a refusal.
  const existing = await findReferral(ctx.db, body.requestId);
  if (existing) return alreadySent(ctx, existing);
  const units = await activeUnits(ctx.db);
  const photos = await meetingImages(ctx.db, ctx.access.meetingId);
  const problems = specialistReferralProblems(
    body,
    units,
    photos.map((p) => p.id),
  );
  if (problems.length > 0) {
    const issues: ErrorIssue[] = problems.map((p) => ({
      path: p.code === 'image_not_of_meeting' ? `imageIds.${body.imageIds.indexOf(p.imageId)}` : p.path,
      code: p.code,
      message: ISSUE_MESSAGES[p.code],
    }));
    throw new AppError(422, SPECIALIST_REFERRAL_ERROR_KEYS.invalidReferral, 'The referral cannot be sent.', issues);
  }

  const unit = units.find((u) => u.id === body.specialistUnitId) ?? null;
  const row: SpecialistReferralRow = {
    id: body.requestId,
    meetingId: ctx.access.meetingId,
    patientId: ctx.access.patientId,
    clinicianId: ctx.principal.id,
    clinicianName: ctx.principal.name,
    specialistTypeId: body.specialistTypeId,
    specialistUnitId: unit?.id ?? null,
    specialistUnitName: unit?.name ?? null,
    specialistUnitVisitingAddress: unit?.visitingAddress ?? null,
    externalSpecialistInfo: unit ? null : body.externalSpecialistInfo,
    purposeTitle: body.purposeTitle,
    purposeBody: body.purposeBody,
    imageIds: [...body.imageIds],
    readJournalConsent: body.readJournalConsent,
    useFreeChoiceOfCare: body.useFreeChoiceOfCare,
    infoToAdmin: body.infoToAdmin,
    createdAt: now,
  };
  const inserted = await ctx.db.transaction(async (tx) => {
    // The same request sent twice at once: the other kept it, with its history entry; this one adds nothing.
    if (!(await insertReferral(tx, row))) return false;
    await insertReferralHistoryEntry(tx, {
      id: crypto.randomUUID(),
      patientId: row.patientId,
      meetingId: row.meetingId,
      documentId: row.id,
      contactAt: now,
      // A letter, written without the patient present: the record's "administrative" contact.
      contactType: 'administrative',
      responsibleName: ctx.principal.name,
      titleResponsibleName: professionTitle(ctx.principal.profession, 'SE'),
      careFacilityName: ctx.principal.pool.name,
      title: `Remiss: ${SPECIALIST_TYPE_NAMES_SV[row.specialistTypeId]}`,
      rows: [
        historyRow('specialistType', 'Specialitet', SPECIALIST_TYPE_NAMES_SV[row.specialistTypeId]),
        historyRow('readJournalConsent', 'Samtycke till journalläsning', row.readJournalConsent ? 'Ja' : 'Nej'),
        historyRow('useFreeChoiceOfCare', 'Fritt vårdval', row.useFreeChoiceOfCare ? 'Ja' : 'Nej'),
      ],
      referral: historyReferral(row),
      // Sent is signed: the letter has left, and the record keeps it as it went.
      signedAt: now,
      createdAt: now,
    });
    await auditSuccessWithin(tx, ctx.request, 'specialist_referral.send', { type: 'specialist-referral', id: row.id });
    return true;
  });
  if (inserted) return toSentReferral(row, true);
  const stored = await findReferral(ctx.db, row.id);
  if (!stored) throw new Error(`specialist referral ${row.id} was kept by another request but cannot be read`);
  return alreadySent(ctx, stored);
}

function historyRow(formNodeName: string, label: string, value: string) {
  return { formNodeName, label, value, selectedOptions: [] };
}

const SENT_ON = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: MARKET_TIME_ZONE.SE });

/** The referral's letter as a PDF (seed 002 §9 …/pdf?referral_id), with the photos it was sent with. */
export async function referralPdf(ctx: RequestContext, referralId: string): Promise<Buffer> {
  const referral = await findReferral(ctx.db, referralId);
  const patient = referral ? await findReferredPatient(ctx.db, referral.patientId) : null;
  if (!referral || !patient) throw notFound();
  const stored = await meetingImageBytes(ctx.db, referral.meetingId, referral.imageIds);
  const images = referral.imageIds.flatMap((id) => stored.filter((image) => image.id === id));
  const clinician = await findReferringClinician(ctx.db, referral.clinicianId);
  if (!clinician) throw new Error(`clinician ${referral.clinicianId} of referral ${referral.id} is missing`);
  const pdf = await renderReferralLetter({
    clinic: clinician.poolName,
    clinician: { name: referral.clinicianName, title: professionTitle(clinician.profession, 'SE') },
    sentOn: SENT_ON.format(referral.createdAt),
    patient: { name: `${patient.givenName} ${patient.familyName}`, idNumber: patient.idNumber },
    specialistTypeId: referral.specialistTypeId,
    recipient:
      referral.specialistUnitName !== null && referral.specialistUnitVisitingAddress !== null
        ? { kind: 'unit', name: referral.specialistUnitName, visitingAddress: referral.specialistUnitVisitingAddress }
        : { kind: 'external', info: referral.externalSpecialistInfo ?? '' },
    purposeTitle: referral.purposeTitle,
    purposeBody: referral.purposeBody,
    readJournalConsent: referral.readJournalConsent,
    useFreeChoiceOfCare: referral.useFreeChoiceOfCare,
    infoToAdmin: referral.infoToAdmin,
    images,
  });
  await auditSuccess(ctx.db, ctx.request, 'specialist_referral.pdf', { type: 'specialist-referral', id: referral.id });
  return pdf;
}
