import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { findMeetingColumns, firstOrNull } from '../platform/db/lookups';
import {
  clinicians,
  evaluations,
  medicalRecordEntries,
  medicalRecordEntryEvents,
  meetings,
  type EntryEventAction,
  type StoredValues,
} from '../platform/db/schema';

export type EntryRow = typeof medicalRecordEntries.$inferSelect;
export type EvaluationRow = typeof evaluations.$inferSelect;

export async function findEntryByMeeting(db: Db, meetingId: string): Promise<EntryRow | null> {
  return firstOrNull(db.select().from(medicalRecordEntries).where(eq(medicalRecordEntries.meetingId, meetingId)));
}

export async function findEntry(db: Db, entryId: string): Promise<EntryRow | null> {
  return firstOrNull(db.select().from(medicalRecordEntries).where(eq(medicalRecordEntries.id, entryId)));
}

/** Creates the meeting's entry; null when another request created it first (the caller answers 409). */
export async function insertEntry(db: Db, row: typeof medicalRecordEntries.$inferInsert): Promise<EntryRow | null> {
  const [created] = await db.insert(medicalRecordEntries).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Compare-and-set on the version: null when the entry moved on since `version` (a stale write). */
export async function updateEntryValues(
  db: Db,
  entryId: string,
  version: number,
  change: { values: StoredValues; shareEntry: boolean; now: Date },
): Promise<EntryRow | null> {
  return firstOrNull(
    db
      .update(medicalRecordEntries)
      .set({ values: change.values, shareEntry: change.shareEntry, version: version + 1, updatedAt: change.now })
      .where(and(eq(medicalRecordEntries.id, entryId), eq(medicalRecordEntries.version, version)))
      .returning(),
  );
}

export async function setEntrySigned(db: Db, entryId: string, signer: string | null, now: Date): Promise<EntryRow> {
  const [row] = await db
    .update(medicalRecordEntries)
    .set(
      signer ? { signedAt: now, signedBy: signer, updatedAt: now } : { signedAt: null, signedBy: null, updatedAt: now },
    )
    .where(eq(medicalRecordEntries.id, entryId))
    .returning();
  return row!;
}

export async function setEntryStricken(
  db: Db,
  entryId: string,
  by: string,
  reason: string,
  now: Date,
): Promise<EntryRow> {
  const [row] = await db
    .update(medicalRecordEntries)
    .set({ strickenAt: now, strickenBy: by, strickenReason: reason, updatedAt: now })
    .where(eq(medicalRecordEntries.id, entryId))
    .returning();
  return row!;
}

export async function appendEntryEvent(
  db: Db,
  event: { entryId: string; action: EntryEventAction; clinicianId: string; reason?: string | null; at: Date },
): Promise<void> {
  await db.insert(medicalRecordEntryEvents).values({ ...event, reason: event.reason ?? null });
}

export async function listEntryEvents(db: Db, entryId: string) {
  return db
    .select({
      action: medicalRecordEntryEvents.action,
      at: medicalRecordEntryEvents.at,
      clinicianId: medicalRecordEntryEvents.clinicianId,
      clinicianName: clinicians.name,
      reason: medicalRecordEntryEvents.reason,
    })
    .from(medicalRecordEntryEvents)
    .innerJoin(clinicians, eq(clinicians.id, medicalRecordEntryEvents.clinicianId))
    .where(eq(medicalRecordEntryEvents.entryId, entryId))
    .orderBy(asc(medicalRecordEntryEvents.id));
}

export async function findEvaluation(db: Db, meetingId: string): Promise<EvaluationRow | null> {
  return firstOrNull(db.select().from(evaluations).where(eq(evaluations.meetingId, meetingId)));
}

/** Insert at version 1 (when `version` is 0) or compare-and-set; null on a stale write. */
export async function saveEvaluationValues(
  db: Db,
  row: { meetingId: string; patientId: string; templateId: string; values: StoredValues; updatedBy: string; now: Date },
  version: number,
): Promise<EvaluationRow | null> {
  if (version === 0) {
    const [created] = await db
      .insert(evaluations)
      .values({ ...row, updatedAt: row.now, version: 1 })
      .onConflictDoNothing()
      .returning();
    return created ?? null;
  }
  const [updated] = await db
    .update(evaluations)
    .set({ values: row.values, updatedAt: row.now, updatedBy: row.updatedBy, version: sql`${evaluations.version} + 1` })
    .where(and(eq(evaluations.meetingId, row.meetingId), eq(evaluations.version, version)))
    .returning();
  return updated ?? null;
}

/** What the note and evaluation rules need of the meeting: its kind, status and patient. */
export function findMeetingFacts(db: Db, meetingId: string) {
  return findMeetingColumns(db, meetingId, {
    activityType: meetings.activityType,
    status: meetings.status,
    patientId: meetings.patientId,
  });
}

/** Striking the note ends its meeting, in the caller's transaction. */
export async function completeMeeting(tx: Db, meetingId: string, now: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ status: 'COMPLETED', actualEndTime: now, updatedAt: now })
    .where(eq(meetings.id, meetingId));
}
