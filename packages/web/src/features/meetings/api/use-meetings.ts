import { MeetingListResponse } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const meetingsQueryOptions = queryOptions({
  queryKey: ['meetings'],
  queryFn: ({ signal }) => apiRequest('/api/meetings', MeetingListResponse, { signal }),
  select: (response) => response.meetings,
});

/** The signed-in clinician's meetings (GET /api/meetings). */
export function useMeetings() {
  return useQuery(meetingsQueryOptions);
}
