import { PatientEmailResponse } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const segment = (meetingId: string, patientId: string) =>
  `meeting/${encodeURIComponent(meetingId)}/user/${encodeURIComponent(patientId)}`;

export const accountHolderEmailKey = (meetingId: string, patientId: string) =>
  ['insurer-outcomes', 'account-holder-email', meetingId, patientId] as const;

/** GET /api/uk-identity/vitality/patient-email/…: the e-mail Vitality holds for the account holder (null: none). */
export function useAccountHolderEmail(meetingId: string, patientId: string) {
  return useQuery({
    queryKey: accountHolderEmailKey(meetingId, patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/uk-identity/vitality/patient-email/${segment(meetingId, patientId)}`, PatientEmailResponse, {
        signal,
      }),
    retry: false,
  });
}

/** PUT /api/uk-identity/vitality/clinician/patient-email/…: the saved e-mail becomes the query's answer. */
export function useSaveAccountHolderEmail(meetingId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(
        `/api/uk-identity/vitality/clinician/patient-email/${segment(meetingId, patientId)}`,
        PatientEmailResponse,
        {
          method: 'PUT',
          body: { user_id: patientId, meeting_id: meetingId, email },
        },
      ),
    onSuccess: (answer) => queryClient.setQueryData(accountHolderEmailKey(meetingId, patientId), answer),
  });
}
