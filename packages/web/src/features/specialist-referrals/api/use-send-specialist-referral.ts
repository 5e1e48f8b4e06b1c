import { type NewSpecialistReferralBody, SPECIALIST_REFERRAL_BASE, SpecialistReferralResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { specialistReferralsKey } from './queries';

/**
 * The record pane's history of the patient (features/record-history's key; features do not import each other): a
 * sent referral is a new entry there, which its one-minute freshness would otherwise hide.
 */
const recordHistoryKey = (patientId: string) => ['record-history', patientId] as const;

/**
 * POST …/specialistreferral (seed 002 §9). Once sent, the meeting's referrals, taken actions (the evaluation follows
 * them) and the patient's record history are fetched again; a refusal changes nothing, so nothing is fetched.
 */
export function useSendSpecialistReferral(meetingId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSpecialistReferralBody) =>
      apiRequest(SPECIALIST_REFERRAL_BASE, SpecialistReferralResponse, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: specialistReferralsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: recordHistoryKey(patientId) }),
      ]),
  });
}
