import { LatestMeetingResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { retryUnlessClientError } from '../query-retry';

export const latestMeetingKey = (patientId: string) => ['latest-meeting', patientId] as const;

/**
 * GET /api/meeting/doctor/patient/{patientId}/latest-meeting: the clinician's own meeting with the patient that the
 * meetingless view's messages and documents go into (the latest begun, else the soonest to come); null: none that
 * takes place.
 */
export function useLatestMeeting(patientId: string) {
  return useQuery({
    queryKey: latestMeetingKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/meeting/doctor/patient/${encodeURIComponent(patientId)}/latest-meeting`, LatestMeetingResponse, {
        signal,
      }),
    retry: retryUnlessClientError(2),
  });
}
