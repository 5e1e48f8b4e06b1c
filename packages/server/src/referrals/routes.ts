import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
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
import { type Access, type Principal, requireAccess, requirePrincipal } from '../platform/principal';
import {
  createInternalReferral,
  createPhysicalReferral,
  listReferrals,
  referableCareFacilities,
  referralReceivers,
  referralSlots,
} from './service';

const meetingParams = z.object({ meetingId: z.string().max(100) });
const booked = { 201: ReferralBookedResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

type Refer<B> = (
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  access: Access,
  body: B,
  now: number,
) => Promise<ReferralBookedResponse>;

/** Internal and physical referrals (seed 002 §3, §7; seed 000 §9; docs/api.md "Referrals"). */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** Either referral, made by the signed-in clinician in the meeting the access check opened. */
  const refer = <B>(make: Refer<B>, request: FastifyRequest, body: B) =>
    make(db, request, requirePrincipal(request.principal), requireAccess(request.access), body, Date.now());

  app.get(
    '/api/meeting/care-facilities/v2/referable',
    {
      schema: {
        tags: ['referrals'],
        summary: "The care facilities of the clinician's market patients can be referred to, with their clinicians",
        response: { 200: ReferableCareFacilitiesResponse, 401: ErrorBody },
      },
    },
    async (request) => referableCareFacilities(db, requirePrincipal(request.principal)),
  );

  app.get(
    '/api/meeting/referral-receivers',
    {
      schema: {
        tags: ['referrals'],
        summary: "Who an internal referral can go to: the other clinicians of the clinician's pool",
        response: { 200: ReferralReceiversResponse, 401: ErrorBody },
      },
    },
    async (request) => referralReceivers(db, requirePrincipal(request.principal)),
  );

  app.get(
    '/api/meeting/:meetingId/referral-slots',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: "A receiving clinician's slots from today to 14 days ahead (ISO dates)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.slots' },
        params: meetingParams,
        querystring: ReferralSlotsQuery,
        response: { 200: RevisitSlotsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      referralSlots(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.query,
        Date.now(),
      ),
  );

  app.get(
    '/api/meeting/doctor/internalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: 'The internal and physical referrals made from the meeting',
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.list' },
        params: meetingParams,
        response: { 200: InternalReferralsResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listReferrals(db, request, requireAccess(request.access)),
  );

  app.post(
    '/api/meeting/doctor/internalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: "Refer the patient to a colleague of the clinician's team, booked in the colleague's free slot",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.internal' },
        params: meetingParams,
        body: InternalReferralBody,
        response: booked,
      },
    },
    async (request, reply) => reply.code(201).send(await refer(createInternalReferral, request, request.body)),
  );

  app.post(
    '/api/meeting/doctor/physicalreferral/:meetingId',
    {
      schema: {
        tags: ['referrals', 'patient-data'],
        summary: 'Refer the patient to a visit at a referable care facility (lengths [20], standard 20)',
        'x-patient-data': { resource: 'meeting', param: 'meetingId', action: 'referral.physical' },
        params: meetingParams,
        body: PhysicalReferralBody,
        response: booked,
      },
    },
    async (request, reply) => reply.code(201).send(await refer(createPhysicalReferral, request, request.body)),
  );
};
