import { ActivitiesResponse, SituationsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { treatmentProgrammeKeys, treatmentProgrammePaths } from './paths';

/** GET activity-diary/{exerciseId}/activities?fromTimestamp&toTimestamp (epoch ms, seed 001 §7). */
export function useDiaryActivities(exerciseId: string, from: number, to: number) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.activities(exerciseId, from, to),
    queryFn: ({ signal }) =>
      apiRequest(treatmentProgrammePaths.activities(exerciseId, from, to), ActivitiesResponse, { signal }),
    select: (data) => data.activities,
    retry: retryUnlessClientError(2),
  });
}

/** GET situation-analysis/{exerciseId}/situations. */
export function useSituations(exerciseId: string) {
  return useQuery({
    queryKey: treatmentProgrammeKeys.situations(exerciseId),
    queryFn: ({ signal }) => apiRequest(treatmentProgrammePaths.situations(exerciseId), SituationsResponse, { signal }),
    select: (data) => data.situations,
    retry: retryUnlessClientError(2),
  });
}
