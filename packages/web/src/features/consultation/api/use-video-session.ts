import { VideoSession } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The clinician's ticket into the meeting's call (GET /api/video-meeting/session/{id}). Fetched afresh for each
 * call: the query lives only while the call panel is mounted, and is never refetched under a running call.
 */
export function useVideoSession(meetingId: string) {
  return useQuery({
    queryKey: ['video-session', meetingId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/video-meeting/session/${encodeURIComponent(meetingId)}`, VideoSession, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
