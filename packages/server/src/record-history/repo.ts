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

export type HistoryRow = typeof recordHistoryEntries.$inferSelect;

/** A konsult note serialized for the list, with what it is ordered by. */
export type SerializedNote = { id: string; contactAt: number; json: string };

/**
 * The record history's entries as one JSON text (the inside of the `entries` array): the records system's entries
 * merged with konsult's notes, newest first; at the same instant a konsult note first, then by id, descending.
 *
 * Built by the database from each entry's `wire_prefix` and `wire_prescriptions` (kept by triggers) and handed to
 * the client as is: at 5,000 entries the rows as objects cost PGlite ~190 ms to decode and the response schema
 * ~60 ms more to check and serialize; building each object in SQL costs ~85 ms; joining the prebuilt texts, ~40 ms
 * (measured here, PGlite), of which casting each entry's prescriptions to text took half until 0053 kept it.
 */
export async function historyEntriesJson(
  db: Db,
  query: { patientId: string; includeStricken: boolean; seesPrescriptions: boolean; notes: SerializedNote[] },
): Promise<string> {
  const [row] = await queryRows<{ entries: string | null }>(
    db,
    sql`
      SELECT string_agg(body, ',' ORDER BY at DESC, konsult DESC, id DESC) AS entries
      FROM (
        SELECT
          wire_prefix || CASE WHEN ${query.seesPrescriptions}::boolean THEN wire_prescriptions ELSE '[]' END || '}' AS body,
          floor(extract(epoch FROM contact_at) * 1000)::bigint AS at,
          false AS konsult,
          id::text AS id
        FROM record_history_entries
        WHERE patient_id = ${query.patientId} AND (${query.includeStricken}::boolean OR stricken_at IS NULL)
        UNION ALL
        SELECT note.json, note.at, true, note.id
        FROM json_to_recordset(${JSON.stringify(query.notes.map((n) => ({ id: n.id, at: n.contactAt, json: n.json })))}::json)
          AS note (id text, at bigint, json text)
      ) AS merged`,
  );
  return row?.entries ?? '';
}

/**
 * The patient's record-history version (migration 0053): triggers give the patient a new one whenever anything their
 * history shows changes, so an unchanged version means an unchanged history. 0 until the first change.
 */
export async function recordHistoryVersion(db: Db, patientId: string): Promise<number> {
  const row = await firstOrNull(
    db
      .select({ version: recordHistoryVersions.version })
      .from(recordHistoryVersions)
      .where(eq(recordHistoryVersions.patientId, patientId)),
  );
  return row?.version ?? 0;
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
