import { SilDrug } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { medicationListPaths } from './paths';

/**
 * GET /api/prescriptions/sil/drug/{nplId} (seed 001 §7): the chosen drug as the catalogue has it now (its units and
 * its drug information link). The search result it was picked from stands in while it loads.
 */
export function useSilDrug(picked: SilDrug | null) {
  return useQuery({
    queryKey: ['medication-list', 'drug', picked?.nplId ?? ''] as const,
    queryFn: ({ signal }) => apiRequest(medicationListPaths.drug(picked!.nplId), SilDrug, { signal }),
    enabled: picked !== null,
    placeholderData: picked ?? undefined,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(2),
  });
}
