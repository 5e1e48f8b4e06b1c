import { IcdSearchResponse } from '@konsult/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ICD_SEARCH_LIMIT = 20;
/** Shorter queries match half the table; wait for a second character. */
export const ICD_SEARCH_MIN_LENGTH = 2;

/** ICD-10 codes matching a code prefix or words of the title (GET /api/medicalrecord/icd10). */
export function useIcdSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['icd10', 'search', trimmed],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/medicalrecord/icd10?query=${encodeURIComponent(trimmed)}&limit=${ICD_SEARCH_LIMIT}`,
        IcdSearchResponse,
        { signal },
      ),
    enabled: trimmed.length >= ICD_SEARCH_MIN_LENGTH,
    // The code table does not change while the clinician types.
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
