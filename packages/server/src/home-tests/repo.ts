import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type HomeTestState } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicians, homeTestOrders } from '../platform/db/schema';

export type HomeTestOrderRow = typeof homeTestOrders.$inferSelect & { orderingClinicianName: string };
export type NewHomeTestOrderRow = typeof homeTestOrders.$inferInsert;

const withClinician = (db: Db) =>
  db
    .select({ order: homeTestOrders, orderingClinicianName: clinicians.name })
    .from(homeTestOrders)
    .innerJoin(clinicians, eq(clinicians.id, homeTestOrders.orderingClinicianId));

const flat = (rows: { order: typeof homeTestOrders.$inferSelect; orderingClinicianName: string }[]) =>
  rows.map(({ order, orderingClinicianName }) => ({ ...order, orderingClinicianName }));

/** The kits ordered from a meeting, oldest first. */
export async function meetingHomeTests(db: Db, meetingId: string): Promise<HomeTestOrderRow[]> {
  return flat(
    await withClinician(db)
      .where(eq(homeTestOrders.meetingId, meetingId))
      .orderBy(asc(homeTestOrders.createdAt), asc(homeTestOrders.id)),
  );
}

/** One order by its id (the client's requestId), or null. */
export async function findHomeTest(db: Db, id: string): Promise<HomeTestOrderRow | null> {
  const [row] = flat(await withClinician(db).where(eq(homeTestOrders.id, id)));
  return row ?? null;
}

/**
 * The patient's orders that are not cancelled, whichever meeting placed them: what blocks a new kit of a kind
 * (served by home_test_orders_patient_active_idx, migration 0041).
 */
export async function activePatientHomeTests(db: Db, patientId: string): Promise<HomeTestOrderRow[]> {
  return flat(
    await withClinician(db)
      .where(and(eq(homeTestOrders.patientId, patientId), ne(homeTestOrders.state, 'CANCELLED')))
      .orderBy(asc(homeTestOrders.createdAt))
      .limit(200),
  );
}

/**
 * Records the order. The partial unique index (patient, kind) WHERE not cancelled refuses a second active kit of a
 * kind, so that two clinicians ordering at the same moment cannot both succeed, and the primary key the same request
 * sent twice at once: false then.
 */
export async function insertHomeTest(db: Db, row: NewHomeTestOrderRow): Promise<boolean> {
  const inserted = await db
    .insert(homeTestOrders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: homeTestOrders.id });
  return inserted.length === 1;
}

/**
 * Cancels an order still in one of `from` (the states it may be cancelled in). The state is in the WHERE clause so
 * that two clinicians cancelling at once, or an answer arriving meanwhile, leave one winner: false for the other.
 */
export async function cancelHomeTestOrder(db: Db, id: string, from: readonly HomeTestState[]): Promise<boolean> {
  const cancelled = await db
    .update(homeTestOrders)
    .set({ state: 'CANCELLED' })
    .where(and(eq(homeTestOrders.id, id), inArray(homeTestOrders.state, [...from])))
    .returning({ id: homeTestOrders.id });
  return cancelled.length === 1;
}
