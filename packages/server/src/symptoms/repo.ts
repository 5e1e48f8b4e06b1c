import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { findMeetingColumns, firstOrNull } from '../platform/db/lookups';
import { meetings, patientDocuments, surveyResponses, symptomImages } from '../platform/db/schema';

export async function findSurveyResponse(db: Db, meetingId: string) {
  return firstOrNull(db.select().from(surveyResponses).where(eq(surveyResponses.meetingId, meetingId)));
}

export async function findSymptomImage(db: Db, imageId: string) {
  return firstOrNull(
    db
      .select({
        meetingId: symptomImages.meetingId,
        patientId: symptomImages.patientId,
        contentType: symptomImages.contentType,
        bytes: symptomImages.bytes,
      })
      .from(symptomImages)
      .where(eq(symptomImages.id, imageId)),
  );
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
  return firstOrNull(
    db
      .select({
        patientId: patientDocuments.patientId,
        contentType: patientDocuments.contentType,
        bytes: patientDocuments.bytes,
      })
      .from(patientDocuments)
      .where(eq(patientDocuments.id, documentId)),
  );
}

/** Whose a meeting is: its clinician and patient. */
export function findMeetingParties(db: Db, meetingId: string) {
  return findMeetingColumns(db, meetingId, { clinicianId: meetings.clinicianId, patientId: meetings.patientId });
}
