import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JoinInfoResponse, PatientLinkResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { errorResponses, idParams, meetingContext, publicErrorResponses } from '../platform/http';
import { createPatientLink, openPatientLink, revokePatientLinks } from './service';

export const patientLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/meeting/:id/patient-link',
    {
      schema: {
        tags: ['patient-links', 'patient-data'],
        summary: "A new one-time link for the meeting's patient; earlier links of the meeting stop working",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'patient_link.create' },
        params: idParams('id'),
        response: { 201: PatientLinkResponse, ...errorResponses() },
      },
    },
    async (request, reply) => reply.code(201).send(await createPatientLink(meetingContext(db, request))),
  );

  app.delete(
    '/api/meeting/:id/patient-link',
    {
      schema: {
        tags: ['patient-links', 'patient-data'],
        summary: "Revoke the meeting's patient links",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'patient_link.revoke' },
        params: idParams('id'),
        response: { 204: z.null(), ...errorResponses() },
      },
    },
    async (request, reply) => {
      await revokePatientLinks(meetingContext(db, request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/join/:token',
    {
      // The patient has no session: the token is the credential.
      config: { public: true },
      schema: {
        tags: ['patient-links'],
        summary: "What the patient's join page shows; 404 link_invalid for an unknown, expired or revoked link",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: JoinInfoResponse, ...publicErrorResponses(429) },
      },
    },
    async (request) => openPatientLink(db, request, request.params.token),
  );
};
