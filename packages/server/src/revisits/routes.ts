import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookRevisitBody, BookRevisitResponse, RevisitSlotsQuery, RevisitSlotsResponse } from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { errorResponses, idParams, meetingContext } from '../platform/http';
import { bookRevisit, revisitSlots } from './service';

/** Seed 000 §3, §5, §7 book revisit: the slots of the window, and the booking (docs/api.md). */
export const revisitRoutes: FastifyPluginAsyncZod<{ db: Db; tickets: B2bTicketSystem }> = async (
  app,
  { db, tickets },
) => {
  app.get(
    '/api/meeting/:id/revisit-slots',
    {
      schema: {
        tags: ['revisits', 'patient-data'],
        summary: "The clinician's slots from the meeting's start − 7 days to its end + 14 days (ISO dates)",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'revisit.slots' },
        params: idParams('id'),
        querystring: RevisitSlotsQuery,
        response: { 200: RevisitSlotsResponse, ...errorResponses() },
      },
    },
    async (request) => revisitSlots(meetingContext(db, request), request.query, Date.now()),
  );

  app.post(
    '/api/meeting/:id/book-revisit',
    {
      schema: {
        tags: ['revisits', 'patient-data'],
        summary: 'Book a revisit with the same clinician and patient in a free slot of the window',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'revisit.book' },
        params: idParams('id'),
        body: BookRevisitBody,
        response: { 201: BookRevisitResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bookRevisit(meetingContext(db, request), tickets, request.body, Date.now())),
  );
};
