import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LatestIdentityVerificationResponse, VerificationEvent, VerifyIdentityBody } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getLatestVerification, verifyIdentity } from './service';

const route = routeSchemas('identity');

export const identityVerificationRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (
  app,
  { db, tickets },
) => {
  app.post(
    '/api/uk-identity/meeting/:id/verification',
    route.patientData('meeting', 'id', 'identity.verify', {
      summary: "Accept or reject the patient's identity (UK); a rejection cancels the meeting",
      body: VerifyIdentityBody,
      response: VerificationEvent,
      errors: [403, 409],
    }),
    async (request) => verifyIdentity(meetingContext(db, request), tickets, request.body),
  );

  app.get(
    '/api/user/:id/identity-verification/method/latest',
    route.patientData('patient', 'id', 'identity_verification.read', {
      summary:
        "The patient's latest identity verification (UK): method, outcome, check time, clinician, KBV answered or not; latest is null when never checked",
      response: LatestIdentityVerificationResponse,
      errors: [403],
    }),
    async (request) => getLatestVerification(patientContext(db, request)),
  );
};
