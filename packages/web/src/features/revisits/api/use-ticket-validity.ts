import { B2B_ERROR_KEYS, type B2bTicketAnswer, TicketValidityResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const ticketValidityKey = (meetingId: string) => ['revisits', 'b2b-ticket', meetingId] as const;

/**
 * GET /api/b2b/ticket-validity (seed 000 §7, by activity id and user id): the patient's B2B ticket, none, or — from
 * the partner's 410 TICKET_DELETED — a deleted one, which seed 000 §8 treats as revoked. Any other failure is the
 * query's error.
 */
export function useTicketValidity(meetingId: string, patientId: string) {
  return useQuery({
    queryKey: ticketValidityKey(meetingId),
    queryFn: async ({ signal }): Promise<B2bTicketAnswer> => {
      const query = new URLSearchParams({ activityId: meetingId, userId: patientId });
      try {
        return await apiRequest(`/api/b2b/ticket-validity?${query}`, TicketValidityResponse, { signal });
      } catch (error) {
        if (isApiError(error) && error.key === B2B_ERROR_KEYS.ticketDeleted) return { deleted: true };
        throw error;
      }
    },
    retry: retryUnlessClientError(1),
  });
}
