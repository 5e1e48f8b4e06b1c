import { PatientEmailResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountHolderEmailKey, accountHolderEmailPath } from '../../../lib/insurer/account-holder-email';

export { useAccountHolderEmail } from '../../../lib/insurer/account-holder-email';

/** PUT /api/uk-identity/vitality/clinician/patient-email/…: the saved e-mail becomes the query's answer. */
export function useSaveAccountHolderEmail(meetingId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(
        `/api/uk-identity/vitality/clinician/patient-email/${accountHolderEmailPath(meetingId, patientId)}`,
        PatientEmailResponse,
        {
          method: 'PUT',
          body: { user_id: patientId, meeting_id: meetingId, email },
        },
      ),
    onSuccess: (answer) => queryClient.setQueryData(accountHolderEmailKey(meetingId, patientId), answer),
  });
}
