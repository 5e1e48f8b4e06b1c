import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KbvStateResponse,
  LatestIdentityVerificationResponse,
  PhotoIdCheckResponse,
  ScrMissingResponse,
  VerificationEvent,
  VerifyIdentityBody,
} from '@konsult/domain';
import { z } from 'zod';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getKbvState, getPhotoIdCheck, getScrMissing } from './checks-service';
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

  app.get(
    '/api/uk-identity/user/:userId/kbv/state/:kbvId',
    route.patientData('patient', 'userId', 'identity_kbv.read', {
      summary:
        "One knowledge-based verification session of the patient (UK): state (NOT_STARTED, IN_PROGRESS, PASSED, FAILED, EXPIRED), questions answered, times; 404 for another patient's session",
      params: z.object({ userId: id, kbvId: id }),
      response: KbvStateResponse,
      errors: [403],
    }),
    async (request) => getKbvState(patientContext(db, request), request.params.kbvId),
  );

  app.get(
    '/api/user/doctor/tracing/:userId/scr_missing',
    route.patientData('patient', 'userId', 'identity_tracing.read', {
      summary:
        "The patient's latest NHS tracing on PDS (UK): traced NHS number or no match, and whether the Summary Care Record is missing; trace is null when never traced",
      response: ScrMissingResponse,
      errors: [403],
    }),
    async (request) => getScrMissing(patientContext(db, request)),
  );

  app.get(
    '/api/user/doctor/onfido/:userId',
    route.patientData('patient', 'userId', 'identity_photo_id.read', {
      summary:
        "The patient's latest photo-ID check by Onfido (UK): status, document type, requested and checked times, never images; check is null when never asked",
      response: PhotoIdCheckResponse,
      errors: [403],
    }),
    async (request) => getPhotoIdCheck(patientContext(db, request)),
  );
};
