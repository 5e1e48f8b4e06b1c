import { type NewSpecialistReferralBody, SPECIALIST_REFERRAL_BASE, SpecialistReferralResponse } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { recordEntriesKey } from '../../../lib/medical-record/query-keys';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { useRequestId } from '../../../lib/use-request-id';
import { specialistReferralsKey } from './queries';

/** The referral as the form fills it; the request id is the hook's. */
type SpecialistReferralDraftBody = Omit<NewSpecialistReferralBody, 'requestId'>;

/**
 * POST …/specialistreferral (seed 002 §9). Each referral the doctor means to send has one request id, kept while its
 * sends fail and new once one is sent: a double click or a retry after a lost answer is answered with the referral
 * already sent, never a second one. Once sent, the meeting's referrals, taken actions (the evaluation follows them)
 * and the patient's record history are fetched again; a refusal changes nothing, so nothing is fetched.
 */
export function useSendSpecialistReferral(meetingId: string, patientId: string) {
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  return useMutation({
    mutationFn: (body: SpecialistReferralDraftBody) =>
      apiRequest(SPECIALIST_REFERRAL_BASE, SpecialistReferralResponse, {
        method: 'POST',
        body: { ...body, requestId: requestId.current() } satisfies NewSpecialistReferralBody,
      }),
    onSuccess: () => {
      requestId.renew();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: specialistReferralsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: recordEntriesKey(patientId) }),
      ]);
    },
  });
}
