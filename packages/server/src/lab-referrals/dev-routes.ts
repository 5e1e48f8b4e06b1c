import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, LAB_FAULTS, LabFaultBody } from '@konsult/domain';
import type { EmbeddedLabPortal } from '../integrations/lab/embedded';
import { registerFaultRoutes } from '../integrations/fault-routes';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { idParams } from '../platform/http';
import { deliverResults } from './service';

/**
 * Development only (demo mode, embedded lab): the lab's fault switched while the app runs, and the lab answering a
 * referral, so that a tester or a browser test can see results arrive. Never in production.
 */
export const labDevRoutes: FastifyPluginAsyncZod<{ db: Db; lab: EmbeddedLabPortal }> = async (app, { db, lab }) => {
  registerFaultRoutes(app, {
    system: 'lab',
    name: 'lab',
    known: LAB_FAULTS,
    body: LabFaultBody,
    faults: lab.faults,
  });
  app.post(
    '/api/dev/lab/referrals/:id/deliver',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Demo mode only: the lab delivers plausible results for a sent referral (some out of range); they become the patient's lab test. 404 when none waits",
        params: idParams('id'),
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!(await deliverResults(db, request, lab, request.params.id, new Date()))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
