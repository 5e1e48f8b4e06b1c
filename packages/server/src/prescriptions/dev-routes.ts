import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EHM_FAULTS, EhmFaultBody, ErrorBody } from '@konsult/domain';
import type { EmbeddedPrescriptionExchange } from '../integrations/prescription-exchange/embedded';
import { registerFaultRoutes } from '../integrations/fault-routes';
import { notFound } from '../platform/errors';
import { idParams } from '../platform/http';

/**
 * Development only (demo mode, embedded exchange): the exchange's fault switched while the app runs, and a
 * pharmacy dispensing a prescription, so that a tester or a browser test can walk every state. Never in production.
 */
export const prescriptionExchangeDevRoutes: FastifyPluginAsyncZod<{ exchange: EmbeddedPrescriptionExchange }> = async (
  app,
  { exchange },
) => {
  registerFaultRoutes(app, {
    system: 'ehm',
    name: 'prescription exchange',
    known: EHM_FAULTS,
    body: EhmFaultBody,
    faults: exchange.faults,
  });
  app.post(
    '/api/dev/ehm/prescriptions/:id/dispense',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: a pharmacy dispenses a sent prescription (404 when there is none to dispense)',
        params: idParams('id'),
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!(await exchange.dispense(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
