import { PatientLinkResponse } from '@konsult/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A new one-time link for the meeting's patient (POST /api/meeting/{id}/patient-link); earlier links stop working. */
export function useCreatePatientLink(meetingId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/meeting/${encodeURIComponent(meetingId)}/patient-link`, PatientLinkResponse, { method: 'POST' }),
  });
}
