import { NonRecommendedIcdResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/**
 * Codes the clinician's guidelines advise against, each with its guideline (seed 000 §5; seed 001 §7 reads
 * `icdCodes`). Fetched once per session: the list changes with guidelines, not during a meeting.
 */
export function useNonRecommendedIcdCodes() {
  return useQuery({
    queryKey: ['icd10', 'non-recommended'],
    queryFn: ({ signal }) =>
      apiRequest('/api/medicalrecord/clinician/non-recommended-icd-codes', NonRecommendedIcdResponse, { signal }),
    retry: retryUnlessClientError(2),
    staleTime: Infinity,
    select: (response) => new Map(response.icdCodes.map((entry) => [entry.code.toUpperCase(), entry.guidelineUrl])),
  });
}
