import { SilDrugSearchResponse } from '@konsult/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { medicationListPaths } from './paths';

/** Ours (the seed gives no rule for the drug search): from 2 characters. */
export const DRUG_SEARCH_MIN_LENGTH = 2;

/**
 * POST /api/prescriptions/sil/drugs/search {query} (seed 001 §7): drugs in the catalogue by name. `query` is the
 * debounced text; nothing is asked below DRUG_SEARCH_MIN_LENGTH characters.
 */
export function useDrugSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['medication-list', 'drug-search', trimmed] as const,
    queryFn: ({ signal }) =>
      apiRequest(medicationListPaths.drugSearch(), SilDrugSearchResponse, {
        method: 'POST',
        body: { query: trimmed },
        signal,
      }),
    enabled: [...trimmed].length >= DRUG_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
