import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { medicalRecordEntries, patients, sickNotes } from '../platform/db/schema';

export type SickNoteRow = typeof sickNotes.$inferSelect;

export async function findSickNote(db: Db, id: string): Promise<SickNoteRow | null> {
  return firstOrNull(db.select().from(sickNotes).where(eq(sickNotes.id, id)));
}

/** One of the meeting's sick notes; another meeting's is not found, so an id alone reaches nothing. */
export async function findMeetingSickNote(db: Db, meetingId: string, id: string): Promise<SickNoteRow | null> {
  return firstOrNull(
    db
      .select()
      .from(sickNotes)
      .where(and(eq(sickNotes.id, id), eq(sickNotes.meetingId, meetingId))),
  );
}

export async function meetingSickNotes(db: Db, meetingId: string): Promise<SickNoteRow[]> {
  return db
    .select()
    .from(sickNotes)
    .where(eq(sickNotes.meetingId, meetingId))
    .orderBy(asc(sickNotes.signedAt), asc(sickNotes.id))
    .limit(100);
}

/** Whether the meeting has a signed sick note (the evaluation's sick_note_created, seed 002 §4). */
export async function meetingHasSignedSickNote(db: Db, meetingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sickNotes.id })
    .from(sickNotes)
    .where(and(eq(sickNotes.meetingId, meetingId), eq(sickNotes.status, 'SIGNED')))
    .limit(1);
  return row !== undefined;
}

/** Keeps a signed sick note; null when one with its id was kept first (the same request, sent twice at once). */
export async function insertSickNote(db: Db, row: typeof sickNotes.$inferInsert): Promise<SickNoteRow | null> {
  const [created] = await db.insert(sickNotes).values(row).onConflictDoNothing({ target: sickNotes.id }).returning();
  return created ?? null;
}

/** The meeting's record entry's primary diagnosis as stored ("J06.9 Övre luftvägsinfektion"), or null. */
export async function noteDiagnosis(db: Db, meetingId: string): Promise<string | null> {
  const [row] = await db
    .select({ values: medicalRecordEntries.values })
    .from(medicalRecordEntries)
    .where(eq(medicalRecordEntries.meetingId, meetingId));
  const value = row?.values.primary_diagnosis;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export async function findPatientForCertificate(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select({ idNumber: patients.idNumber, givenName: patients.givenName, familyName: patients.familyName })
      .from(patients)
      .where(eq(patients.id, patientId)),
  );
}
