import { LatestIdentityVerificationResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const latestIdentityVerificationKey = (patientId: string) => ['identity-verification', patientId] as const;

/** GET /api/user/{patientId}/identity-verification/method/latest (seed 001 §7): the patient's latest check. */
export function useLatestIdentityVerification(patientId: string) {
  return useQuery({
    queryKey: latestIdentityVerificationKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/user/${encodeURIComponent(patientId)}/identity-verification/method/latest`,
        LatestIdentityVerificationResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}
