import { and, asc, eq, ne } from 'drizzle-orm';
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

/** The patient's orders that are not cancelled, whichever meeting placed them: what blocks a new kit of a kind. */
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
 * kind, so that two clinicians ordering at the same moment cannot both succeed: false then.
 */
export async function insertHomeTest(db: Db, row: NewHomeTestOrderRow): Promise<boolean> {
  const inserted = await db
    .insert(homeTestOrders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: homeTestOrders.id });
  return inserted.length === 1;
}
