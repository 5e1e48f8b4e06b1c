import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TakenActionsResponse } from '@konsult/domain';
import type { ActionRegistry } from '../actions/action-registry';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { requireAccess } from '../platform/principal';

/**
 * Seed 000 §2 taken actions: what was done in the meeting, one section per action module that has something (seed
 * 002 §2 "Meeting actions list"), in the registry's order. This route knows no action by name.
 */
export const takenActionRoutes: FastifyPluginAsyncZod<{ db: Db; actions: ActionRegistry }> = async (
  app,
  { db, actions },
) => {
  app.get(
    '/api/meeting/:id/taken-actions',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: 'Everything taken in the meeting, by section, with the count the action bar shows',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'taken_actions.read' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TakenActionsResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const access = requireAccess(request.access);
      const meetingId = access.meetingId!;
      const taken = await actions.takenActions(db, meetingId);
      await audit(db, request, {
        action: 'taken_actions.read',
        outcome: 'success',
        patientId: access.patientId,
        resourceType: 'meeting',
        resourceId: meetingId,
      });
      return taken;
    },
  );
};
