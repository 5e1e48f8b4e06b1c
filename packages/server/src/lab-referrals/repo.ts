import { and, asc, count, eq, inArray, isNull, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  careFacilities,
  careFacilityClinicians,
  labEncounters,
  labQueueItems,
  labReferrals,
  labTests,
  labTestSites,
  meetingCareFacilities,
  patients,
  type StoredLabResult,
} from '../platform/db/schema';

export type LabReferralRow = typeof labReferrals.$inferSelect;
export type LabTestSiteRow = typeof labTestSites.$inferSelect;

// ——— sites ———

export async function allSites(db: Db): Promise<LabTestSiteRow[]> {
  return db.select().from(labTestSites).orderBy(asc(labTestSites.name), asc(labTestSites.id));
}

export async function findSite(db: Db, id: string): Promise<LabTestSiteRow | null> {
  return firstOrNull(db.select().from(labTestSites).where(eq(labTestSites.id, id)));
}

// ——— referrals ———

export type LabReferralWithSite = { referral: LabReferralRow; site: LabTestSiteRow };

const withSite = (db: Db) =>
  db
    .select({ referral: labReferrals, site: labTestSites })
    .from(labReferrals)
    .innerJoin(labTestSites, eq(labTestSites.id, labReferrals.siteId));

export async function findReferral(db: Db, id: string): Promise<LabReferralWithSite | null> {
  return firstOrNull(withSite(db).where(eq(labReferrals.id, id)));
}

export async function meetingReferrals(db: Db, meetingId: string): Promise<LabReferralWithSite[]> {
  return withSite(db)
    .where(eq(labReferrals.meetingId, meetingId))
    .orderBy(asc(labReferrals.sentAt), asc(labReferrals.id));
}

export async function meetingHasLabReferral(db: Db, meetingId: string): Promise<boolean> {
  const row = await firstOrNull(
    db.select({ id: labReferrals.id }).from(labReferrals).where(eq(labReferrals.meetingId, meetingId)).limit(1),
  );
  return row !== null;
}

/** Keeps a referral the lab has taken; false when one with its id is kept already (the same request twice). */
export async function insertReferral(db: Db, row: typeof labReferrals.$inferInsert): Promise<boolean> {
  const kept = await db.insert(labReferrals).values(row).onConflictDoNothing().returning({ id: labReferrals.id });
  return kept.length > 0;
}

export async function findPatientForLab(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select({ idNumber: patients.idNumber, givenName: patients.givenName, familyName: patients.familyName })
      .from(patients)
      .where(eq(patients.id, patientId)),
  );
}

/**
 * The lab's answer lands where the record pane reads lab results: a lab visit (the samples' encounter) and a
 * completed lab test with the results, and the referral says its results arrived, all in one transaction. The lab
 * test goes in first (the referral's lab_test_id refers to it); then the referral moves on with state = 'SENT' in the
 * WHERE clause, so that of two deliveries at once only one moves it: the other finds no SENT row and rolls back,
 * leaving nothing behind. False when the referral is not (or no longer) SENT.
 */
export async function storeResults(
  db: Db,
  referral: { id: string; patientId: string },
  delivery: { labTestId: string; encounterId: string; reportedAt: Date; results: StoredLabResult[] },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(labEncounters).values({
        id: delivery.encounterId,
        patientId: referral.patientId,
        occurredAt: delivery.reportedAt,
      });
      await tx.insert(labTests).values({
        id: delivery.labTestId,
        patientId: referral.patientId,
        encounterId: delivery.encounterId,
        typeKey: 'lab_referral',
        status: 'COMPLETE',
        source: 'DMS_SE',
        conclusion: null,
        reviewerFullName: null,
        results: delivery.results,
        healthForm: null,
        updatedAt: delivery.reportedAt,
      });
      const moved = await tx
        .update(labReferrals)
        .set({ state: 'RESULTS_ARRIVED', resultsArrivedAt: delivery.reportedAt, labTestId: delivery.labTestId })
        .where(and(eq(labReferrals.id, referral.id), eq(labReferrals.state, 'SENT')))
        .returning({ id: labReferrals.id });
      if (moved.length === 0) tx.rollback();
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

// ——— the physical lab queue ———

export type LabQueueItemRow = typeof labQueueItems.$inferSelect;

const queueItemColumns = {
  item: labQueueItems,
  patient: {
    id: patients.id,
    givenName: patients.givenName,
    familyName: patients.familyName,
    idNumber: patients.idNumber,
  },
  careFacility: { id: careFacilities.id, name: careFacilities.name },
};

const queueItems = (db: Db) =>
  db
    .select(queueItemColumns)
    .from(labQueueItems)
    .innerJoin(patients, eq(patients.id, labQueueItems.patientId))
    .innerJoin(careFacilities, eq(careFacilities.id, labQueueItems.careFacilityId));

export type LabQueueItemJoined = Awaited<ReturnType<ReturnType<typeof queueItems>['execute']>>[number];

export async function findQueueItem(db: Db, id: string): Promise<LabQueueItemJoined | null> {
  return firstOrNull(queueItems(db).where(eq(labQueueItems.id, id)));
}

export async function meetingQueueItems(db: Db, meetingId: string): Promise<LabQueueItemJoined[]> {
  return queueItems(db)
    .where(eq(labQueueItems.meetingId, meetingId))
    .orderBy(asc(labQueueItems.queuedAt), asc(labQueueItems.id));
}

/** The waiting patients of the clinics the clinician works at, the longest waiting first. */
export async function waitingItemsFor(db: Db, clinicianId: string): Promise<LabQueueItemJoined[]> {
  return queueItems(db)
    .innerJoin(
      careFacilityClinicians,
      and(
        eq(careFacilityClinicians.careFacilityId, labQueueItems.careFacilityId),
        eq(careFacilityClinicians.clinicianId, clinicianId),
      ),
    )
    .where(isNull(labQueueItems.doneAt))
    .orderBy(asc(labQueueItems.queuedAt), asc(labQueueItems.id))
    .limit(500);
}

/** The clinics the clinician works at, each with how many patients wait in its lab queue. */
export async function clinicsOf(db: Db, clinicianId: string) {
  const clinics = await db
    .select({ id: careFacilities.id, name: careFacilities.name, country: careFacilities.country })
    .from(careFacilityClinicians)
    .innerJoin(careFacilities, eq(careFacilities.id, careFacilityClinicians.careFacilityId))
    .where(eq(careFacilityClinicians.clinicianId, clinicianId))
    .orderBy(asc(careFacilities.name));
  if (clinics.length === 0) return [];
  const waiting = await db
    .select({ careFacilityId: labQueueItems.careFacilityId, n: count() })
    .from(labQueueItems)
    .where(
      and(
        inArray(
          labQueueItems.careFacilityId,
          clinics.map((c) => c.id),
        ),
        isNull(labQueueItems.doneAt),
      ),
    )
    .groupBy(labQueueItems.careFacilityId);
  const byClinic = new Map(waiting.map((w) => [w.careFacilityId, w.n]));
  return clinics.map((c) => ({ ...c, waiting: byClinic.get(c.id) ?? 0 }));
}

export async function isStaffOf(db: Db, careFacilityId: string, clinicianId: string): Promise<boolean> {
  const row = await firstOrNull(
    db
      .select({ id: careFacilityClinicians.clinicianId })
      .from(careFacilityClinicians)
      .where(
        and(
          eq(careFacilityClinicians.careFacilityId, careFacilityId),
          eq(careFacilityClinicians.clinicianId, clinicianId),
        ),
      ),
  );
  return row !== null;
}

/** The meeting's clinic, null for a digital meeting. */
export async function meetingClinic(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({ id: careFacilities.id, name: careFacilities.name })
      .from(meetingCareFacilities)
      .innerJoin(careFacilities, eq(careFacilities.id, meetingCareFacilities.careFacilityId))
      .where(eq(meetingCareFacilities.meetingId, meetingId)),
  );
}

/** Queues a patient; false when an item with its id is queued already (the same request twice). */
export async function insertQueueItem(db: Db, row: typeof labQueueItems.$inferInsert): Promise<boolean> {
  const kept = await db.insert(labQueueItems).values(row).onConflictDoNothing().returning({ id: labQueueItems.id });
  return kept.length > 0;
}

/** Marks a waiting item done; done_at in the WHERE clause, so two nurses marking it at once cannot both succeed. */
export async function markQueueItemDone(
  db: Db,
  id: string,
  by: { id: string; name: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(labQueueItems)
    .set({ doneAt: at, doneBy: by.id, doneByName: by.name })
    .where(and(eq(labQueueItems.id, id), isNull(labQueueItems.doneAt)))
    .returning({ id: labQueueItems.id });
  return rows.length > 0;
}
