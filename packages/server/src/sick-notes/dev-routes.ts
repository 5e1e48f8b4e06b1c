import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERTIFICATE_FAULTS, CertificateFaultBody } from '@konsult/domain';
import type { EmbeddedCertificateService } from '../integrations/certificates/embedded';
import { registerFaultRoutes } from '../integrations/fault-routes';

/**
 * Development only (demo mode, embedded certificate service): the service's fault switched while the app runs, so
 * that a tester or a browser test can see a sick note refused while the service is down. Never in production.
 */
export const certificateServiceDevRoutes: FastifyPluginAsyncZod<{ service: EmbeddedCertificateService }> = async (
  app,
  { service },
) => {
  registerFaultRoutes(app, {
    system: 'certificates',
    name: 'certificate service',
    known: CERTIFICATE_FAULTS,
    body: CertificateFaultBody,
    faults: service.faults,
  });
};
