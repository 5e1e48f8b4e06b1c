import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  clinicians,
  patients,
  pools,
  recordHistoryEntries,
  specialistReferrals,
  specialistUnits,
  symptomImages,
} from '../platform/db/schema';

export type SpecialistReferralRow = typeof specialistReferrals.$inferSelect;
export type SpecialistUnitRow = typeof specialistUnits.$inferSelect;

/** The units that receive referrals now, by name. */
export async function activeUnits(db: Db): Promise<SpecialistUnitRow[]> {
  return db.select().from(specialistUnits).where(eq(specialistUnits.active, true)).orderBy(asc(specialistUnits.name));
}

/** The symptom photos the patient sent for the meeting, in the order they were sent. */
export async function meetingImages(db: Db, meetingId: string) {
  return db
    .select({ id: symptomImages.id, contentType: symptomImages.contentType, createdAt: symptomImages.createdAt })
    .from(symptomImages)
    .where(eq(symptomImages.meetingId, meetingId))
    .orderBy(asc(symptomImages.createdAt), asc(symptomImages.id));
}

/** The bytes of photos of one meeting (a photo of another meeting is not answered, whatever its id). */
export async function meetingImageBytes(db: Db, meetingId: string, imageIds: readonly string[]) {
  if (imageIds.length === 0) return [];
  return db
    .select({ id: symptomImages.id, contentType: symptomImages.contentType, bytes: symptomImages.bytes })
    .from(symptomImages)
    .where(and(eq(symptomImages.meetingId, meetingId), inArray(symptomImages.id, [...imageIds])));
}

export async function meetingReferrals(db: Db, meetingId: string): Promise<SpecialistReferralRow[]> {
  return db
    .select()
    .from(specialistReferrals)
    .where(eq(specialistReferrals.meetingId, meetingId))
    .orderBy(asc(specialistReferrals.createdAt), asc(specialistReferrals.id));
}

export async function meetingHasReferral(db: Db, meetingId: string): Promise<boolean> {
  const row = await firstOrNull(
    db
      .select({ id: specialistReferrals.id })
      .from(specialistReferrals)
      .where(eq(specialistReferrals.meetingId, meetingId))
      .limit(1),
  );
  return row !== null;
}

export async function findReferral(db: Db, id: string): Promise<SpecialistReferralRow | null> {
  return firstOrNull(db.select().from(specialistReferrals).where(eq(specialistReferrals.id, id)));
}

/** Who the letter is about: the name and personal identity number it is written for. */
export async function findReferredPatient(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select({ givenName: patients.givenName, familyName: patients.familyName, idNumber: patients.idNumber })
      .from(patients)
      .where(eq(patients.id, patientId)),
  );
}

/** Who sent it, as the letter signs it: profession and clinic (the clinician's pool). */
export async function findReferringClinician(db: Db, clinicianId: string) {
  return firstOrNull(
    db
      .select({ profession: clinicians.profession, poolName: pools.name })
      .from(clinicians)
      .innerJoin(pools, eq(pools.id, clinicians.poolId))
      .where(eq(clinicians.id, clinicianId)),
  );
}

/**
 * Keeps a referral; false when one with its id was kept first. The id is the client's request id, so the same
 * request sent twice at once meets here, and the primary key (not a read before the insert) lets only one through.
 */
export async function insertReferral(tx: Db, row: typeof specialistReferrals.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(specialistReferrals)
    .values(row)
    .onConflictDoNothing({ target: specialistReferrals.id })
    .returning({ id: specialistReferrals.id });
  return inserted.length > 0;
}

/**
 * The referral in the patient's record history (seed 001 §2.3): a signed entry of the records system, as a letter
 * sent from konsult becomes one, with the referral's unit and purpose.
 */
export async function insertReferralHistoryEntry(tx: Db, row: typeof recordHistoryEntries.$inferInsert): Promise<void> {
  await tx.insert(recordHistoryEntries).values(row);
}
