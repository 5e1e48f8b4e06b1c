import type { FastifyRequest } from 'fastify';
import type { LoginBody, Me } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit } from '../platform/audit';
import { AppError, rateLimited } from '../platform/errors';
import { UNKNOWN_USER_HASH, verifyPassword } from '../platform/auth/passwords';
import { toMe, type SessionPolicy, type Sessions } from '../platform/auth/sessions';
import { findClinicianByUsername, recentLoginFailures } from './repo';

export type LoginPolicy = SessionPolicy & { demoMode: boolean; maxFailures: number; windowMinutes: number };

/**
 * Sign-in is slowed, never locked: after `maxFailures` failed sign-ins of a username in the window, its next attempt
 * must wait USER_DELAY seconds after the last failure, doubling with each further failure up to the window; an
 * address (a clinic behind one NAT) gets four times as many before it waits, from ADDRESS_DELAY doubling to a
 * minute at most. Refused attempts (429, with Retry-After) are not failures and do not lengthen the wait. An unknown
 * username is throttled exactly like a known one.
 */
const USER_DELAY = 30;
const ADDRESS_DELAY = 1;
const ADDRESS_MAX_SECONDS = 60;

function throttleSeconds(
  failures: { count: number; last: Date | null },
  free: number,
  firstDelay: number,
  now: Date,
  maxSeconds: number,
): number {
  if (failures.count < free || !failures.last) return 0;
  const delay = Math.min(firstDelay * 2 ** (failures.count - free), maxSeconds);
  return Math.max(0, failures.last.getTime() + delay * 1000 - now.getTime()) / 1000;
}

/** One answer for an unknown username and a wrong password, so neither can be probed. */
const wrongCredentials = () => new AppError(401, 'unauthorized', 'Wrong username or password.');

export async function login(
  db: Db,
  sessions: Sessions,
  request: FastifyRequest,
  body: LoginBody,
  policy: LoginPolicy,
): Promise<{ me: Me; token: string; csrfToken: string }> {
  const now = new Date();
  const username = body.username.toLowerCase();
  const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const failures = await recentLoginFailures(db, username, request.ip, since);
  const wait = Math.max(
    throttleSeconds(failures.byUser, policy.maxFailures, USER_DELAY, now, policy.windowMinutes * 60),
    throttleSeconds(failures.byIp, policy.maxFailures * 4, ADDRESS_DELAY, now, ADDRESS_MAX_SECONDS),
  );
  if (wait > 0) {
    await audit(db, request, { action: 'auth.login', outcome: 'denied', subject: username, actorClinicianId: null });
    throw rateLimited(wait);
  }

  const found = await findClinicianByUsername(db, username);
  // Demo accounts exist only in demo mode: outside it they are as unknown as any other name.
  const usable = found && (!found.clinician.isDemo || policy.demoMode) ? found : null;
  const valid = await verifyPassword(body.password, usable?.clinician.passwordHash ?? (await UNKNOWN_USER_HASH));
  if (!usable || !valid) {
    await audit(db, request, {
      action: 'auth.login',
      outcome: 'failure',
      subject: username,
      actorClinicianId: usable?.clinician.id ?? null,
    });
    throw wrongCredentials();
  }

  const session = await sessions.create(usable.clinician.id, now, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await audit(db, request, {
    action: 'auth.login',
    outcome: 'success',
    subject: username,
    actorClinicianId: usable.clinician.id,
  });
  return { me: toMe(usable.clinician, usable.pool), ...session };
}
