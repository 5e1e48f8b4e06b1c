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
import { clinicianContext, errorResponses, idParams, meetingContext } from '../platform/http';
import {
  createInternalReferral,
  createPhysicalReferral,
  listReferrals,
  referableCareFacilities,
  referralReceivers,
  referralSlots,
} from './service';

const booked = { 201: ReferralBookedResponse, ...errorResponses(409) };

/** Internal and physical referrals (seed 002 §3, §7; seed 000 §9; docs/api.md "Referrals"). */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/care-facilities/v2/referable',
    {
      schema: {
        tags: ['referrals'],
        summary: "The care facilities of the clinician's market patients can be referred to, with their clinicians",
        response: { 200: ReferableCareFacilitiesResponse, ...errorResponses() },
      },
    },
    async (request) => referableCareFacilities(clinicianContext(db, request)),
  );

  app.get(
    '/api/meeting/referral-receivers',
    {
      schema: {
        tags: ['referrals'],
        summary: "Who an internal referral can go to: the other clinicians of the clinician's pool",
        response: { 200: ReferralReceiversResponse, ...errorResponses() },
      },
    },
    async (request) => referralReceivers(clinicianContext(db, request)),
  );

  app.get(
    '/api/meeting/:meetingId/referral-slots',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: "A receiving clinician's slots from today to 14 days ahead (ISO dates)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.slots' },
        params: idParams('meetingId'),
        querystring: ReferralSlotsQuery,
        response: { 200: RevisitSlotsResponse, ...errorResponses() },
      },
    },
    async (request) => referralSlots(meetingContext(db, request), request.query, Date.now()),
  );

  app.get(
    '/api/meeting/doctor/internalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: 'The internal and physical referrals made from the meeting',
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.list' },
        params: idParams('meetingId'),
        response: { 200: InternalReferralsResponse, ...errorResponses() },
      },
    },
    async (request) => listReferrals(meetingContext(db, request)),
  );

  app.post(
    '/api/meeting/doctor/internalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: "Refer the patient to a colleague of the clinician's team, booked in the colleague's free slot",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.internal' },
        params: idParams('meetingId'),
        body: InternalReferralBody,
        response: booked,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInternalReferral(meetingContext(db, request), request.body, Date.now())),
  );

  app.post(
    '/api/meeting/doctor/physicalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: 'Refer the patient to a visit at a referable care facility (lengths [20], standard 20)',
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.physical' },
        params: idParams('meetingId'),
        body: PhysicalReferralBody,
        response: booked,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPhysicalReferral(meetingContext(db, request), request.body, Date.now())),
  );
};
