import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isSigningEnabled, isStrikingEnabled, DEFAULT_LOCALE, type Locale, type Me } from '@konsult/domain';
import type { Db } from '../db/database';
import { clinicians, pools, sessions } from '../db/schema';
import type { Principal } from '../principal';

export const SESSION_COOKIE = 'konsult_session';
export const CSRF_COOKIE = 'csrf_token';

/** last_seen_at is written at most this often, so a busy clinician costs one write a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  clinicianId: string,
  policy: SessionPolicy,
  now: Date,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    clinicianId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, csrfToken };
}

type ClinicianRow = typeof clinicians.$inferSelect;
type PoolRow = typeof pools.$inferSelect;

export function toMe(clinician: ClinicianRow, pool: PoolRow): Me {
  return {
    id: clinician.id,
    username: clinician.username,
    name: clinician.name,
    profession: clinician.profession,
    careType: clinician.careType,
    pool: {
      id: pool.id,
      name: pool.name,
      country: pool.country,
      prorenata: pool.prorenata,
      isExternal: pool.isExternal,
      partnership: pool.partnership,
      partnershipKind: pool.partnershipKind,
    },
    specialties: clinician.specialties,
    slotLengthOverride: clinician.slotLengthOverride,
    countrySpecific: pool.country === 'FR' ? { FR: { isIndependent: clinician.frIsIndependent } } : {},
    locale: (clinician.locale as Locale | null) ?? DEFAULT_LOCALE[pool.country],
    signingEnabled: isSigningEnabled(pool.country),
    strikingEnabled: isStrikingEnabled(pool.country),
  };
}

/** The clinician behind a session cookie, or null when the session is unknown, ended, idle or too old. */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<Principal | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, clinician: clinicians, pool: pools })
    .from(sessions)
    .innerJoin(clinicians, eq(clinicians.id, sessions.clinicianId))
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  if (!row) return null;
  const { session } = row;
  const idleDeadline = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (now >= session.expiresAt || now.getTime() >= idleDeadline) {
    await endSession(db, id, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { ...toMe(row.clinician, row.pool), sessionId: id, csrfToken: session.csrfToken };
}

export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

export async function endSessionByToken(db: Db, token: string, now: Date): Promise<void> {
  await endSession(db, hashToken(token), now);
}

/** Expired and ended sessions older than a day carry no value; called from start-up. */
export async function purgeOldSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < ${new Date(now.getTime() - 86_400_000)}`);
}
