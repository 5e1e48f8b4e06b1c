import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionPanelEventBody, ErrorBody } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { insertActionPanelEvent } from './repo';

/**
 * Seed 000 §2: opening and closing an action panel fire analytics events. They are stored per meeting, or per patient
 * for the meetingless view (the patient's profile, no meeting open). The meeting or patient is the clinician's own:
 * checked before this runs, and the write audited like any other on patient data.
 */
export const actionPanelEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const keep = async (request: FastifyRequest & { body: ActionPanelEventBody }, reply: FastifyReply) => {
    const access = requireAccess(request.access);
    await insertActionPanelEvent(db, {
      meetingId: access.meetingId ?? null,
      patientId: access.patientId,
      clinicianId: requirePrincipal(request.principal).id,
      ...request.body,
    });
    await audit(db, request, {
      action: 'action_panel.event',
      outcome: 'success',
      patientId: access.patientId,
      resourceType: access.meetingId ? 'meeting' : 'patient',
      resourceId: access.meetingId ?? access.patientId,
    });
    return reply.code(204).send(null);
  };
  const response = { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  app.post(
    '/api/meeting/:id/action-panel-events',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: 'An action panel opened or closed in the meeting (analytics)',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'action_panel.event' },
        params: z.object({ id: z.string().max(100) }),
        body: ActionPanelEventBody,
        response,
      },
    },
    keep,
  );

  app.post(
    '/api/patient/:patientId/action-panel-events',
    {
      schema: {
        tags: ['patient-data'],
        summary: "An action panel opened or closed on the patient's profile, outside a meeting (analytics)",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'action_panel.event' },
        params: z.object({ patientId: z.string().max(100) }),
        body: ActionPanelEventBody,
        response,
      },
    },
    keep,
  );
};
