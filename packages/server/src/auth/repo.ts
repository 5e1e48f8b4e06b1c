import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { auditEvents, clinicians, pools } from '../platform/db/schema';

export async function findClinicianByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ clinician: clinicians, pool: pools })
    .from(clinicians)
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(eq(clinicians.username, username));
  return row ?? null;
}

export async function findClinicianById(db: Db, id: string) {
  const [row] = await db
    .select({ clinician: clinicians, pool: pools })
    .from(clinicians)
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(eq(clinicians.id, id));
  return row ?? null;
}

/** Failed sign-ins since `since`, for this username and for this address (read from the audit trail). */
export async function countLoginFailures(db: Db, username: string, ip: string, since: Date) {
  const recent = and(
    eq(auditEvents.action, 'auth.login'),
    eq(auditEvents.outcome, 'failure'),
    gt(auditEvents.at, since),
  );
  const [byUser] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(recent, eq(auditEvents.subject, username)));
  const [byIp] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(recent, or(eq(auditEvents.ip, ip))));
  return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
}
