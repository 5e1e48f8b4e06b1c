import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  healthObservations,
  medicationListItems,
  meetings,
  patients,
  patientWarnings,
  prescriptionFavourites,
  prescriptions,
} from '../platform/db/schema';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type NewPrescriptionRow = typeof prescriptions.$inferInsert;
export type FavouriteRow = typeof prescriptionFavourites.$inferSelect;

export async function findPrescription(db: Db, id: string): Promise<PrescriptionRow | null> {
  return firstOrNull(db.select().from(prescriptions).where(eq(prescriptions.id, id)));
}

export async function meetingPrescriptions(db: Db, meetingId: string): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.meetingId, meetingId))
    .orderBy(asc(prescriptions.createdAt), asc(prescriptions.id));
}

export async function patientPrescriptions(db: Db, patientId: string): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .limit(500);
}

/** The prescriptions of several meetings (the record history's entries), oldest first. */
export async function prescriptionsOfMeetings(db: Db, meetingIds: string[]): Promise<PrescriptionRow[]> {
  if (meetingIds.length === 0) return [];
  return db
    .select()
    .from(prescriptions)
    .where(inArray(prescriptions.meetingId, meetingIds))
    .orderBy(asc(prescriptions.createdAt));
}

/** Whether the meeting has a prescription that stands (not cancelled). */
export async function meetingHasPrescription(db: Db, meetingId: string): Promise<boolean> {
  const row = await firstOrNull(
    db
      .select({ id: prescriptions.id })
      .from(prescriptions)
      .where(and(eq(prescriptions.meetingId, meetingId), ne(prescriptions.status, 'CANCELLED')))
      .limit(1),
  );
  return row !== null;
}

export async function insertPrescription(db: Db, row: NewPrescriptionRow): Promise<void> {
  await db.insert(prescriptions).values(row);
}

export async function setPrescriptionStatus(
  db: Db,
  ids: string[],
  values: Pick<PrescriptionRow, 'status' | 'statusAt'> & Partial<Pick<PrescriptionRow, 'cancellation' | 'cancelledBy'>>,
): Promise<PrescriptionRow[]> {
  return db.update(prescriptions).set(values).where(inArray(prescriptions.id, ids)).returning();
}

export async function setMeetingGotPrescription(db: Db, meetingId: string, value: boolean): Promise<void> {
  await db.update(meetings).set({ gotPrescription: value }).where(eq(meetings.id, meetingId));
}

export async function findPatientForExchange(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select({ idNumber: patients.idNumber, givenName: patients.givenName, familyName: patients.familyName })
      .from(patients)
      .where(eq(patients.id, patientId)),
  );
}

/** The active medication list's drugs, as the duplicate-therapy check compares them. */
export async function activeMedications(db: Db, patientId: string) {
  const rows = await db
    .select({ nplId: medicationListItems.nplId, atcCode: medicationListItems.atcCode, drug: medicationListItems.drug })
    .from(medicationListItems)
    .where(and(eq(medicationListItems.patientId, patientId), eq(medicationListItems.status, 'ACTIVE')));
  return rows.map((row) => ({ nplId: row.nplId, atcCode: row.atcCode, tradeName: row.drug.tradeName }));
}

/**
 * The allergies recorded for the patient, as text: those the patient reported in the health profile, and the
 * clinicians' warnings that name an allergy or hypersensitivity in one of the five languages.
 */
export async function recordedAllergies(db: Db, patientId: string): Promise<string[]> {
  const [reported, warnings] = await Promise.all([
    db
      .select({ values: healthObservations.values })
      .from(healthObservations)
      .where(and(eq(healthObservations.patientId, patientId), eq(healthObservations.propertyName, 'allergy'))),
    db
      .select({ reason: patientWarnings.reason })
      .from(patientWarnings)
      .where(and(eq(patientWarnings.patientId, patientId), eq(patientWarnings.type, 'WARNING'))),
  ]);
  const allergyWords = /allerg|överkänslig|overfølsom|hypersensib|hypersensitiv|überempfindlich|unverträglich/i;
  return [
    ...reported.map((row) => row.values[0]).filter((name): name is string => Boolean(name)),
    ...warnings.map((row) => row.reason).filter((reason) => allergyWords.test(reason)),
  ];
}

// ——— favourites ———

export async function clinicianFavourites(db: Db, clinicianId: string): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(prescriptionFavourites)
    .where(eq(prescriptionFavourites.clinicianId, clinicianId))
    .orderBy(asc(prescriptionFavourites.name), asc(prescriptionFavourites.id))
    .limit(500);
}

/** The clinician's own favourite; null for another's or none. */
export async function findFavourite(db: Db, clinicianId: string, id: string): Promise<FavouriteRow | null> {
  return firstOrNull(
    db
      .select()
      .from(prescriptionFavourites)
      .where(and(eq(prescriptionFavourites.id, id), eq(prescriptionFavourites.clinicianId, clinicianId))),
  );
}

export async function insertFavourite(db: Db, row: typeof prescriptionFavourites.$inferInsert): Promise<FavouriteRow> {
  const [inserted] = await db.insert(prescriptionFavourites).values(row).returning();
  return inserted!;
}

export async function updateFavourite(
  db: Db,
  clinicianId: string,
  id: string,
  values: Partial<Pick<FavouriteRow, 'name' | 'product' | 'card' | 'tags' | 'updatedAt'>>,
): Promise<FavouriteRow | null> {
  const [row] = await db
    .update(prescriptionFavourites)
    .set(values)
    .where(and(eq(prescriptionFavourites.id, id), eq(prescriptionFavourites.clinicianId, clinicianId)))
    .returning();
  return row ?? null;
}

export async function deleteFavourite(db: Db, clinicianId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(prescriptionFavourites)
    .where(and(eq(prescriptionFavourites.id, id), eq(prescriptionFavourites.clinicianId, clinicianId)))
    .returning({ id: prescriptionFavourites.id });
  return rows.length > 0;
}
