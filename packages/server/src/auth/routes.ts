import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { z } from 'zod';
import { type Features, LoginBody, MeResponse, type MessagingSettings } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit } from '../platform/audit';
import { clinicianContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { CSRF_COOKIE, SESSION_COOKIE, type Sessions } from '../platform/auth/sessions';
import { login, type LoginPolicy } from './service';

export type AuthRoutesOptions = {
  db: Db;
  sessions: Sessions;
  policy: LoginPolicy;
  secureCookies: boolean;
  features: Features;
  messaging: MessagingSettings;
};

const route = routeSchemas('auth');

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, sessions, policy, secureCookies, features, messaging },
) => {
  const cookieBase: CookieSerializeOptions = { path: '/', sameSite: 'lax', secure: secureCookies };

  app.post(
    '/api/auth/login',
    route.public({
      summary: 'Sign in',
      body: LoginBody,
      response: MeResponse,
      // 401: the user name and password do not match.
      errors: [401, 403, 429],
    }),
    async (request, reply) => {
      // A session cookie from before sign-in is ended, never reused: the new session gets a fresh id.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.endByToken(previous, new Date());
      const { me, token, csrfToken } = await login(db, sessions, request, request.body, policy);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false });
      return { clinician: me, features, messaging };
    },
  );

  app.post(
    '/api/auth/logout',
    route.session({
      summary: 'Sign out and end the session',
      response: z.null(),
      status: 204,
      errors: [403, 429],
    }),
    async (request, reply) => {
      const { principal } = clinicianContext(db, request);
      await sessions.end(principal.sessionId, new Date());
      await audit(db, request, { action: 'auth.logout', outcome: 'success' });
      reply.clearCookie(SESSION_COOKIE, cookieBase).clearCookie(CSRF_COOKIE, cookieBase);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    route.session({
      summary: 'The signed-in clinician',
      response: MeResponse,
    }),
    async (request) => {
      const { sessionId: _sessionId, csrfToken: _csrfToken, ...me } = clinicianContext(db, request).principal;
      return { clinician: me, features, messaging };
    },
  );
};
