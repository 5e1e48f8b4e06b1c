import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { outbox } from '../db/schema';
import type { OutboxPayload } from './outbox';

export type ClaimedRow = {
  id: string;
  topic: string;
  payload: OutboxPayload;
  idempotencyKey: string;
  attempts: number;
};

/**
 * Takes up to `limit` due rows of the given topics for one attempt: counts the attempt and hides
 * the rows for `leaseMs`, in one statement. SKIP LOCKED lets several workers (instances) claim at
 * once without waiting on each other or taking the same row; the lease, not an open transaction,
 * keeps others off while the external call runs, and hands the row on if this process dies.
 */
export async function claimDue(db: Db, topics: string[], limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.availableAt, sql`now()`), inArray(outbox.topic, topics)))
    .orderBy(asc(outbox.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      availableAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      topic: outbox.topic,
      payload: outbox.payload,
      idempotencyKey: outbox.idempotencyKey,
      attempts: outbox.attempts,
    });
}

export async function markDelivered(db: Db, id: string, payload: OutboxPayload | null): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'delivered',
      deliveredAt: sql`now()`,
      lastError: null,
      ...(payload ? { payload } : {}),
    })
    .where(eq(outbox.id, id));
}

export async function markRetry(db: Db, id: string, error: string, delayMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error, availableAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(eq(outbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string, payload: OutboxPayload | null): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: error, ...(payload ? { payload } : {}) })
    .where(eq(outbox.id, id));
}

/** Milliseconds until the next pending row of these topics is due (0 if one is due now), or null if none. */
export async function msUntilNextDue(db: Db, topics: string[]): Promise<number | null> {
  // Not greatest(0, …) in SQL: GREATEST skips a NULL, so an empty outbox would read as "due now" and the
  // worker would scan without pause.
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`SELECT extract(epoch FROM (min(available_at) - now())) * 1000 AS ms
        FROM outbox WHERE status = 'pending' AND topic IN ${topics}`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Math.ceil(Number(row.ms)));
}
