import { SelfAssessmentsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /api/facts/patients/{patientId}/self-assessments (ours; the seed passes them in from elsewhere). */
export function useSelfAssessments(patientId: string) {
  return useQuery({
    queryKey: ['self-assessments', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/facts/patients/${encodeURIComponent(patientId)}/self-assessments`, SelfAssessmentsResponse, {
        signal,
      }),
    retry: retryUnlessClientError(2),
  });
}
