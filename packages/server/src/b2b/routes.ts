import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, TicketValidityQuery, TicketValidityResponse } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { requireAccess } from '../platform/principal';
import { ticketValidity } from './service';

/** Seed 000 §7 ticket validity by activity id and user id (our path; docs/api.md "B2B validity ticket"). */
export const b2bRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (app, { db, tickets }) => {
  app.get(
    '/api/b2b/ticket-validity',
    {
      schema: {
        tags: ['b2b', 'patient-data'],
        summary:
          "The patient's B2B validity ticket (null when none); a deleted one is 410 TICKET_DELETED (seed 000 §8)",
        'x-patient-data': { resource: 'meeting', param: 'activityId', in: 'query', action: 'b2b.ticket_validity' },
        querystring: TicketValidityQuery,
        response: {
          200: TicketValidityResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          410: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) => ticketValidity(db, tickets, request, requireAccess(request.access), request.query.userId),
  );
};
