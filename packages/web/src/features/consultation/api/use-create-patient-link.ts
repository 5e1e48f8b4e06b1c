import { PatientLinkResponse } from '@konsult/domain';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const patientLinkMutationKey = (meetingId: string) => ['patient-link', 'create', meetingId] as const;

/** A new one-time link for the meeting's patient (POST /api/meeting/{id}/patient-link); earlier links stop working. */
export function useCreatePatientLink(meetingId: string) {
  return useMutation({
    mutationKey: patientLinkMutationKey(meetingId),
    mutationFn: () =>
      apiRequest(`/api/meeting/${encodeURIComponent(meetingId)}/patient-link`, PatientLinkResponse, { method: 'POST' }),
  });
}

/**
 * The newest link made for the meeting on this screen (by any button), or null: making a new one would retire it, so
 * whoever needs "the" link reuses this one while it is still valid.
 */
export function useLatestPatientLink(meetingId: string): PatientLinkResponse | null {
  const links = useMutationState({
    filters: { mutationKey: patientLinkMutationKey(meetingId), status: 'success' },
    select: (mutation) => mutation.state.data as PatientLinkResponse | undefined,
  });
  return links.findLast((link) => link !== undefined) ?? null;
}
