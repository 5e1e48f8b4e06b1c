import { PatientDocumentsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export type DocumentsScope = { patientId: string; meetingId: string | null; surveyInformationId: string | null };

function scopeQuery({ patientId, meetingId, surveyInformationId }: DocumentsScope): URLSearchParams {
  const query = new URLSearchParams({ patientId });
  if (meetingId) query.set('meetingId', meetingId);
  if (surveyInformationId) query.set('surveyInformationId', surveyInformationId);
  return query;
}

/** The documents the patient attached (GET /api/medicalrecord/patientdocuments?patientId=&meetingId=&surveyInformationId=). */
export function usePatientDocuments(scope: DocumentsScope) {
  return useQuery({
    queryKey: ['record-pane', 'patient-documents', scope.patientId, scope.meetingId, scope.surveyInformationId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/medicalrecord/patientdocuments?${scopeQuery(scope)}`, PatientDocumentsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/medicalrecord/patientdocuments/{patientDocumentId}/image?meetingId= (read through a meeting). */
export function patientDocumentImageUrl(patientDocumentId: string, meetingId: string): string {
  return `/api/medicalrecord/patientdocuments/${encodeURIComponent(patientDocumentId)}/image?${new URLSearchParams({ meetingId })}`;
}
