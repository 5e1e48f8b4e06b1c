import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { meetings } from '../platform/db/schema';

/** The id of a clinician's earliest seeded meeting with a patient, for tests that start from the demo's schedule. */
export async function firstMeetingWith(db: Db, clinicianId: string, patientId: string): Promise<string> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.patientId, patientId), eq(meetings.clinicianId, clinicianId)))
    .orderBy(asc(meetings.scheduledStartTime))
    .limit(1);
  if (!row) throw new Error(`no meeting of clinician ${clinicianId} with patient ${patientId}`);
  return row.id;
}
