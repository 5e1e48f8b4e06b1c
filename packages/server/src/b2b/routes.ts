import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TicketValidityQuery, TicketValidityResponse } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { ticketValidity } from './service';

const route = routeSchemas('b2b');

/** Seed 000 §7 ticket validity by activity id and user id (our path; docs/api.md "B2B validity ticket"). */
export const b2bRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (app, { db, tickets }) => {
  app.get(
    '/api/b2b/ticket-validity',
    route.patientData('meeting', 'activityId', 'b2b.ticket_validity', {
      // 410 is not one of errorResponses' statuses: no other route answers it.
      summary: "The patient's B2B validity ticket (null when none); a deleted one is 410 TICKET_DELETED (seed 000 §8)",
      querystring: TicketValidityQuery,
      response: TicketValidityResponse,
      errors: [410, 502],
      in: 'query',
    }),
    async (request) => ticketValidity(meetingContext(db, request), tickets, request.query.userId),
  );
};
