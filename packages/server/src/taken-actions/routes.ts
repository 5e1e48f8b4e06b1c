import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TakenActionsResponse } from '@konsult/domain';
import type { ActionRegistry } from '../actions/action-registry';
import { auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { errorResponses, idParams, meetingContext } from '../platform/http';

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
        params: idParams('id'),
        response: { 200: TakenActionsResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const { access } = meetingContext(db, request);
      const taken = await actions.takenActions(db, access.meetingId);
      await auditSuccess(db, request, 'taken_actions.read');
      return taken;
    },
  );
};
