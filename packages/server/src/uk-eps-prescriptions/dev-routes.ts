import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EPS_FAULTS, EpsFaultBody, ErrorBody } from '@konsult/domain';
import { registerFaultRoutes } from '../integrations/fault-routes';
import type { EmbeddedEpsService } from '../integrations/eps/embedded';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { idParams } from '../platform/http';
import { dispenseEpsPrescription } from './service';

/**
 * Development only (demo mode, embedded EPS): the EPS's fault switched while the app runs, and the nominated pharmacy
 * dispensing a prescription, so that a tester or a browser test can see its status change. Never in production.
 */
export const epsDevRoutes: FastifyPluginAsyncZod<{ db: Db; eps: EmbeddedEpsService }> = async (app, { db, eps }) => {
  registerFaultRoutes(app, { system: 'eps', name: 'EPS', known: EPS_FAULTS, body: EpsFaultBody, faults: eps.faults });
  app.post(
    '/api/dev/eps/prescriptions/:id/dispense',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo mode only: the nominated pharmacy dispenses a sent EPS prescription. 404 when none such waits (unknown, cancelled or dispensed)',
        params: idParams('id'),
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!(await dispenseEpsPrescription(db, request, eps, request.params.id, new Date()))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
