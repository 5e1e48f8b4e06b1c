import {
  MENTAL_HEALTH_SCORE_BASE,
  MentalHealthScore,
  type MentalHealthScoreBody,
  MentalHealthScoreResponse,
} from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

const meetingPath = (meetingId: string) => `${MENTAL_HEALTH_SCORE_BASE}/${encodeURIComponent(meetingId)}`;

export const mentalHealthScoreKey = (meetingId: string) => ['mental-health-score', meetingId] as const;

/** GET /api/uk/mental-health-score/meeting/{meetingId}: the meeting's saved score, null until saved. */
export function useMentalHealthScore(meetingId: string) {
  return useQuery({
    queryKey: mentalHealthScoreKey(meetingId),
    queryFn: ({ signal }) => apiRequest(meetingPath(meetingId), MentalHealthScoreResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** PUT /api/uk/mental-health-score/meeting/{meetingId}: saves the score; the saved one becomes the query's answer. */
export function useSaveMentalHealthScore(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentalHealthScoreBody) =>
      apiRequest(meetingPath(meetingId), MentalHealthScore, { method: 'PUT', body }),
    onSuccess: (score) => queryClient.setQueryData(mentalHealthScoreKey(meetingId), { score }),
  });
}
