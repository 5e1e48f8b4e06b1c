import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  careFacilities,
  clinicians,
  immunizationSeries,
  immunizations,
  meetingCareFacilities,
} from '../platform/db/schema';

export type SeriesRow = typeof immunizationSeries.$inferSelect;
export type ImmunizationRow = typeof immunizations.$inferSelect;

/** A patient's series, the newest first, with their doses in dose-number order. */
export async function listSeries(db: Db, patientId: string) {
  const series = await db
    .select()
    .from(immunizationSeries)
    .where(eq(immunizationSeries.patientId, patientId))
    .orderBy(desc(immunizationSeries.createdAt), asc(immunizationSeries.id))
    .limit(500);
  const doses = series.length
    ? await db
        .select()
        .from(immunizations)
        .where(
          inArray(
            immunizations.seriesId,
            series.map((s) => s.id),
          ),
        )
        .orderBy(asc(immunizations.doseNumber), asc(immunizations.occurredAt), asc(immunizations.createdAt))
    : [];
  return { series, doses };
}

export async function findSeries(db: Db, seriesId: string) {
  return firstOrNull(db.select().from(immunizationSeries).where(eq(immunizationSeries.id, seriesId)));
}

export async function seriesDoses(db: Db, seriesId: string) {
  return db.select().from(immunizations).where(eq(immunizations.seriesId, seriesId));
}

export async function insertSeries(db: Db, row: typeof immunizationSeries.$inferInsert) {
  await db.insert(immunizationSeries).values(row);
}

export async function insertImmunization(db: Db, row: typeof immunizations.$inferInsert): Promise<ImmunizationRow> {
  const [inserted] = await db.insert(immunizations).values(row).returning();
  return inserted!;
}

/** The immunization's patient, and whether the clinician has a care relationship with them (platform/access's rule). */
export async function findImmunizationAccess(db: Db, immunizationId: string, clinicianId: string) {
  return firstOrNull(
    db
      .select({
        patientId: immunizations.patientId,
        // Spelled out: drizzle may leave a column unqualified, and inside the subquery that would name meetings'.
        cares: sql<boolean>`EXISTS (SELECT 1 FROM meetings m WHERE m.patient_id = immunizations.patient_id AND m.clinician_id = ${clinicianId})`,
      })
      .from(immunizations)
      .where(eq(immunizations.id, immunizationId)),
  );
}

/** Enters a completed immunization in error; null when it was no longer completed (removed meanwhile). */
export async function enterInError(db: Db, id: string, note: string, clinicianId: string, at: Date) {
  return firstOrNull(
    db
      .update(immunizations)
      .set({ status: 'entered-in-error', note, enteredInErrorBy: clinicianId, lastUpdatedAt: at })
      .where(and(eq(immunizations.id, id), eq(immunizations.status, 'completed')))
      .returning(),
  );
}

/** The care facility of a meeting at a clinic; null for a digital meeting. */
export async function findMeetingCareFacility(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({ id: careFacilities.id, name: careFacilities.name })
      .from(meetingCareFacilities)
      .innerJoin(careFacilities, eq(careFacilities.id, meetingCareFacilities.careFacilityId))
      .where(eq(meetingCareFacilities.meetingId, meetingId)),
  );
}

export async function findClinicianName(db: Db, clinicianId: string) {
  return firstOrNull(
    db.select({ id: clinicians.id, name: clinicians.name }).from(clinicians).where(eq(clinicians.id, clinicianId)),
  );
}

/** A second save of the same dose number lost the race to the partial unique index (migration 0016). */
export function isCompletedDoseConflict(error: unknown): boolean {
  const text = (e: unknown): string =>
    e instanceof Error ? `${e.message} ${'cause' in e ? text(e.cause) : ''}` : String(e ?? '');
  return text(error).includes('immunizations_completed_dose_key');
}
