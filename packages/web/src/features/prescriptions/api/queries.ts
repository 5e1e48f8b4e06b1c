import {
  EhmStatusResponse,
  FavouritesResponse,
  FavouriteTagsResponse,
  JanusmedResponse,
  PractitionerRoleLinksResponse,
  PrescriptionsResponse,
  PrescriptionWarningsResponse,
  SilProductSearchResponse,
} from '@konsult/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { prescriptionPaths } from './paths';

export const prescriptionKeys = {
  ehmStatus: ['prescriptions', 'ehm-status'] as const,
  ofMeeting: (meetingId: string) => ['prescriptions', 'meeting', meetingId] as const,
  favourites: ['prescriptions', 'favourites'] as const,
  tags: ['prescriptions', 'favourite-tags'] as const,
};

/** GET …/ehm/status: asked when the panel opens and every 30 s while it is open, so a recovery shows by itself. */
export function useEhmStatus() {
  return useQuery({
    queryKey: prescriptionKeys.ehmStatus,
    queryFn: ({ signal }) => apiRequest(prescriptionPaths.ehmStatus(), EhmStatusResponse, { signal }),
    refetchInterval: 30_000,
    retry: retryUnlessClientError(1),
  });
}

/** GET …/practitioners-role-links; a failure reads as no links (seed 002 §7). */
export function useRoleLinks() {
  return useQuery({
    queryKey: ['prescriptions', 'role-links'] as const,
    queryFn: ({ signal }) =>
      apiRequest(prescriptionPaths.roleLinks(), PractitionerRoleLinksResponse, { signal }).catch(() => ({
        links: [],
      })),
    staleTime: 10 * 60_000,
  });
}

/** Ours: from 2 characters, as the medication list's drug search. */
export const PRODUCT_SEARCH_MIN_LENGTH = 2;

/** POST …/sil/products/search {query}; `query` is the debounced text. */
export function useProductSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['prescriptions', 'product-search', trimmed] as const,
    queryFn: ({ signal }) =>
      apiRequest(prescriptionPaths.productSearch(), SilProductSearchResponse, {
        method: 'POST',
        body: { query: trimmed },
        signal,
      }),
    enabled: [...trimmed].length >= PRODUCT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET …/sil/product/{id}/janusmed. */
export function useJanusmed(nplId: string | null) {
  return useQuery({
    queryKey: ['prescriptions', 'janusmed', nplId ?? ''] as const,
    queryFn: ({ signal }) => apiRequest(prescriptionPaths.janusmed(nplId!), JanusmedResponse, { signal }),
    enabled: nplId !== null,
    staleTime: 60 * 60_000,
    retry: retryUnlessClientError(1),
  });
}

/** POST …/prescription/warnings?patientId {nplId}: what the card must warn about before signing. */
export function usePrescriptionWarnings(patientId: string, nplId: string | null, renewalItemId: string | null) {
  return useQuery({
    queryKey: ['prescriptions', 'warnings', patientId, nplId ?? '', renewalItemId ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest(prescriptionPaths.warnings(patientId), PrescriptionWarningsResponse, {
        method: 'POST',
        body: { nplId: nplId!, renewalItemId },
        signal,
      }),
    enabled: nplId !== null,
    retry: retryUnlessClientError(2),
  });
}

/** GET …/prescriptions/meeting/{id}. */
export function useMeetingPrescriptions(meetingId: string) {
  return useQuery({
    queryKey: prescriptionKeys.ofMeeting(meetingId),
    queryFn: ({ signal }) => apiRequest(prescriptionPaths.ofMeeting(meetingId), PrescriptionsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET …/favourites. */
export function useFavourites() {
  return useQuery({
    queryKey: prescriptionKeys.favourites,
    queryFn: ({ signal }) => apiRequest(prescriptionPaths.favourites(), FavouritesResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET …/favourites/tags. */
export function useFavouriteTags() {
  return useQuery({
    queryKey: prescriptionKeys.tags,
    queryFn: ({ signal }) => apiRequest(prescriptionPaths.allTags(), FavouriteTagsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}
