import { EpsPrescriptionResponse, type NewEpsPrescriptionInput } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { epsKeys, epsPaths } from './queries';

function useRefreshMeeting(meetingId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: epsKeys.meeting(meetingId) }),
      queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
    ]);
}

/** POST /api/uk-eps/meeting/{meetingId}: the meeting's prescriptions and taken actions (and so its evaluation). */
export function useSendEpsPrescription(meetingId: string) {
  const refresh = useRefreshMeeting(meetingId);
  return useMutation({
    mutationFn: (body: NewEpsPrescriptionInput) =>
      apiRequest(epsPaths.meeting(meetingId), EpsPrescriptionResponse, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST …/prescription/{id}/cancel; the list is fetched again whether it succeeded or the pharmacy was first. */
export function useCancelEpsPrescription(meetingId: string) {
  const refresh = useRefreshMeeting(meetingId);
  return useMutation({
    mutationFn: (prescriptionId: string) =>
      apiRequest(epsPaths.cancel(meetingId, prescriptionId), EpsPrescriptionResponse, { method: 'POST' }),
    onSettled: refresh,
  });
}
