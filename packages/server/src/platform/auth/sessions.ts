import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isSigningEnabled, isStrikingEnabled, type Locale, type Me } from '@konsult/domain';
import type { Database, Db } from '../db/database';
import { clinicians, pools, sessions } from '../db/schema';
import type { Principal } from '../principal';
import { NotifiedCache } from '../notified-cache';
import { hashToken, newToken } from '../tokens';

export const SESSION_COOKIE = 'konsult_session';
export const CSRF_COOKIE = 'csrf_token';

/** last_seen_at is written at most this often, so a busy clinician costs one write a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Ending a session is broadcast here so that every instance forgets it at once. */
const ENDED_CHANNEL = 'konsult_session_ended';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

type ClinicianRow = Omit<
  typeof clinicians.$inferSelect,
  'passwordHash' | 'isDemo' | 'createdAt' | 'preferredVideoProvider'
>;
type PoolRow = typeof pools.$inferSelect;

export function toMe(clinician: ClinicianRow, pool: PoolRow): Me {
  return {
    id: clinician.id,
    username: clinician.username,
    name: clinician.name,
    role: clinician.role,
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
      usesExternalEmr: pool.usesExternalEmr,
    },
    specialties: clinician.specialties,
    slotLengthOverride: clinician.slotLengthOverride,
    countrySpecific: pool.country === 'FR' ? { FR: { isIndependent: clinician.frIsIndependent } } : {},
    locale: (clinician.locale as Locale | null) ?? DEFAULT_LOCALE[pool.country],
    signingEnabled: isSigningEnabled(pool.country),
    strikingEnabled: isStrikingEnabled(pool.country),
  };
}

function sessionQuery(db: Db) {
  return db
    .select({
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      clinician: {
        id: clinicians.id,
        username: clinicians.username,
        name: clinicians.name,
        role: clinicians.role,
        profession: clinicians.profession,
        careType: clinicians.careType,
        poolId: clinicians.poolId,
        specialties: clinicians.specialties,
        slotLengthOverride: clinicians.slotLengthOverride,
        frIsIndependent: clinicians.frIsIndependent,
        locale: clinicians.locale,
      },
      pool: pools,
    })
    .from(sessions)
    .innerJoin(clinicians, eq(clinicians.id, sessions.clinicianId))
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.endedAt)))
    .prepare('session_by_id');
}

type CachedSession = { principal: Principal; lastSeenAt: number; expiresAt: number };

/**
 * Server-side sessions: created at sign-in, resolved on every request, ended at sign-out or when
 * idle or too old. The cookie carries a random token; the table holds only its SHA-256.
 */
export class Sessions {
  private readonly byId: ReturnType<typeof sessionQuery>;

  private constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    /** Resolved sessions; the time-to-live bounds how long a change to a clinician's profile takes to show. */
    private readonly cache: NotifiedCache<CachedSession>,
  ) {
    this.byId = sessionQuery(db);
  }

  static async open(database: Database, policy: SessionPolicy): Promise<Sessions> {
    const cache = await new NotifiedCache<CachedSession>({ ttlMs: 30_000, maxEntries: 10_000 }).subscribe(
      database,
      ENDED_CHANNEL,
    );
    const store = new Sessions(database.db, policy, cache);
    await store.purgeOld(new Date());
    return store;
  }

  async create(
    clinicianId: string,
    now: Date,
    client: { ip: string; userAgent: string | undefined },
  ): Promise<{ token: string; csrfToken: string }> {
    const token = newToken();
    const csrfToken = newToken();
    await this.db.insert(sessions).values({
      id: hashToken(token),
      clinicianId,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.absoluteHours * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    return { token, csrfToken };
  }

  /** The clinician behind a session cookie, or null when the session is unknown, ended, idle or too old. */
  async resolve(token: string, now: Date): Promise<Principal | null> {
    const id = hashToken(token);
    const at = now.getTime();
    let entry = this.cache.get(id, at);
    if (!entry) {
      const [row] = await this.byId.execute({ id });
      if (!row) return null;
      entry = {
        principal: { ...toMe(row.clinician, row.pool), sessionId: id, csrfToken: row.csrfToken },
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
      };
      this.cache.set(id, entry, at);
    }
    if (at >= entry.expiresAt || at >= entry.lastSeenAt + this.policy.idleMinutes * 60_000) {
      await this.end(id, now);
      return null;
    }
    if (at - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = at;
      // Not awaited: the request holds nothing that depends on it, and its commit (the WAL reaching the disk) would
      // add a few milliseconds to one request a minute per clinician, which is the tail of every route (issue 22).
      // This instance already judges idleness by the entry; another reads the row, a moment later at worst.
      this.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.id, id))
        .then(
          () => undefined,
          (error: unknown) => console.warn(`A session's last use was not recorded: ${String(error)}`),
        );
    }
    return entry.principal;
  }

  async end(sessionId: string, now: Date): Promise<void> {
    this.cache.delete(sessionId);
    await this.db
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    await this.db.execute(sql`SELECT pg_notify(${ENDED_CHANNEL}, ${sessionId})`);
  }

  async endByToken(token: string, now: Date): Promise<void> {
    await this.end(hashToken(token), now);
  }

  /** Expired and ended sessions older than a day carry no value; run at start-up. */
  private async purgeOld(now: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < ${new Date(now.getTime() - 86_400_000)}`);
  }
}
