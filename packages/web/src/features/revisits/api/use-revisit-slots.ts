import { RevisitSlotsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const revisitSlotsKey = (meetingId: string) => ['revisits', 'slots', meetingId] as const;

/** GET /api/meeting/{id}/revisit-slots: the whole window (seed 000 §7: start − 7 days to end + 14). */
export function useRevisitSlots(meetingId: string) {
  return useQuery({
    queryKey: revisitSlotsKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/meeting/${encodeURIComponent(meetingId)}/revisit-slots`, RevisitSlotsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}
