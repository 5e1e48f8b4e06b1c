import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, LatestIdentityVerificationResponse, VerificationEvent, VerifyIdentityBody } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
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
        params: z.object({ id: z.string().max(100) }),
        body: VerifyIdentityBody,
        response: {
          200: VerificationEvent,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) =>
      verifyIdentity(
        db,
        tickets,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      ),
  );

  app.get(
    '/api/user/:id/identity-verification/method/latest',
    {
      schema: {
        tags: ['identity', 'patient-data'],
        summary:
          "The patient's latest identity verification (UK): method, outcome, check time, clinician, KBV answered or not; latest is null when never checked",
        'x-patient-data': { resource: 'patient', param: 'id', action: 'identity_verification.read' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: LatestIdentityVerificationResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      getLatestVerification(db, request, requirePrincipal(request.principal), requireAccess(request.access)),
  );
};
