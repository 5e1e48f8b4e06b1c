import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import { CSRF_COOKIE, SESSION_COOKIE, type Sessions } from './sessions';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards every /api route: a session unless the route is public, a same-origin check on every
 * state-changing request, and the double-submit CSRF token once signed in.
 */
export function installGuard(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const stateChanging = STATE_CHANGING.has(request.method);
    if (stateChanging && isCrossSite(request)) throw forbidden('Cross-site requests are refused.');
    if (request.routeOptions.config.public) return;

    const token = request.cookies[SESSION_COOKIE];
    request.principal = token ? await sessions.resolve(token, new Date()) : null;
    if (!request.principal) throw unauthorized();

    if (stateChanging && !sameToken(request.headers['x-csrf-token'], request.principal.csrfToken)) {
      throw forbidden('Missing or wrong x-csrf-token header.');
    }
  });
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
