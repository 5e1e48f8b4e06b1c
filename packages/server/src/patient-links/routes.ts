import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JoinInfoResponse, PatientLinkResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { createPatientLink, openPatientLink, revokePatientLinks } from './service';

const route = routeSchemas('patient-links');

export const patientLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/meeting/:id/patient-link',
    route.patientData('meeting', 'id', 'patient_link.create', {
      summary: "A new one-time link for the meeting's patient; earlier links of the meeting stop working",
      response: PatientLinkResponse,
      status: 201,
    }),
    async (request, reply) => reply.code(201).send(await createPatientLink(meetingContext(db, request))),
  );

  app.delete(
    '/api/meeting/:id/patient-link',
    route.patientData('meeting', 'id', 'patient_link.revoke', {
      summary: "Revoke the meeting's patient links",
      response: z.null(),
      status: 204,
    }),
    async (request, reply) => {
      await revokePatientLinks(meetingContext(db, request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/join/:token',
    // The patient has no session: the token is the credential.

    route.public({
      summary: "What the patient's join page shows; 404 link_invalid for an unknown, expired or revoked link",
      params: z.object({ token: z.string().max(200) }),
      response: JoinInfoResponse,
      errors: [429],
    }),
    async (request) => openPatientLink(db, request, request.params.token),
  );
};
