import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionPanelEventBody, ErrorBody } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { insertActionPanelEvent } from './repo';

/**
 * Seed 000 §2: opening and closing an action panel fire analytics events. They are stored per meeting (the meeting
 * is the clinician's own: checked before this runs, and the write audited like any other on patient data).
 */
export const actionPanelEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/meeting/:id/action-panel-events',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: 'An action panel opened or closed in the meeting (analytics)',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'action_panel.event' },
        params: z.object({ id: z.string().max(100) }),
        body: ActionPanelEventBody,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const access = requireAccess(request.access);
      await insertActionPanelEvent(db, {
        meetingId: access.meetingId!,
        patientId: access.patientId,
        clinicianId: requirePrincipal(request.principal).id,
        ...request.body,
      });
      await audit(db, request, {
        action: 'action_panel.event',
        outcome: 'success',
        patientId: access.patientId,
        resourceType: 'meeting',
        resourceId: access.meetingId!,
      });
      return reply.code(204).send(null);
    },
  );
};
