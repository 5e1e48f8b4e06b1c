import { randomUUID } from 'node:crypto';
import {
  ERROR_KEYS,
  LAB_REFERRAL_ERROR_KEYS,
  labOrderProblems,
  type LabQueueClinic,
  type LabQueueItem,
  type LabReferral,
  type LabResultsBody,
  type LabTestSite,
  type NewLabQueueItemBody,
  type NewLabReferralBody,
} from '@konsult/domain';
import type { FastifyRequest } from 'fastify';
import type { EmbeddedLabPortal } from '../integrations/lab/embedded';
import { LabError, type LabDelivery, type LabPortal } from '../integrations/lab/lab-portal';
import { isUuid } from '../platform/access';
import { audit, auditRefused, auditSuccess, auditSuccessWithin, auditWithin } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, forbidden, notFound, type ErrorIssue } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import type { Principal } from '../platform/principal';
import { toLabDelivery, toQueueItem, toReferral, toSite } from './mapper';
import {
  allSites,
  clinicsOf,
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
 * Sends a lab referral from the meeting. Its `requestId` is its id: sent again (after a lost answer, or twice at once)
 * it answers the one referral. The tests must be the catalogue's, the site must be active (422 lab_site_inactive).
 * The lab is asked first — it takes a referral once by its id, so a retry after its answer was lost sends nothing
 * twice — and only then is the referral kept, with its audit row, in one transaction: a lab that cannot take it
 * (503 lab_unavailable) leaves nothing behind, and nothing is kept that the lab does not have.
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
  if (existing) return repeatedReferral(ctx, existing, resource);
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
    await auditRefused(ctx, 'lab_referral.send', 'failure', resource);
    throw new AppError(
      503,
      LAB_REFERRAL_ERROR_KEYS.labUnavailable,
      'The lab is not taking referrals right now. Nothing was sent; try again later.',
    );
  }
  const inserted = await ctx.db.transaction(async (tx) => {
    const kept = await insertReferral(tx, {
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
    if (kept) await auditSuccessWithin(tx, ctx.request, 'lab_referral.send', resource);
    return kept;
  });
  const sent = await findReferral(ctx.db, body.requestId);
  if (!sent) throw new Error(`lab referral ${body.requestId} vanished after sending`);
  return inserted ? toReferral(sent) : repeatedReferral(ctx, sent, resource);
}

/** The same request again (a retry, or the twin of a double click): the referral it made, if it made this one. */
async function repeatedReferral(
  ctx: RequestContext<MeetingAccess>,
  existing: NonNullable<Awaited<ReturnType<typeof findReferral>>>,
  resource: { type: string; id: string },
): Promise<LabReferral> {
  if (existing.referral.meetingId !== ctx.access.meetingId || existing.referral.referrerId !== ctx.principal.id) {
    throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another referral.');
  }
  await auditSuccess(ctx.db, ctx.request, 'lab_referral.send', resource);
  return toReferral(existing);
}

// ——— the lab's answer ———

/** What became of a lab's answer: stored, for no referral we sent, or for one whose results arrived already. */
export type DeliveryOutcome = 'stored' | 'unknown_referral' | 'already_received';

/** The audit trail's subject for what a lab portal does: it is no clinician. */
const LAB_PORTAL_SUBJECT = 'lab-portal';

/**
 * Stores the lab's answer to a referral, whichever lab gave it (the embedded lab's development route, a real
 * portal's callback): its results become a completed lab test of the patient and the referral's results arrive, once
 * (repo storeResults). Every answer to a referral of ours is audited as `lab_referral.results`: a success, or a
 * failure when the referral had its results already; an answer for no referral of ours too, with no patient.
 */
export async function storeLabDelivery(
  db: Db,
  request: FastifyRequest,
  delivery: LabDelivery,
  subject: string | null = null,
): Promise<DeliveryOutcome> {
  const found = await findReferral(db, delivery.referralId);
  const event = {
    action: 'lab_referral.results',
    patientId: found?.referral.patientId ?? null,
    resourceType: 'lab-referral',
    resourceId: delivery.referralId,
    subject,
  };
  if (!found) {
    await audit(db, request, { ...event, outcome: 'failure' });
    return 'unknown_referral';
  }
  const stored =
    found.referral.state === 'SENT' &&
    (await storeResults(db, found.referral, {
      labTestId: randomUUID(),
      encounterId: randomUUID(),
      reportedAt: delivery.reportedAt,
      results: delivery.results,
    }));
  await audit(db, request, { ...event, outcome: stored ? 'success' : 'failure' });
  return stored ? 'stored' : 'already_received';
}

/**
 * The embedded lab answers a referral (development route). False when there is no such referral waiting for results;
 * an answer that could not be stored is undone at the lab, so it can be delivered again.
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
  let outcome: DeliveryOutcome | null = null;
  try {
    outcome = await storeLabDelivery(db, request, delivery);
  } finally {
    if (outcome !== 'stored') await lab.undeliver(referralId);
  }
  return outcome === 'stored';
}

/**
 * A real lab portal posts the results of a referral (POST /api/lab/results, its token checked by the route): 404 for
 * a referral we never sent, 409 lab_results_already_received when its results arrived already — a lab retrying an
 * answer whose 204 it lost is told so, and nothing is stored twice.
 */
export async function receiveLabResults(db: Db, request: FastifyRequest, body: LabResultsBody): Promise<void> {
  const outcome = await storeLabDelivery(db, request, toLabDelivery(body), LAB_PORTAL_SUBJECT);
  if (outcome === 'unknown_referral') throw notFound();
  if (outcome === 'already_received') {
    throw conflict(
      LAB_REFERRAL_ERROR_KEYS.resultsAlreadyReceived,
      'The results of this referral have been received already.',
    );
  }
}

// ——— the physical lab queue ———

export async function listMeetingQueueItems(ctx: RequestContext<MeetingAccess>): Promise<LabQueueItem[]> {
  const rows = await meetingQueueItems(ctx.db, ctx.access.meetingId);
  await auditSuccess(ctx.db, ctx.request, 'lab_queue.list');
  return rows.map(toQueueItem);
}

/**
 * Puts the meeting's patient in its clinic's lab queue; a digital meeting has no clinic (422). The `requestId` is the
 * item's id: the same request again (after a lost answer, or twice at once) answers the one item.
 */
export async function queuePatient(
  ctx: RequestContext<MeetingAccess>,
  body: NewLabQueueItemBody,
  now: Date,
): Promise<LabQueueItem> {
  const id = body.requestId;
  const resource = { type: 'lab-queue-item', id };
  await requireOrderer(ctx, 'lab_queue.add', { type: 'meeting', id: ctx.access.meetingId });
  const existing = await findQueueItem(ctx.db, id);
  if (existing) return repeatedQueueItem(ctx, existing, resource);
  checkTests(body.testCodes);
  const clinic = await meetingClinic(ctx.db, ctx.access.meetingId);
  if (!clinic) {
    throw new AppError(
      422,
      LAB_REFERRAL_ERROR_KEYS.notAtClinic,
      'This meeting is not held at a clinic: it has no lab queue.',
    );
  }
  const inserted = await ctx.db.transaction(async (tx) => {
    const kept = await insertQueueItem(tx, {
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
    if (kept) await auditSuccessWithin(tx, ctx.request, 'lab_queue.add', resource);
    return kept;
  });
  const item = await findQueueItem(ctx.db, id);
  if (!item) throw new Error(`lab queue item ${id} vanished`);
  return inserted ? toQueueItem(item) : repeatedQueueItem(ctx, item, resource);
}

/** The same request again: the item it queued, if it queued this one from this meeting. */
async function repeatedQueueItem(
  ctx: RequestContext<MeetingAccess>,
  existing: NonNullable<Awaited<ReturnType<typeof findQueueItem>>>,
  resource: { type: string; id: string },
): Promise<LabQueueItem> {
  if (existing.item.meetingId !== ctx.access.meetingId || existing.item.queuedBy !== ctx.principal.id) {
    throw new AppError(409, ERROR_KEYS.conflict, 'This request id belongs to another lab queue item.');
  }
  await auditSuccess(ctx.db, ctx.request, 'lab_queue.add', resource);
  return toQueueItem(existing);
}

/** The clinics whose lab queue the clinician works, with how many wait: no patient data, so not audited. */
export async function queueClinics(ctx: ClinicianContext): Promise<LabQueueClinic[]> {
  const clinics = await clinicsOf(ctx.db, ctx.principal.id);
  return clinics
    .filter((c) => c.country === ctx.principal.pool.country)
    .map(({ id, name, waiting }) => ({ id, name, waiting }));
}

/**
 * Every waiting patient of the clinician's clinics, oldest first, for the doctors and nurses who take samples there
 * (a psychologist of the clinic sees an empty queue). Each patient listed is an audited read, on the ground of care:
 * the clinic's staff take part in the care of the patient who comes to it. The rows go to the audit writer at once,
 * which writes them as one insert.
 */
export async function waitingQueue(ctx: ClinicianContext): Promise<LabQueueItem[]> {
  if (!mayOrderLabTests(ctx.principal)) return [];
  const rows = await waitingItemsFor(ctx.db, ctx.principal.id);
  await Promise.all(
    rows.map((row) =>
      audit(ctx.db, ctx.request, {
        action: 'lab_queue.read',
        outcome: 'success',
        patientId: row.item.patientId,
        resourceType: 'lab-queue-item',
        resourceId: row.item.id,
        ground: 'care',
      }),
    ),
  );
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
    mayOrderLabTests(ctx.principal) &&
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
  const marked = await ctx.db.transaction(async (tx) => {
    if (!(await markQueueItemDone(tx, itemId, ctx.principal, now))) return false;
    await auditWithin(tx, ctx.request, { ...event, outcome: 'success', ground: 'care' });
    return true;
  });
  if (!marked) {
    await audit(ctx.db, ctx.request, { ...event, outcome: 'failure', ground: 'care' });
    throw new AppError(409, LAB_REFERRAL_ERROR_KEYS.alreadyDone, 'Someone has marked this patient done already.');
  }
  const done = await findQueueItem(ctx.db, itemId);
  if (!done) throw new Error(`lab queue item ${itemId} vanished`);
  return toQueueItem(done);
}
