import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LAB_QUEUE_BASE,
  LAB_REFERRAL_BASE,
  LabQueueClinicsResponse,
  LabQueueItemResponse,
  LabQueueItemsResponse,
  LabQueueResponse,
  LabReferralResponse,
  LabReferralsResponse,
  LabTestCatalogueResponse,
  LabTestSitesResponse,
  NewLabQueueItemBody,
  NewLabReferralBody,
  labCatalogueItems,
} from '@konsult/domain';
import type { LabPortal } from '../integrations/lab/lab-portal';
import type { Db } from '../platform/db/database';
import { clinicianContext, idParams, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  labTestSites,
  listMeetingQueueItems,
  listMeetingReferrals,
  markDone,
  queueClinics,
  queuePatient,
  sendReferral,
  waitingQueue,
} from './service';

export type LabReferralRoutesOptions = { db: Db; portal: LabPortal; physicalLabQueue: boolean };

const route = routeSchemas('lab-referrals');

/** Swedish lab referrals and the physical lab queue (seed 002 §3; issue 18; paths in docs/api.md). */
export const labReferralRoutes: FastifyPluginAsyncZod<LabReferralRoutesOptions> = async (
  app,
  { db, portal, physicalLabQueue },
) => {
  app.get(
    `${LAB_REFERRAL_BASE}/tests`,
    route.session({
      summary: 'The lab tests we ship: analyses and panels with their codes (NPU where one exists) and analytes',
      response: LabTestCatalogueResponse,
    }),
    async () => ({ tests: labCatalogueItems() }),
  );

  app.get(
    `${LAB_REFERRAL_BASE}/sites`,
    route.session({
      summary: 'Lab test sites by name; an inactive one is listed but cannot be chosen',
      response: LabTestSitesResponse,
    }),
    async () => ({ sites: await labTestSites(db) }),
  );

  app.get(
    `${LAB_REFERRAL_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'lab_referral.list', {
      summary: "The meeting's lab referrals with their state, oldest first",
      response: LabReferralsResponse,
    }),
    async (request) => ({ referrals: await listMeetingReferrals(meetingContext(db, request)) }),
  );

  app.post(
    `${LAB_REFERRAL_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'lab_referral.send', {
      summary:
        "Sends a lab referral for the meeting's patient (201; the same requestId again answers the referral sent). 400 unknown tests or site, 403 not a doctor or nurse in Sweden, 422 lab_site_inactive, 503 lab_unavailable: nothing sent",
      body: NewLabReferralBody,
      response: LabReferralResponse,
      status: 201,
      errors: [403, 409, 422, 503],
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send({ referral: await sendReferral(meetingContext(db, request), portal, request.body, new Date()) }),
  );

  if (!physicalLabQueue) return;

  app.get(
    `${LAB_QUEUE_BASE}/clinics`,
    route.session({
      summary:
        'The clinics whose lab queue the signed-in clinician works, with how many patients wait (no patient data)',
      response: LabQueueClinicsResponse,
    }),
    async (request) => ({ clinics: await queueClinics(clinicianContext(db, request)) }),
  );

  app.get(
    LAB_QUEUE_BASE,
    route.session({
      summary:
        "The waiting patients of the signed-in clinician's clinics, the longest waiting first (each read audited)",
      response: LabQueueResponse,
    }),
    async (request) => ({ items: await waitingQueue(clinicianContext(db, request)) }),
  );

  app.get(
    `${LAB_QUEUE_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'lab_queue.list', {
      summary: "The meeting's patient in the clinic's lab queue: the items put there from this meeting",
      response: LabQueueItemsResponse,
    }),
    async (request) => ({ items: await listMeetingQueueItems(meetingContext(db, request)) }),
  );

  app.post(
    `${LAB_QUEUE_BASE}/meeting/:meetingId`,
    route.patientData('meeting', 'meetingId', 'lab_queue.add', {
      summary:
        "Puts the meeting's patient in its clinic's lab queue with the tests to take and a note (201). 403 not a doctor or nurse in Sweden, 422 lab_queue_not_at_clinic",
      body: NewLabQueueItemBody,
      response: LabQueueItemResponse,
      status: 201,
      errors: [403, 422],
    }),
    async (request, reply) =>
      reply.code(201).send({ item: await queuePatient(meetingContext(db, request), request.body, new Date()) }),
  );

  app.post(
    `${LAB_QUEUE_BASE}/item/:itemId/done`,
    route.session({
      summary:
        "A clinician of the clinic marks the patient's samples taken (who and when recorded). 404 to anyone not working there, 409 lab_queue_item_done",
      params: idParams('itemId'),
      response: LabQueueItemResponse,
      errors: [409],
    }),
    async (request) => ({ item: await markDone(clinicianContext(db, request), request.params.itemId, new Date()) }),
  );
};
