import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  clinicians,
  medicalRecordEntries,
  meetings,
  pools,
  recordHistoryEntries,
  recordHistoryVersions,
} from '../platform/db/schema';
import type { RecordsPartRow } from './records-part';

export type HistoryRow = typeof recordHistoryEntries.$inferSelect;

/**
 * The records system's entries of the patient's history, serialized, newest first (at the same instant by id,
 * descending), with the index RecordsPart merges konsult's notes by.
 *
 * Built by the database from each entry's `wire_prefix` and `wire_prescriptions` (kept by triggers) and handed over
 * as one text: at 5,000 entries the rows as objects cost PGlite ~190 ms to decode and the response schema ~60 ms
 * more to check and serialize; building each object in SQL costs ~85 ms; joining the prebuilt texts, ~40 ms
 * (measured here, PGlite), of which casting each entry's prescriptions to text took half until 0053 kept it.
 */
export async function recordsSystemPart(
  db: Db,
  query: { patientId: string; includeStricken: boolean; seesPrescriptions: boolean },
): Promise<RecordsPartRow> {
  const [row] = await queryRows<RecordsPartRow>(
    db,
    sql`
      SELECT
        coalesce(string_agg(body, ',' ORDER BY at DESC, id DESC), '') AS text,
        coalesce(string_agg(at::text || ':' || octet_length(body)::text, ',' ORDER BY at DESC, id DESC), '') AS index
      FROM (
        SELECT
          wire_prefix || CASE WHEN ${query.seesPrescriptions}::boolean THEN wire_prescriptions ELSE '[]' END || '}' AS body,
          floor(extract(epoch FROM contact_at) * 1000)::bigint AS at,
          id::text AS id
        FROM record_history_entries
        WHERE patient_id = ${query.patientId} AND (${query.includeStricken}::boolean OR stricken_at IS NULL)
      ) AS entries`,
  );
  return row ?? { text: '', index: '' };
}

/**
 * The patient's record-history versions: triggers give the patient a new `version` whenever anything their history
 * shows changes (migration 0053), so an unchanged version means an unchanged history, and a new `entriesVersion`
 * whenever the records system's entries change (0055). Both 0 until the first change.
 */
export async function historyVersions(db: Db, patientId: string): Promise<{ version: number; entriesVersion: number }> {
  const row = await firstOrNull(
    db
      .select({ version: recordHistoryVersions.version, entriesVersion: recordHistoryVersions.entriesVersion })
      .from(recordHistoryVersions)
      .where(eq(recordHistoryVersions.patientId, patientId)),
  );
  return row ?? { version: 0, entriesVersion: 0 };
}

/** The patient's konsult notes, drafts included, with what the record pane shows of their meeting and author. */
export async function listKonsultNotes(db: Db, patientId: string, includeStricken: boolean) {
  return db
    .select({
      id: medicalRecordEntries.id,
      entryContentId: medicalRecordEntries.entryContentId,
      meetingId: medicalRecordEntries.meetingId,
      templateId: medicalRecordEntries.templateId,
      values: medicalRecordEntries.values,
      signedAt: medicalRecordEntries.signedAt,
      strickenAt: medicalRecordEntries.strickenAt,
      strickenReason: medicalRecordEntries.strickenReason,
      createdAt: medicalRecordEntries.createdAt,
      activityType: meetings.activityType,
      interventionType: meetings.interventionType,
      scheduledStartTime: meetings.scheduledStartTime,
      actualStartTime: meetings.actualStartTime,
      clinicianName: clinicians.name,
      profession: clinicians.profession,
      poolName: pools.name,
      country: pools.country,
    })
    .from(medicalRecordEntries)
    .innerJoin(meetings, eq(meetings.id, medicalRecordEntries.meetingId))
    .innerJoin(clinicians, eq(clinicians.id, medicalRecordEntries.clinicianId))
    .innerJoin(pools, eq(pools.id, clinicians.poolId))
    .where(
      includeStricken
        ? eq(medicalRecordEntries.patientId, patientId)
        : and(eq(medicalRecordEntries.patientId, patientId), isNull(medicalRecordEntries.strickenAt)),
    );
}
export type KonsultNoteRow = Awaited<ReturnType<typeof listKonsultNotes>>[number];

export async function findHistoryEntry(db: Db, entryId: string): Promise<HistoryRow | null> {
  return firstOrNull(db.select().from(recordHistoryEntries).where(eq(recordHistoryEntries.id, entryId)));
}

/** Strikes the entry unless someone struck it first (then null: the caller answers 409). */
export async function setHistoryEntryStricken(
  db: Db,
  entryId: string,
  by: string,
  reason: string,
  now: Date,
): Promise<HistoryRow | null> {
  return firstOrNull(
    db
      .update(recordHistoryEntries)
      .set({ strickenAt: now, strickenBy: by, strickenReason: reason })
      .where(and(eq(recordHistoryEntries.id, entryId), isNull(recordHistoryEntries.strickenAt)))
      .returning(),
  );
}
