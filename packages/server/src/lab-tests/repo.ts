import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LabTestSource } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { labEncounters, labTests } from '../platform/db/schema';

/** A patient's completed lab tests from the given sources, newest first (seed 001 §4: only COMPLETE is listed). */
export async function listCompletedLabTests(db: Db, patientId: string, sources: readonly LabTestSource[]) {
  return db
    .select({
      id: labTests.id,
      typeKey: labTests.typeKey,
      status: labTests.status,
      updatedAt: labTests.updatedAt,
      encounterId: labTests.encounterId,
      source: labTests.source,
    })
    .from(labTests)
    .where(
      and(eq(labTests.patientId, patientId), eq(labTests.status, 'COMPLETE'), inArray(labTests.source, [...sources])),
    )
    .orderBy(desc(labTests.updatedAt), desc(labTests.id))
    .limit(500);
}

export async function findLabTest(db: Db, labTestId: string) {
  return firstOrNull(db.select().from(labTests).where(eq(labTests.id, labTestId)));
}

export async function findLabEncounter(db: Db, encounterId: string) {
  return firstOrNull(db.select().from(labEncounters).where(eq(labEncounters.id, encounterId)));
}
