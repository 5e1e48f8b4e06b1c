import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NewSpecialistReferralBody,
  ReferralImagesResponse,
  SPECIALIST_REFERRAL_BASE,
  SpecialistReferralResponse,
  SpecialistReferralsQuery,
  SpecialistReferralsResponse,
  SpecialistUnitsResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { listImages, listReferrals, listUnits, referralPdf, sendReferral } from './service';

const route = routeSchemas('specialist-referrals');
const base = SPECIALIST_REFERRAL_BASE;

/** The Swedish specialist referral (seed 002 §9 "Specialist referral"; issue 18). */
export const specialistReferralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${base}/units`,
    route.session({
      summary:
        'The specialties a referral can ask for (with their Swedish names) and the units that receive referrals now, by name, each with its visiting address and the specialties it receives',
      response: SpecialistUnitsResponse,
    }),
    async () => listUnits(db),
  );

  app.get(
    `${base}/images`,
    route.patientData('meeting', 'meetingId', 'specialist_referral.images', {
      summary:
        'The symptom photos the patient sent for the meeting, oldest first, to send with a referral (each shown through GET /api/meeting/doctor/symtoms/image/{imageId}?meetingId=)',
      querystring: z.object({ meetingId: id }),
      response: ReferralImagesResponse,
      in: 'query',
    }),
    async (request) => ({ images: await listImages(meetingContext(db, request)) }),
  );

  app.get(
    `${base}/pdf`,
    route.patientData('specialist-referral', 'referral_id', 'specialist_referral.pdf', {
      summary:
        "The referral's letter as a PDF (Swedish): patient, referring doctor, unit and visiting address, purpose, consents and the photos sent",
      querystring: z.object({ referral_id: id }),
      in: 'query',
    }),
    async (request, reply) => {
      const pdf = await referralPdf(patientContext(db, request), request.query.referral_id);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'cache-control': 'private, no-store',
          'content-disposition': 'inline; filename="remiss.pdf"',
        })
        .send(pdf);
    },
  );

  app.get(
    base,
    route.patientData('meeting', 'meetingId', 'specialist_referral.list', {
      summary:
        'The specialist referrals sent in the meeting, oldest first; their purpose title and body only with includePurpose=true',
      querystring: SpecialistReferralsQuery,
      response: SpecialistReferralsResponse,
      in: 'query',
    }),
    async (request) => ({
      specialistReferrals: await listReferrals(meetingContext(db, request), request.query.includePurpose),
    }),
  );

  app.post(
    base,
    route.patientData('meeting', 'meetingId', 'specialist_referral.send', {
      summary:
        "Sends a specialist referral from the meeting (201): to a unit of the list that receives the specialty, or to a specialist outside it (externalSpecialistInfo), with photos of this meeting. requestId becomes the referral's id: sent again, it answers the referral already sent (201) and writes nothing twice; 409 conflict when it is another meeting's referral. 403 unless a doctor in Sweden; 422 invalid_specialist_referral names the unit or photo that cannot be sent; patientId must be the meeting's patient",
      body: NewSpecialistReferralBody,
      response: SpecialistReferralResponse,
      status: 201,
      errors: [403, 409, 422],
      in: 'body',
    }),
    async (request, reply) => {
      const specialistReferral = await sendReferral(meetingContext(db, request), request.body, new Date());
      return reply.code(201).send({ specialistReferral });
    },
  );
};
