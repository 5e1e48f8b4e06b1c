import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorBody } from '@konsult/domain';
import type { EmbeddedFaultSwitch } from './embedded-faults';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Development only (demo mode): GET and PUT /api/dev/faults/{system}, the fault an embedded default of an external
 * system fails with, switched while the app runs so that a tester or a browser test can see its refusals. The
 * switch is logged as a warning: a fault left on explains every failure after it.
 */
export function registerFaultRoutes<F extends string>(
  app: ZodApp,
  {
    system,
    name,
    known,
    body,
    faults,
  }: {
    /** The path's last segment, as the switch stores it. */
    system: string;
    /** What fails, as the summaries and the log say it: "prescription exchange", "lab". */
    name: string;
    known: readonly F[];
    body: z.ZodType<{ fault: F | null }>;
    faults: EmbeddedFaultSwitch<F>;
  },
): void {
  const path = `/api/dev/faults/${system}`;
  const answer = async () => ({ fault: await faults.current() });
  app.get(
    path,
    {
      schema: {
        tags: ['dev'],
        summary: `Demo mode only: the fault the embedded ${name} fails with (null: none)`,
        response: { 200: body, 401: ErrorBody },
      },
    },
    answer,
  );
  app.put(
    path,
    {
      schema: {
        tags: ['dev'],
        summary: `Demo mode only: makes the embedded ${name} fail (${known.join(', ')}) until null`,
        body,
        response: { 200: body, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      await faults.set(request.body.fault);
      request.log.warn({ fault: request.body.fault }, `${name} fault injection switched`);
      return answer();
    },
  );
}
