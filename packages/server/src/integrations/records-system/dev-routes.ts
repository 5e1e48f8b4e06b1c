import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, RecordsSystemFaultBody } from '@konsult/domain';
import type { EmbeddedRecordsSystem } from './embedded';

export type RecordsSystemDevRoutesOptions = { recordsSystem: EmbeddedRecordsSystem };

/**
 * Development only (demo mode, embedded records system): fault injection switched while the app runs, so that a
 * tester or a browser test can walk the signing-error catalogue without restarting the server with
 * RECORDS_SYSTEM_FAULT. Registered by the app only when both hold; never in production.
 */
export const recordsSystemDevRoutes: FastifyPluginAsyncZod<RecordsSystemDevRoutesOptions> = async (
  app,
  { recordsSystem },
) => {
  const answer = async () => ({ fault: await recordsSystem.currentFault() });

  app.get(
    '/api/dev/faults/records-system',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the fault every signing in the embedded records system fails with (null: none)',
        response: { 200: RecordsSystemFaultBody, 401: ErrorBody },
      },
    },
    answer,
  );

  app.put(
    '/api/dev/faults/records-system',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: makes every signing fail with a prn_* or signing key until it is set to null',
        body: RecordsSystemFaultBody,
        response: { 200: RecordsSystemFaultBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await recordsSystem.setFault(request.body.fault);
      request.log.warn({ fault: request.body.fault }, 'records system fault injection switched');
      return answer();
    },
  );
};
