import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TicketValidityQuery, TicketValidityResponse } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { errorResponses, meetingContext } from '../platform/http';
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
        // 410 is not one of errorResponses' statuses: no other route answers it.
        response: { 200: TicketValidityResponse, ...errorResponses(410, 502) },
      },
    },
    async (request) => ticketValidity(meetingContext(db, request), tickets, request.query.userId),
  );
};
