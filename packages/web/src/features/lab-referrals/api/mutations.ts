import {
  LabQueueItemResponse,
  LabReferralResponse,
  type NewLabQueueItemInput,
  type NewLabReferralInput,
} from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { labKeys, labPaths } from './queries';

/** POST /api/lab-referral/meeting/{meetingId}: the meeting's referrals and taken actions (and so its evaluation). */
export function useSendLabReferral(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLabReferralInput) =>
      apiRequest(labPaths.referrals(meetingId), LabReferralResponse, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.referrals(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}

/** POST /api/lab-queue/meeting/{meetingId}. */
export function useQueueForLab(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLabQueueItemInput) =>
      apiRequest(labPaths.queueOfMeeting(meetingId), LabQueueItemResponse, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.queueOfMeeting(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: ['lab-queue'] }),
      ]),
  });
}

/** POST /api/lab-queue/item/{itemId}/done; the queue is fetched again whether it succeeded or someone was first. */
export function useMarkLabQueueItemDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiRequest(labPaths.done(itemId), LabQueueItemResponse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lab-queue'] }),
  });
}
