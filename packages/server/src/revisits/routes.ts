import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookRevisitBody, BookRevisitResponse, RevisitSlotsQuery, RevisitSlotsResponse } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { bookRevisit, revisitSlots } from './service';

const route = routeSchemas('revisits');

/** Seed 000 §3, §5, §7 book revisit: the slots of the window, and the booking (docs/api.md). */
export const revisitRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (
  app,
  { db, tickets },
) => {
  app.get(
    '/api/meeting/:id/revisit-slots',
    route.patientData('meeting', 'id', 'revisit.slots', {
      summary: "The clinician's slots from the meeting's start − 7 days to its end + 14 days (ISO dates)",
      querystring: RevisitSlotsQuery,
      response: RevisitSlotsResponse,
    }),
    async (request) => revisitSlots(meetingContext(db, request), request.query, Date.now()),
  );

  app.post(
    '/api/meeting/:id/book-revisit',
    route.patientData('meeting', 'id', 'revisit.book', {
      summary: 'Book a revisit with the same clinician and patient in a free slot of the window',
      body: BookRevisitBody,
      response: BookRevisitResponse,
      status: 201,
      errors: [409],
    }),
    async (request, reply) =>
      reply.code(201).send(await bookRevisit(meetingContext(db, request), tickets, request.body, Date.now())),
  );
};
