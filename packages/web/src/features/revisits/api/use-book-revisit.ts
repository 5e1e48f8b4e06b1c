import { type BookRevisitBody, BookRevisitResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { revisitSlotsKey } from './use-revisit-slots';
import { ticketValidityKey } from './use-ticket-validity';

/**
 * POST /api/meeting/{id}/book-revisit (seed 000 §3 payload); slots, meetings, taken actions and the B2B ticket (one
 * appointment may have been used) are fetched again.
 */
export function useBookRevisit(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookRevisitBody) =>
      apiRequest(`/api/meeting/${encodeURIComponent(meetingId)}/book-revisit`, BookRevisitResponse, {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisitSlotsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: ['meetings'] }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: ticketValidityKey(meetingId) }),
      ]),
  });
}
