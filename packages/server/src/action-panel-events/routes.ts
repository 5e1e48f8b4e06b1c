import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActionPanelEventBody } from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { insertActionPanelEvent } from './repo';

const route = routeSchemas('meetings');

/**
 * Seed 000 §2: opening and closing an action panel fire analytics events. They are stored per meeting, or per patient
 * for the meetingless view (the patient's profile, no meeting open). The meeting or patient is the clinician's own:
 * checked before this runs, and the write audited like any other on patient data.
 */
export const actionPanelEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const keep = async (request: FastifyRequest & { body: ActionPanelEventBody }, reply: FastifyReply) => {
    // The meeting route's access names its meeting, the patient route's none: the row and the audit follow it.
    const { principal, access } = patientContext(db, request);
    await insertActionPanelEvent(db, {
      meetingId: access.meetingId,
      patientId: access.patientId,
      clinicianId: principal.id,
      ...request.body,
    });
    await auditSuccess(db, request, 'action_panel.event');
    return reply.code(204).send(null);
  };
  const kept = { body: ActionPanelEventBody, response: z.null(), status: 204 } as const;

  app.post(
    '/api/meeting/:id/action-panel-events',
    route.patientData('meeting', 'id', 'action_panel.event', {
      summary: 'An action panel opened or closed in the meeting (analytics)',
      ...kept,
    }),
    keep,
  );

  app.post(
    '/api/patient/:patientId/action-panel-events',
    route.patientData('patient', 'patientId', 'action_panel.event', {
      summary: "An action panel opened or closed on the patient's profile, outside a meeting (analytics)",
      ...kept,
    }),
    keep,
  );
};
