import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { auditEvents, clinicians, pools } from '../platform/db/schema';

export async function findClinicianByUsername(db: Db, username: string) {
  return firstOrNull(
    db
      .select({ clinician: clinicians, pool: pools })
      .from(clinicians)
      .innerJoin(pools, eq(pools.id, clinicians.poolId))
      .where(eq(clinicians.username, username)),
  );
}

/** Failed sign-ins since `since`, for this username and for this address (read from the audit trail). */
/** Failed sign-ins since `since`, by username and by address: how many, and when the last one was. */
export async function recentLoginFailures(db: Db, username: string, ip: string, since: Date) {
  const recent = and(
    eq(auditEvents.action, 'auth.login'),
    eq(auditEvents.outcome, 'failure'),
    gt(auditEvents.at, since),
  );
  const tally = { n: count(), last: max(auditEvents.at) };
  const [[byUser], [byIp]] = await Promise.all([
    db
      .select(tally)
      .from(auditEvents)
      .where(and(recent, eq(auditEvents.subject, username))),
    db
      .select(tally)
      .from(auditEvents)
      .where(and(recent, eq(auditEvents.ip, ip))),
  ]);
  const failures = (row: { n: number; last: Date | null } | undefined) => ({
    count: row?.n ?? 0,
    last: row?.last ?? null,
  });
  return { byUser: failures(byUser), byIp: failures(byIp) };
}
