import type { FastifyRequest } from 'fastify';
import type { LoginBody, Me } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit } from '../platform/audit';
import { AppError, rateLimited } from '../platform/errors';
import { UNKNOWN_USER_HASH, verifyPassword } from '../platform/auth/passwords';
import { toMe, type SessionPolicy, type Sessions } from '../platform/auth/sessions';
import { countLoginFailures, findClinicianByUsername } from './repo';

export type LoginPolicy = SessionPolicy & { demoMode: boolean; maxFailures: number; windowMinutes: number };

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
  const failures = await countLoginFailures(db, username, request.ip, since);
  if (failures.byUser >= policy.maxFailures || failures.byIp >= policy.maxFailures * 4) {
    await audit(db, request, { action: 'auth.login', outcome: 'denied', subject: username, actorClinicianId: null });
    throw rateLimited();
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
