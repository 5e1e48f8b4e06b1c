import { Meeting } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const meetingQueryKey = (meetingId: string) => ['meeting', meetingId] as const;

export function meetingQueryOptions(meetingId: string) {
  return queryOptions({
    queryKey: meetingQueryKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/meeting/doctor/meeting/${encodeURIComponent(meetingId)}`, Meeting, { signal }),
    // Seed 002 §4: a failed load is tried twice more — but a 404 or 410 will not change by asking again.
    retry: retryUnlessClientError(2),
    // The route's loader asks first (issue 22), retries included: the screen shows its answer, even a failure, rather
    // than asking again as it mounts; the error page's Try again asks again.
    retryOnMount: false,
  });
}

/** The meeting the consultation screen is about (GET /api/meeting/doctor/meeting/{id}). */
export function useMeeting(meetingId: string) {
  return useQuery(meetingQueryOptions(meetingId));
}
