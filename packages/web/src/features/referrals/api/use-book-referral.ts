import { type InternalReferralBody, type PhysicalReferralBody, ReferralBookedResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';

export type Booking =
  { kind: 'internal'; body: InternalReferralBody } | { kind: 'physical'; body: PhysicalReferralBody };

/**
 * POST /api/meeting/doctor/internalreferral/{id} or .../physicalreferral/{id}; the slots and taken actions are
 * fetched again whatever the answer (a 409 means the calendar changed).
 */
export function useBookReferral(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: Booking) =>
      apiRequest(
        `/api/meeting/doctor/${kind === 'internal' ? 'internalreferral' : 'physicalreferral'}/${encodeURIComponent(meetingId)}`,
        ReferralBookedResponse,
        { method: 'POST', body },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['referrals', 'slots', meetingId] }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
