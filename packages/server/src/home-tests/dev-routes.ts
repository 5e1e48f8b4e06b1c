import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HomeTestFaultBody } from '@konsult/domain';
import type { EmbeddedHomeTestLab } from '../integrations/home-test-lab/embedded';

/**
 * Development only (demo mode, embedded lab portal): the portal's fault switched while the app runs, so that a tester
 * or a browser test sees the default home-test error. Never in production.
 */
export const homeTestLabDevRoutes: FastifyPluginAsyncZod<{ lab: EmbeddedHomeTestLab }> = async (app, { lab }) => {
  const answer = async () => ({ fault: await lab.faults.current() });
  app.get(
    '/api/dev/faults/hometest',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the fault the embedded home-test lab portal fails with (null: none)',
        response: { 200: HomeTestFaultBody, 401: ErrorBody },
      },
    },
    answer,
  );
  app.put(
    '/api/dev/faults/hometest',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: makes the embedded lab portal fail (home_test_lab_unavailable) until null',
        body: HomeTestFaultBody,
        response: { 200: HomeTestFaultBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await lab.faults.set(request.body.fault);
      request.log.warn({ fault: request.body.fault }, 'home-test lab fault injection switched');
      return answer();
    },
  );
};
