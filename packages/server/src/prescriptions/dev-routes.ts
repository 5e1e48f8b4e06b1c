import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EhmFaultBody, ErrorBody } from '@konsult/domain';
import type { EmbeddedPrescriptionExchange } from '../integrations/prescription-exchange/embedded';
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
  const answer = async () => ({ fault: await exchange.faults.current() });
  app.get(
    '/api/dev/faults/ehm',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the fault the embedded prescription exchange fails with (null: none)',
        response: { 200: EhmFaultBody, 401: ErrorBody },
      },
    },
    answer,
  );
  app.put(
    '/api/dev/faults/ehm',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo mode only: makes the embedded exchange fail (ehm_unavailable, pin_refused, ehm_timeout) until null',
        body: EhmFaultBody,
        response: { 200: EhmFaultBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await exchange.faults.set(request.body.fault);
      request.log.warn({ fault: request.body.fault }, 'prescription exchange fault injection switched');
      return answer();
    },
  );
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
