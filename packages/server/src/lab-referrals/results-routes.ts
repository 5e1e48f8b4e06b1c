import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LAB_RESULTS_PATH, LabResultsBody } from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { unauthorized } from '../platform/errors';
import { routeSchemas } from '../platform/route-schema';
import { receiveLabResults } from './service';

export type LabResultsRoutesOptions = { db: Db; token: string };

const route = routeSchemas('lab-referrals');

/**
 * Whether the request carries `Authorization: Bearer <expected>`. Both sides are hashed first, so the comparison
 * takes the same time whatever was sent, its length included.
 */
function hasBearer(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The lab portal's way back (LAB_URL's results; registered only when LAB_RESULTS_TOKEN is set): a machine posts
 * here, so the route is public — no clinician session, and so no CSRF token, which guards a browser's cookie — and
 * its bearer token is its own check, made before the body is even read. A browser's cross-site POST is still refused
 * by the guard's same-origin check; a server-to-server call sends no Origin.
 */
export const labResultsRoutes: FastifyPluginAsyncZod<LabResultsRoutesOptions> = async (app, { db, token }) => {
  app.post(
    LAB_RESULTS_PATH,
    {
      ...route.public({
        summary:
          "The lab portal posts a referral's results (bearer LAB_RESULTS_TOKEN; no session): they become the patient's lab test and the referral's results arrive (204). 401 wrong token, 404 unknown referral, 409 lab_results_already_received",
        body: LabResultsBody,
        response: z.null(),
        status: 204,
        errors: [401, 409],
      }),
      onRequest: async (request: FastifyRequest) => {
        if (hasBearer(request, token)) return;
        await audit(db, request, { action: 'lab_referral.results', outcome: 'denied', subject: 'lab-portal' });
        throw unauthorized('A lab portal posts results with its bearer token.');
      },
    },
    async (request, reply) => {
      await receiveLabResults(db, request, request.body);
      return reply.code(204).send(null);
    },
  );
};
