import {
  LAB_QUEUE_BASE,
  LAB_REFERRAL_BASE,
  LabQueueClinicsResponse,
  LabQueueItemsResponse,
  LabQueueResponse,
  LabReferralsResponse,
  LabTestCatalogueResponse,
  LabTestSitesResponse,
} from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

const enc = encodeURIComponent;

/** Our paths (docs/api.md "Lab referrals and the physical lab queue"). */
export const labPaths = {
  tests: () => `${LAB_REFERRAL_BASE}/tests`,
  sites: () => `${LAB_REFERRAL_BASE}/sites`,
  referrals: (meetingId: string) => `${LAB_REFERRAL_BASE}/meeting/${enc(meetingId)}`,
  queueOfMeeting: (meetingId: string) => `${LAB_QUEUE_BASE}/meeting/${enc(meetingId)}`,
  queue: () => LAB_QUEUE_BASE,
  queueClinics: () => `${LAB_QUEUE_BASE}/clinics`,
  done: (itemId: string) => `${LAB_QUEUE_BASE}/item/${enc(itemId)}/done`,
};

export const labKeys = {
  tests: ['lab-referrals', 'tests'] as const,
  sites: ['lab-referrals', 'sites'] as const,
  referrals: (meetingId: string) => ['lab-referrals', 'meeting', meetingId] as const,
  queueOfMeeting: (meetingId: string) => ['lab-queue', 'meeting', meetingId] as const,
  queue: ['lab-queue', 'waiting'] as const,
  queueClinics: ['lab-queue', 'clinics'] as const,
};

/** GET /api/lab-referral/tests: the catalogue we ship; it changes with a release only. */
export function useLabTestCatalogue() {
  return useQuery({
    queryKey: labKeys.tests,
    queryFn: ({ signal }) => apiRequest(labPaths.tests(), LabTestCatalogueResponse, { signal }),
    staleTime: Infinity,
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/lab-referral/sites. */
export function useLabTestSites() {
  return useQuery({
    queryKey: labKeys.sites,
    queryFn: ({ signal }) => apiRequest(labPaths.sites(), LabTestSitesResponse, { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/lab-referral/meeting/{meetingId}: the meeting's referrals with their state. */
export function useMeetingLabReferrals(meetingId: string) {
  return useQuery({
    queryKey: labKeys.referrals(meetingId),
    queryFn: ({ signal }) => apiRequest(labPaths.referrals(meetingId), LabReferralsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/lab-queue/meeting/{meetingId}: the meeting's patient in the clinic's lab queue. */
export function useMeetingLabQueue(meetingId: string) {
  return useQuery({
    queryKey: labKeys.queueOfMeeting(meetingId),
    queryFn: ({ signal }) => apiRequest(labPaths.queueOfMeeting(meetingId), LabQueueItemsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/lab-queue/clinics: the clinics whose queue I work (the home page's link). */
export function useLabQueueClinics(enabled: boolean) {
  return useQuery({
    queryKey: labKeys.queueClinics,
    queryFn: ({ signal }) => apiRequest(labPaths.queueClinics(), LabQueueClinicsResponse, { signal }),
    enabled,
    retry: retryUnlessClientError(1),
  });
}

/** GET /api/lab-queue: the waiting patients, the longest waiting first; refreshed every 30 s on the page. */
export function useLabQueue() {
  return useQuery({
    queryKey: labKeys.queue,
    queryFn: ({ signal }) => apiRequest(labPaths.queue(), LabQueueResponse, { signal }),
    refetchInterval: 30_000,
    retry: retryUnlessClientError(2),
  });
}
