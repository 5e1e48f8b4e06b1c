import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LatestIdentityVerificationResponse, VerificationEvent, VerifyIdentityBody } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { errorResponses, idParams, meetingContext, patientContext } from '../platform/http';
import { getLatestVerification, verifyIdentity } from './service';

export const identityVerificationRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (
  app,
  { db, tickets },
) => {
  app.post(
    '/api/uk-identity/meeting/:id/verification',
    {
      schema: {
        tags: ['identity', 'patient-data'],
        summary: "Accept or reject the patient's identity (UK); a rejection cancels the meeting",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'identity.verify' },
        params: idParams('id'),
        body: VerifyIdentityBody,
        response: { 200: VerificationEvent, ...errorResponses(403, 409) },
      },
    },
    async (request) => verifyIdentity(meetingContext(db, request), tickets, request.body),
  );

  app.get(
    '/api/user/:id/identity-verification/method/latest',
    {
      schema: {
        tags: ['identity', 'patient-data'],
        summary:
          "The patient's latest identity verification (UK): method, outcome, check time, clinician, KBV answered or not; latest is null when never checked",
        'x-patient-data': { resource: 'patient', param: 'id', action: 'identity_verification.read' },
        params: idParams('id'),
        response: { 200: LatestIdentityVerificationResponse, ...errorResponses(403) },
      },
    },
    async (request) => getLatestVerification(patientContext(db, request)),
  );
};
