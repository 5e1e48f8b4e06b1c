import type { PatientDocumentsResponse, SurveyResponseResponse } from '@konsult/domain';
import { deny } from '../platform/access';
import { auditSuccess } from '../platform/audit';
import type { ImageContentType } from '../platform/db/schema';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { meetingRow, patientRow } from '../platform/scoped-row';
import {
  findMeetingParties,
  findPatientDocument,
  findSurveyResponse,
  findSymptomImage,
  listPatientDocuments,
} from './repo';

/**
 * The symptoms panel and the documents tab (seed 001 §2.3, §7): the survey the patient answered for a meeting,
 * the photos answering it, and documents the patient sent. Access to the meeting or patient is checked before
 * these run (x-patient-data); a photo must belong to that meeting and a document to its patient, else 404 as for
 * anything the clinician may not see.
 */

export type Image = { contentType: ImageContentType; bytes: Uint8Array };

export async function getSurveyResponse({
  db,
  request,
  access,
}: RequestContext<MeetingAccess>): Promise<SurveyResponseResponse> {
  const row = await findSurveyResponse(db, access.meetingId);
  await auditSuccess(db, request, 'survey_response.read');
  return {
    survey: row && {
      formName: row.formName,
      surveyInformationId: row.surveyInformationId,
      policyUrl: row.policyUrl,
      questions: row.questions,
    },
  };
}

export async function getSymptomImage(context: RequestContext<MeetingAccess>, imageId: string): Promise<Image> {
  const row = await meetingRow(context, 'symptom_image.read', await findSymptomImage(context.db, imageId));
  await auditSuccess(context.db, context.request, 'symptom_image.read');
  return { contentType: row.contentType, bytes: row.bytes };
}

/**
 * The patient's documents. With a meeting (the consultation screen) it must be the clinician's meeting with this
 * patient, else 404 as for any meeting they may not see; without one (the meetingless view) the care relationship
 * checked before this is enough.
 */
export async function getPatientDocuments(
  { db, request, principal, access }: RequestContext,
  meetingId: string | undefined,
  surveyInformationId: string | undefined,
): Promise<PatientDocumentsResponse> {
  const meeting = meetingId ? await findMeetingParties(db, meetingId) : null;
  if (meetingId && (meeting?.clinicianId !== principal.id || meeting.patientId !== access.patientId)) {
    return deny(db, request, {
      action: 'patient_documents.read',
      resourceType: 'meeting',
      resourceId: meetingId,
      patientId: meeting?.patientId ?? access.patientId,
    });
  }
  const rows = await listPatientDocuments(db, access.patientId, surveyInformationId);
  // The route reaches the patient; the meeting it was asked with, checked above, is what the row names.
  await auditSuccess(db, request, 'patient_documents.read', meetingId ? { type: 'meeting', id: meetingId } : undefined);
  return { patientDocuments: rows.map((r) => ({ patientDocumentId: r.id, createdAt: r.createdAt.getTime() })) };
}

export async function getPatientDocumentImage(
  context: RequestContext<MeetingAccess>,
  documentId: string,
): Promise<Image> {
  const row = await patientRow(context, 'patient_document.read', await findPatientDocument(context.db, documentId));
  await auditSuccess(context.db, context.request, 'patient_document.read');
  return { contentType: row.contentType, bytes: row.bytes };
}
