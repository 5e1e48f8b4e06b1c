import { VerificationEvent, type VerifyIdentityBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meetingQueryKey } from './use-meeting';

/** Accept or reject the patient's identity (UK); a rejection cancels the meeting, so the meeting is refetched. */
export function useVerifyIdentity(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyIdentityBody) =>
      apiRequest(`/api/uk-identity/meeting/${encodeURIComponent(meetingId)}/verification`, VerificationEvent, {
        method: 'POST',
        body,
      }),
    onSuccess: (event) => {
      if (event.outcome === 'Reject') void queryClient.invalidateQueries({ queryKey: meetingQueryKey(meetingId) });
    },
  });
}
