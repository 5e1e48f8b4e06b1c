import { KbvStateResponse, PhotoIdCheckResponse, ScrMissingResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

const RETRIES = 2;

/** GET /api/uk-identity/user/{patientId}/kbv/state/{kbvId} (seed 001 §7); waits until the session is known. */
export function useKbvState(patientId: string, kbvId: string | null) {
  return useQuery({
    queryKey: ['record-pane', 'uk-identity', 'kbv', patientId, kbvId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/uk-identity/user/${encodeURIComponent(patientId)}/kbv/state/${encodeURIComponent(kbvId ?? '')}`,
        KbvStateResponse,
        { signal },
      ),
    enabled: kbvId !== null,
    retry: retryUnlessClientError(RETRIES),
  });
}

/** GET /api/user/doctor/tracing/{patientId}/scr_missing (seed 001 §7): NHS tracing and the Summary Care Record. */
export function useScrMissing(patientId: string) {
  return useQuery({
    queryKey: ['record-pane', 'uk-identity', 'tracing', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/user/doctor/tracing/${encodeURIComponent(patientId)}/scr_missing`, ScrMissingResponse, {
        signal,
      }),
    retry: retryUnlessClientError(RETRIES),
  });
}

/** GET /api/user/doctor/onfido/{patientId} (seed 001 §7): the photo-ID check. */
export function usePhotoIdCheck(patientId: string) {
  return useQuery({
    queryKey: ['record-pane', 'uk-identity', 'onfido', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/user/doctor/onfido/${encodeURIComponent(patientId)}`, PhotoIdCheckResponse, { signal }),
    retry: retryUnlessClientError(RETRIES),
  });
}
