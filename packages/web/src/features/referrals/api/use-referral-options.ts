import { ReferableCareFacilitiesResponse, ReferralReceiversResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** GET /api/meeting/referral-receivers: the colleagues an internal referral can go to. */
export function useReferralReceivers() {
  return useQuery({
    queryKey: ['referrals', 'receivers'],
    queryFn: ({ signal }) => apiRequest('/api/meeting/referral-receivers', ReferralReceiversResponse, { signal }),
    retry: retryUnlessClientError(2),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/meeting/care-facilities/v2/referable (seed 002 §7): the clinics and who works there. */
export function useReferableCareFacilities() {
  return useQuery({
    queryKey: ['referrals', 'care-facilities'],
    queryFn: ({ signal }) =>
      apiRequest('/api/meeting/care-facilities/v2/referable', ReferableCareFacilitiesResponse, { signal }),
    retry: retryUnlessClientError(2),
    staleTime: 5 * 60_000,
  });
}
