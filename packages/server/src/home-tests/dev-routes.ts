import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOME_TEST_FAULTS, HomeTestFaultBody } from '@konsult/domain';
import type { EmbeddedHomeTestLab } from '../integrations/home-test-lab/embedded';
import { registerFaultRoutes } from '../integrations/fault-routes';

/**
 * Development only (demo mode, embedded lab portal): the portal's fault switched while the app runs, so that a tester
 * or a browser test sees the default home-test error. Never in production.
 */
export const homeTestLabDevRoutes: FastifyPluginAsyncZod<{ lab: EmbeddedHomeTestLab }> = async (app, { lab }) => {
  registerFaultRoutes(app, {
    system: 'hometest',
    name: 'home-test lab portal',
    known: HOME_TEST_FAULTS,
    body: HomeTestFaultBody,
    faults: lab.faults,
  });
};
