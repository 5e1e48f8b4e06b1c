import {
  ReferralImagesResponse,
  SPECIALIST_REFERRAL_BASE,
  SpecialistReferralsResponse,
  SpecialistUnitsResponse,
} from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const specialistReferralsKey = (meetingId: string) => ['specialist-referrals', 'meeting', meetingId] as const;

/** GET …/specialistreferral/units: the specialties and the units that receive them (a list that rarely changes). */
export function useSpecialistUnits() {
  return useQuery({
    queryKey: ['specialist-referrals', 'units'],
    queryFn: ({ signal }) => apiRequest(`${SPECIALIST_REFERRAL_BASE}/units`, SpecialistUnitsResponse, { signal }),
    retry: retryUnlessClientError(2),
    staleTime: 10 * 60_000,
  });
}

/** GET …/specialistreferral/images?meetingId: the photos the patient sent for the meeting. */
export function useReferralImages(meetingId: string) {
  return useQuery({
    queryKey: ['specialist-referrals', 'images', meetingId],
    queryFn: ({ signal }) =>
      apiRequest(
        `${SPECIALIST_REFERRAL_BASE}/images?meetingId=${encodeURIComponent(meetingId)}`,
        ReferralImagesResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}

/** GET …/specialistreferral?meetingId&includePurpose=true: the referrals sent in the meeting, oldest first. */
export function useMeetingSpecialistReferrals(meetingId: string) {
  return useQuery({
    queryKey: specialistReferralsKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(
        `${SPECIALIST_REFERRAL_BASE}?meetingId=${encodeURIComponent(meetingId)}&includePurpose=true`,
        SpecialistReferralsResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}
