import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { CSRF_COOKIE, SESSION_COOKIE, type Sessions } from './sessions';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards every route, decided from the route the request matched (never from how its URL is spelled: the router
 * decodes `/%61pi/…` and reads the path of an absolute-form `GET http://host/api/…` before matching):
 *
 * - a session, unless the route's own definition says `config: { public: true }`;
 * - a same-origin check on every state-changing request, public routes (sign-in) included;
 * - the double-submit CSRF token on every state-changing request with a session.
 *
 * A request that matched no route reaches the not-found handler, which holds nothing (a 404, or the web app's page).
 */
export function installGuard(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!matchedRoute(request)) return;
    const stateChanging = STATE_CHANGING.has(request.method);
    if (stateChanging && isCrossSite(request)) throw forbidden('Cross-site requests are refused.');
    if (request.routeOptions.config.public === true) return;

    const token = request.cookies[SESSION_COOKIE];
    request.principal = token ? await sessions.resolve(token, new Date()) : null;
    if (!request.principal) throw unauthorized();

    if (stateChanging && !sameToken(request.headers['x-csrf-token'], request.principal.csrfToken)) {
      throw forbidden('Missing or wrong x-csrf-token header.');
    }
  });
}

/** Whether the router found a route for the request (the not-found handler has no route url). */
function matchedRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url !== undefined && !request.is404;
}

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

function sameToken(header: string | string[] | undefined, expected: string): boolean {
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export { CSRF_COOKIE, SESSION_COOKIE };
