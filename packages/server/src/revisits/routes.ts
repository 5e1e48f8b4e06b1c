import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookRevisitBody,
  BookRevisitResponse,
  ErrorBody,
  RevisitSlotsQuery,
  RevisitSlotsResponse,
} from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
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
        params: z.object({ id: z.string().max(100) }),
        querystring: RevisitSlotsQuery,
        response: { 200: RevisitSlotsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      revisitSlots(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.query,
        Date.now(),
      ),
  );

  app.post(
    '/api/meeting/:id/book-revisit',
    {
      schema: {
        tags: ['revisits', 'patient-data'],
        summary: 'Book a revisit with the same clinician and patient in a free slot of the window',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'revisit.book' },
        params: z.object({ id: z.string().max(100) }),
        body: BookRevisitBody,
        response: { 201: BookRevisitResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await bookRevisit(
            db,
            tickets,
            request,
            requirePrincipal(request.principal),
            requireAccess(request.access),
            request.body,
            Date.now(),
          ),
        ),
  );
};
