import { TakenActionsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { retryUnlessClientError } from '../query-retry';

/** Shared by the action bar (its count badge), the taken-actions panel, and every action that adds to the list. */
export const takenActionsKey = (meetingId: string) => ['taken-actions', meetingId] as const;

/** GET /api/meeting/{id}/taken-actions; not asked in the meetingless view (null). */
export function useTakenActions(meetingId: string | null) {
  return useQuery({
    queryKey: takenActionsKey(meetingId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/meeting/${encodeURIComponent(meetingId!)}/taken-actions`, TakenActionsResponse, { signal }),
    enabled: meetingId !== null,
    retry: retryUnlessClientError(2),
  });
}
