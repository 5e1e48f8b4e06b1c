import { SilReasonsResponse } from '@konsult/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { silPaths } from './paths';

/**
 * POST /api/prescriptions/sil/reason/search {query} (seed 001 §7): ICD-10 reasons by code or words. `query` is what
 * the debounce let through (domain planReasonSearch: 3 characters, 500 ms, at once after a space); null asks nothing.
 */
export function useReasonSearch(query: string | null) {
  return useQuery({
    queryKey: ['medication-list', 'reason-search', query ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest(silPaths.reasonSearch(), SilReasonsResponse, {
        method: 'POST',
        body: { query: query! },
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
