import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { meetings, patientDocuments, surveyResponses, symptomImages } from '../platform/db/schema';

export async function findSurveyResponse(db: Db, meetingId: string) {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.meetingId, meetingId));
  return row ?? null;
}

export async function findSymptomImage(db: Db, imageId: string) {
  const [row] = await db
    .select({
      meetingId: symptomImages.meetingId,
      patientId: symptomImages.patientId,
      contentType: symptomImages.contentType,
      bytes: symptomImages.bytes,
    })
    .from(symptomImages)
    .where(eq(symptomImages.id, imageId));
  return row ?? null;
}

/** A patient's documents, newest first; only those sent with one survey when it is named. */
export async function listPatientDocuments(db: Db, patientId: string, surveyInformationId: string | undefined) {
  return db
    .select({ id: patientDocuments.id, createdAt: patientDocuments.createdAt })
    .from(patientDocuments)
    .where(
      and(
        eq(patientDocuments.patientId, patientId),
        surveyInformationId === undefined ? undefined : eq(patientDocuments.surveyInformationId, surveyInformationId),
      ),
    )
    .orderBy(desc(patientDocuments.createdAt), desc(patientDocuments.id))
    .limit(500);
}

export async function findPatientDocument(db: Db, documentId: string) {
  const [row] = await db
    .select({
      patientId: patientDocuments.patientId,
      contentType: patientDocuments.contentType,
      bytes: patientDocuments.bytes,
    })
    .from(patientDocuments)
    .where(eq(patientDocuments.id, documentId));
  return row ?? null;
}

/** Whose a meeting is: its clinician and patient. */
export async function findMeetingParties(db: Db, meetingId: string) {
  const [row] = await db
    .select({ clinicianId: meetings.clinicianId, patientId: meetings.patientId })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return row ?? null;
}
