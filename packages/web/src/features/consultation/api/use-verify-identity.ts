import { VerificationEvent, type VerifyIdentityBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { latestIdentityVerificationKey } from '../../../lib/identity/use-latest-identity-verification';
import { meetingQueryKey } from './use-meeting';

/**
 * Accept or reject the patient's identity (UK); the identity panel then shows the new check, and a rejection cancels
 * the meeting, so the meeting is refetched.
 */
export function useVerifyIdentity(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyIdentityBody) =>
      apiRequest(`/api/uk-identity/meeting/${encodeURIComponent(meetingId)}/verification`, VerificationEvent, {
        method: 'POST',
        body,
      }),
    onSuccess: (event) => {
      void queryClient.invalidateQueries({ queryKey: latestIdentityVerificationKey(event.user_id) });
      if (event.outcome === 'Reject') void queryClient.invalidateQueries({ queryKey: meetingQueryKey(meetingId) });
    },
  });
}
