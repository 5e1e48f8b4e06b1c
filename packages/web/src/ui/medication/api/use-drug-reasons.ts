import { SilReasonsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { silPaths } from './paths';

/** GET /api/prescriptions/sil/reason/{nplId} (seed 001 §7): the drug's usual reasons, offered in step 3. */
export function useDrugReasons(nplId: string | null) {
  return useQuery({
    queryKey: ['medication-list', 'drug-reasons', nplId ?? ''] as const,
    queryFn: ({ signal }) => apiRequest(silPaths.drugReasons(nplId!), SilReasonsResponse, { signal }),
    enabled: nplId !== null,
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(2),
  });
}
