import { randomUUID } from 'node:crypto';
import {
  ERROR_KEYS,
  LAB_REFERRAL_ERROR_KEYS,
  LAB_TEST_CATALOGUE,
  labOrderProblems,
  type LabCatalogueItem,
  type LabQueueClinic,
  type LabQueueItem,
  type LabReferral,
  type LabTestSite,
  type NewLabQueueItemBody,
  type NewLabReferralBody,
} from '@konsult/domain';
import type { FastifyRequest } from 'fastify';
import type { EmbeddedLabPortal } from '../integrations/lab/embedded';
import { LabError, type LabPortal } from '../integrations/lab/lab-portal';
import { isUuid } from '../platform/access';
import { audit, auditRefused, auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, forbidden, notFound, type ErrorIssue } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { toQueueItem, toReferral, toSite } from './mapper';
import {
  allSites,
  clinicsOf,
  deleteReferral,
  findPatientForLab,
  findQueueItem,
  findReferral,
  findSite,
  insertQueueItem,
  insertReferral,
  isStaffOf,
  markQueueItemDone,
  meetingClinic,
  meetingQueueItems,
  meetingReferrals,
  storeResults,
  waitingItemsFor,
} from './repo';

/**
 * Swedish lab referrals and the physical lab queue (issue 18; seed 002 §3). Who may do what:
 * - reading a meeting's referrals and queue items: its clinician (the access hook, 404 and an audited denial else);
 * - ordering (a referral, a place in the queue): a doctor or nurse of a Swedish pool — a psychologist orders no lab
 *   test (lab.actions.ts); others get 403, audited;
 * - the queue of a clinic: the clinicians who work there (care_facility_clinicians) see its waiting patients and
 *   mark them done; to anyone else an item is 404, the same as a missing one, and the attempt is audited.
 */

export function mayOrderLabTests(clinician: Principal): boolean {
  return clinician.pool.country === 'SE' && (clinician.profession === 'DOCTOR' || clinician.profession === 'NURSE');
}

const invalid = (issues: ErrorIssue[]) =>
  new AppError(400, ERROR_KEYS.invalidInput, 'The lab order is not valid.', issues);

async function requireOrderer(ctx: RequestContext, action: string, resource: { type: string; id: string }) {
  if (mayOrderLabTests(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', resource);
  throw forbidden('Only doctors and nurses in Sweden order lab tests.');
}

function checkTests(testCodes: readonly string[]): void {
  const issues = labOrderProblems(testCodes);
  if (issues.length > 0) throw invalid(issues);
}

// ——— catalogue and sites ———

export function labTestCatalogue(): LabCatalogueItem[] {
  return LAB_TEST_CATALOGUE.map(({ code, kind, names, analytes }) => ({
    code,
    kind,
    names,
    analytes: analytes.map(({ markerKey, categoryKey, npu, unit, low, high }) => ({
      markerKey,
      categoryKey,
      npu,
      unit,
      low,
      high,
    })),
  }));
}

export async function labTestSites(db: Db): Promise<LabTestSite[]> {
  return (await allSites(db)).map(toSite);
}

// ——— referrals ———

export async function listMeetingReferrals(ctx: RequestContext<MeetingAccess>): Promise<LabReferral[]> {
  const rows = await meetingReferrals(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'lab_referral.list');
  return rows.map(toReferral);
}

/**
 * Sends a lab referral from the meeting. Its `requestId` is its id: sent again (after a lost answer) it answers the
 * referral already sent. The tests must be the catalogue's, the site must be active (422 lab_site_inactive). The
 * referral is stored, then sent: a lab that cannot take it (503 lab_unavailable) leaves nothing behind.
 */
export async function sendReferral(
  ctx: RequestContext<MeetingAccess>,
  portal: LabPortal,
  body: NewLabReferralBody,
  now: Date,
): Promise<LabReferral> {
  const resource = { type: 'lab-referral', id: body.requestId };
  await requireOrderer(ctx, 'lab_referral.send', resource);
  const existing = await findReferral(ctx.db, body.requestId);
  if (existing) {
    if (existing.referral.meetingId !== ctx.access.meetingId || existing.referral.referrerId !== ctx.principal.id) {
      throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another referral.');
    }
    await auditSuccess(ctx.db, ctx.request, 'lab_referral.send', resource);
    return toReferral(existing);
  }
  checkTests(body.testCodes);
  const site = await findSite(ctx.db, body.siteId);
  if (!site) throw invalid([{ path: 'siteId', code: 'unknown_site', message: 'No such lab test site.' }]);
  if (!site.active) {
    throw new AppError(
      422,
      LAB_REFERRAL_ERROR_KEYS.siteInactive,
      `${site.name} takes no samples at the moment: choose another site.`,
    );
  }
  const patient = await findPatientForLab(ctx.db, ctx.access.patientId);
  if (!patient) throw new Error(`patient ${ctx.access.patientId} of an accessible meeting is missing`);

  await insertReferral(ctx.db, {
    id: body.requestId,
    meetingId: ctx.access.meetingId,
    patientId: ctx.access.patientId,
    referrerId: ctx.principal.id,
    referrerName: ctx.principal.name,
    siteId: site.id,
    testCodes: [...body.testCodes],
    commentToLab: body.commentToLab,
    state: 'SENT',
    sentAt: now,
  });
  try {
    await portal.send({
      referralId: body.requestId,
      patient: { idNumber: patient.idNumber, name: `${patient.givenName} ${patient.familyName}` },
      referrer: { id: ctx.principal.id, name: ctx.principal.name },
      site: { id: site.id, name: site.name },
      testCodes: body.testCodes,
      commentToLab: body.commentToLab,
    });
  } catch (error) {
    if (!(error instanceof LabError)) throw error;
    await deleteReferral(ctx.db, body.requestId);
    await auditRefused(ctx, 'lab_referral.send', 'failure', resource);
    throw new AppError(
      503,
      LAB_REFERRAL_ERROR_KEYS.labUnavailable,
      'The lab is not taking referrals right now. Nothing was sent; try again later.',
    );
  }
  await auditSuccess(ctx.db, ctx.request, 'lab_referral.send', resource);
  const sent = await findReferral(ctx.db, body.requestId);
  if (!sent) throw new Error(`lab referral ${body.requestId} vanished after sending`);
  return toReferral(sent);
}

/**
 * The embedded lab answers a referral (development route): its results become a completed lab test of the patient
 * and the referral's results arrive. False when there is no such referral waiting for results.
 */
export async function deliverResults(
  db: Db,
  request: FastifyRequest,
  lab: EmbeddedLabPortal,
  referralId: string,
  now: Date,
): Promise<boolean> {
  const found = await findReferral(db, referralId);
  if (!found || found.referral.state !== 'SENT') return false;
  const delivery = await lab.deliver(referralId, now);
  if (!delivery) return false;
  const labTestId = randomUUID();
  let stored = false;
  try {
    stored = await db.transaction((tx) =>
      storeResults(tx, found.referral, {
        labTestId,
        encounterId: randomUUID(),
        reportedAt: delivery.reportedAt,
        results: delivery.results,
      }),
    );
  } finally {
    if (!stored) await lab.undeliver(referralId);
  }
  await audit(db, request, {
    action: 'lab_referral.results',
    outcome: 'success',
    patientId: found.referral.patientId,
    resourceType: 'lab-referral',
    resourceId: referralId,
  });
  return stored;
}

// ——— the physical lab queue ———

export async function listMeetingQueueItems(ctx: RequestContext<MeetingAccess>): Promise<LabQueueItem[]> {
  const rows = await meetingQueueItems(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'lab_queue.list');
  return rows.map(toQueueItem);
}

/** Puts the meeting's patient in its clinic's lab queue; a digital meeting has no clinic (422). */
export async function queuePatient(
  ctx: RequestContext<MeetingAccess>,
  body: NewLabQueueItemBody,
  now: Date,
): Promise<LabQueueItem> {
  const id = randomUUID();
  await requireOrderer(ctx, 'lab_queue.add', { type: 'meeting', id: ctx.access.meetingId });
  checkTests(body.testCodes);
  const clinic = await meetingClinic(ctx.db, ctx.access.meetingId);
  if (!clinic) {
    throw new AppError(
      422,
      LAB_REFERRAL_ERROR_KEYS.notAtClinic,
      'This meeting is not held at a clinic: it has no lab queue.',
    );
  }
  await insertQueueItem(ctx.db, {
    id,
    meetingId: ctx.access.meetingId,
    patientId: ctx.access.patientId,
    careFacilityId: clinic.id,
    testCodes: [...body.testCodes],
    note: body.note,
    queuedBy: ctx.principal.id,
    queuedByName: ctx.principal.name,
    queuedAt: now,
  });
  await auditSuccess(ctx.db, ctx.request, 'lab_queue.add', { type: 'lab-queue-item', id });
  const item = await findQueueItem(ctx.db, id);
  if (!item) throw new Error(`lab queue item ${id} vanished`);
  return toQueueItem(item);
}

/** The clinics whose lab queue the clinician works, with how many wait: no patient data, so not audited. */
export async function queueClinics(ctx: ClinicianContext): Promise<LabQueueClinic[]> {
  const clinics = await clinicsOf(ctx.db, ctx.principal.id);
  return clinics
    .filter((c) => c.country === ctx.principal.pool.country)
    .map(({ id, name, waiting }) => ({ id, name, waiting }));
}

/** Every waiting patient of the clinician's clinics, oldest first; each patient listed is an audited read. */
export async function waitingQueue(ctx: ClinicianContext): Promise<LabQueueItem[]> {
  const rows = await waitingItemsFor(ctx.db, ctx.principal.id);
  for (const row of rows) {
    await audit(ctx.db, ctx.request, {
      action: 'lab_queue.read',
      outcome: 'success',
      patientId: row.item.patientId,
      resourceType: 'lab-queue-item',
      resourceId: row.item.id,
      ground: 'care',
    });
  }
  return rows.map(toQueueItem);
}

/**
 * A clinician of the clinic marks a waiting patient's samples taken: who and when are recorded. To anyone who does
 * not work at the clinic (or queued the patient) the item is 404, as a missing one; marked already: 409.
 */
export async function markDone(ctx: ClinicianContext, itemId: string, now: Date): Promise<LabQueueItem> {
  const found = isUuid(itemId) ? await findQueueItem(ctx.db, itemId) : null;
  const allowed =
    found !== null &&
    (found.item.queuedBy === ctx.principal.id ||
      (await isStaffOf(ctx.db, found.item.careFacilityId, ctx.principal.id)));
  const event = {
    action: 'lab_queue.done',
    patientId: found?.item.patientId ?? null,
    resourceType: 'lab-queue-item',
    resourceId: itemId,
  };
  if (!found || !allowed) {
    await audit(ctx.db, ctx.request, { ...event, outcome: 'denied', ground: null });
    throw notFound();
  }
  if (!(await markQueueItemDone(ctx.db, itemId, ctx.principal, now))) {
    await audit(ctx.db, ctx.request, { ...event, outcome: 'failure', ground: 'care' });
    throw new AppError(409, LAB_REFERRAL_ERROR_KEYS.alreadyDone, 'Someone has marked this patient done already.');
  }
  await audit(ctx.db, ctx.request, { ...event, outcome: 'success', ground: 'care' });
  const done = await findQueueItem(ctx.db, itemId);
  if (!done) throw new Error(`lab queue item ${itemId} vanished`);
  return toQueueItem(done);
}
