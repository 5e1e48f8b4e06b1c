import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { medicationListItems, patients } from '../platform/db/schema';

export type MedicationItemRow = typeof medicationListItems.$inferSelect;
export type NewMedicationItemRow = typeof medicationListItems.$inferInsert;

/** A patient's whole list, active and past: active by start of treatment, past newest ended first. */
export async function listItems(db: Db, patientId: string): Promise<MedicationItemRow[]> {
  return db
    .select()
    .from(medicationListItems)
    .where(eq(medicationListItems.patientId, patientId))
    .orderBy(asc(medicationListItems.status), desc(medicationListItems.statusAt), asc(medicationListItems.id))
    .limit(1000);
}

export async function findItem(db: Db, id: string): Promise<MedicationItemRow | null> {
  return firstOrNull(db.select().from(medicationListItems).where(eq(medicationListItems.id, id)));
}

export async function insertItem(db: Db, row: NewMedicationItemRow): Promise<void> {
  await db.insert(medicationListItems).values(row);
}

type Change = Partial<Pick<MedicationItemRow, 'dosage' | 'status' | 'statusAt'>> & {
  modifiedAt: Date;
  modifiedBy: string;
  modifiedByName: string;
};

/**
 * Changes an item that is still active; null when it is not (ended meanwhile, or not this patient's). The status
 * is in the WHERE clause so that two clinicians ending the same item at once cannot both succeed.
 */
export async function changeActiveItem(
  db: Db,
  id: string,
  patientId: string,
  change: Change,
): Promise<MedicationItemRow | null> {
  return firstOrNull(
    db
      .update(medicationListItems)
      .set(change)
      .where(
        and(
          eq(medicationListItems.id, id),
          eq(medicationListItems.patientId, patientId),
          eq(medicationListItems.status, 'ACTIVE'),
        ),
      )
      .returning(),
  );
}

/** Who the printed list is for. */
export async function findPatientIdentity(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select({ givenName: patients.givenName, familyName: patients.familyName, idNumber: patients.idNumber })
      .from(patients)
      .where(eq(patients.id, patientId)),
  );
}
