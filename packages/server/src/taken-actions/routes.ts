import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TakenActionsResponse } from '@konsult/domain';
import type { ActionRegistry } from '../actions/action-registry';
import { auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';

const route = routeSchemas('meetings');

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
    route.patientData('meeting', 'id', 'taken_actions.read', {
      summary: 'Everything taken in the meeting, by section, with the count the action bar shows',
      response: TakenActionsResponse,
    }),
    async (request) => {
      const { access } = meetingContext(db, request);
      const taken = await actions.takenActions(db, access.meetingId);
      await auditSuccess(db, request, 'taken_actions.read');
      return taken;
    },
  );
};
