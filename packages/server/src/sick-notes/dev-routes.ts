import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateFaultBody, ErrorBody } from '@konsult/domain';
import type { EmbeddedCertificateService } from '../integrations/certificates/embedded';

/**
 * Development only (demo mode, embedded certificate service): the service's fault switched while the app runs, so
 * that a tester or a browser test can see a sick note refused while the service is down. Never in production.
 */
export const certificateServiceDevRoutes: FastifyPluginAsyncZod<{ service: EmbeddedCertificateService }> = async (
  app,
  { service },
) => {
  const answer = async () => ({ fault: await service.faults.current() });
  app.get(
    '/api/dev/faults/certificates',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the fault the embedded certificate service fails with (null: none)',
        response: { 200: CertificateFaultBody, 401: ErrorBody },
      },
    },
    answer,
  );
  app.put(
    '/api/dev/faults/certificates',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo mode only: makes the embedded certificate service fail (certificate_service_unavailable, certificate_service_timeout, certificate_rejected) until null',
        body: CertificateFaultBody,
        response: { 200: CertificateFaultBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await service.faults.set(request.body.fault);
      request.log.warn({ fault: request.body.fault }, 'certificate service fault injection switched');
      return answer();
    },
  );
};
