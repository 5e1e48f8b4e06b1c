import { RevisitSlotsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const referralSlotsKey = (meetingId: string, clinicianId: string | null) =>
  ['referrals', 'slots', meetingId, clinicianId] as const;

/** GET /api/meeting/{id}/referral-slots?clinicianId=: the receiver's free times, today to 14 days ahead. */
export function useReferralSlots(meetingId: string, clinicianId: string | null) {
  return useQuery({
    queryKey: referralSlotsKey(meetingId, clinicianId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/meeting/${encodeURIComponent(meetingId)}/referral-slots?clinicianId=${encodeURIComponent(clinicianId!)}`,
        RevisitSlotsResponse,
        { signal },
      ),
    enabled: clinicianId !== null,
    retry: retryUnlessClientError(2),
  });
}
