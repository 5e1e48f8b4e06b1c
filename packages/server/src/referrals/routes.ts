import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InternalReferralBody,
  InternalReferralsResponse,
  PhysicalReferralBody,
  ReferableCareFacilitiesResponse,
  ReferralBookedResponse,
  ReferralReceiversResponse,
  ReferralSlotsQuery,
  RevisitSlotsResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import {
  createInternalReferral,
  createPhysicalReferral,
  listReferrals,
  referableCareFacilities,
  referralReceivers,
  referralSlots,
} from './service';

const route = routeSchemas('referrals');
const booked = { response: ReferralBookedResponse, status: 201, errors: [409] } as const;

/** Internal and physical referrals (seed 002 §3, §7; seed 000 §9; docs/api.md "Referrals"). */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/care-facilities/v2/referable',
    route.session({
      summary: "The care facilities of the clinician's market patients can be referred to, with their clinicians",
      response: ReferableCareFacilitiesResponse,
    }),
    async (request) => referableCareFacilities(clinicianContext(db, request)),
  );

  app.get(
    '/api/meeting/referral-receivers',
    route.session({
      summary: "Who an internal referral can go to: the other clinicians of the clinician's pool",
      response: ReferralReceiversResponse,
    }),
    async (request) => referralReceivers(clinicianContext(db, request)),
  );

  app.get(
    '/api/meeting/:meetingId/referral-slots',
    route.patientData('meeting', 'meetingId', 'referral.slots', {
      summary: "A receiving clinician's slots from today to 14 days ahead (ISO dates)",
      querystring: ReferralSlotsQuery,
      response: RevisitSlotsResponse,
    }),
    async (request) => referralSlots(meetingContext(db, request), request.query, Date.now()),
  );

  app.get(
    '/api/meeting/doctor/internalreferral/:meetingId',
    route.patientData('meeting', 'meetingId', 'referral.list', {
      summary: 'The internal and physical referrals made from the meeting',
      response: InternalReferralsResponse,
    }),
    async (request) => listReferrals(meetingContext(db, request)),
  );

  app.post(
    '/api/meeting/doctor/internalreferral/:meetingId',
    route.patientData('meeting', 'meetingId', 'referral.internal', {
      summary: "Refer the patient to a colleague of the clinician's team, booked in the colleague's free slot",
      body: InternalReferralBody,
      ...booked,
    }),
    async (request, reply) =>
      reply.code(201).send(await createInternalReferral(meetingContext(db, request), request.body, Date.now())),
  );

  app.post(
    '/api/meeting/doctor/physicalreferral/:meetingId',
    route.patientData('meeting', 'meetingId', 'referral.physical', {
      summary: 'Refer the patient to a visit at a referable care facility (lengths [20], standard 20)',
      body: PhysicalReferralBody,
      ...booked,
    }),
    async (request, reply) =>
      reply.code(201).send(await createPhysicalReferral(meetingContext(db, request), request.body, Date.now())),
  );
};
