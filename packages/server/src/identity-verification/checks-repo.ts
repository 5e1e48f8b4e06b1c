import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { ukKbvSessions, ukPdsTraces, ukPhotoIdChecks } from '../platform/db/schema';

/** The id of the patient's latest KBV session, or null when none was ever started. */
export async function findLatestKbvSessionId(db: Db, patientId: string): Promise<string | null> {
  const row = await firstOrNull(
    db
      .select({ id: ukKbvSessions.id })
      .from(ukKbvSessions)
      .where(eq(ukKbvSessions.patientId, patientId))
      .orderBy(desc(ukKbvSessions.createdAt), desc(ukKbvSessions.id))
      .limit(1),
  );
  return row?.id ?? null;
}

/** One KBV session of the patient; null when the id is not one of theirs. */
export function findKbvSession(db: Db, patientId: string, kbvId: string) {
  return firstOrNull(
    db
      .select()
      .from(ukKbvSessions)
      .where(and(eq(ukKbvSessions.id, kbvId), eq(ukKbvSessions.patientId, patientId)))
      .limit(1),
  );
}

/** The patient's latest NHS tracing on PDS, or null. */
export function findLatestPdsTrace(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select()
      .from(ukPdsTraces)
      .where(eq(ukPdsTraces.patientId, patientId))
      .orderBy(desc(ukPdsTraces.tracedAt), desc(ukPdsTraces.id))
      .limit(1),
  );
}

/** The patient's latest photo-ID check, or null. */
export function findLatestPhotoIdCheck(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select()
      .from(ukPhotoIdChecks)
      .where(eq(ukPhotoIdChecks.patientId, patientId))
      .orderBy(desc(ukPhotoIdChecks.requestedAt), desc(ukPhotoIdChecks.id))
      .limit(1),
  );
}
