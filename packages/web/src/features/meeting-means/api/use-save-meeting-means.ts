import { type Meeting, MeetingMeansBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The consultation screen's meeting query (features/consultation `meetingQueryKey`). */
const meetingKey = (meetingId: string) => ['meeting', meetingId] as const;

/**
 * PUT /api/meeting/doctor/meeting/{meetingId}/meeting-means. Quick changes go out one after another (one mutation
 * scope per meeting), so the server ends up with the last choice; the cached meeting takes each saved answer.
 */
export function useSaveMeetingMeans(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `meeting-means:${meetingId}` },
    mutationFn: (body: MeetingMeansBody) =>
      apiRequest(`/api/meeting/doctor/meeting/${encodeURIComponent(meetingId)}/meeting-means`, MeetingMeansBody, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ meetingMeans }) => {
      queryClient.setQueryData<Meeting>(meetingKey(meetingId), (old) => (old ? { ...old, meetingMeans } : old));
    },
  });
}
