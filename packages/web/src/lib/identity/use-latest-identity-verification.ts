import { LatestIdentityVerificationResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { retryUnlessClientError } from '../query-retry';

/**
 * The latest identity check's query key. The consultation's identity panel and the patient tab's identity panel read
 * it, and recording a check refreshes it, so a check made in the meeting shows in both (and they share one request).
 */
export const latestIdentityVerificationKey = (patientId: string) => ['identity-verification', patientId] as const;

/**
 * GET /api/user/{patientId}/identity-verification/method/latest (seed 001 §7): the patient's latest clinician check
 * and the id of their latest knowledge-based verification session.
 */
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
