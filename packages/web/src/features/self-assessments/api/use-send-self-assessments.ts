import { SelfAssessmentRequestsResponse, type SendSelfAssessmentsBody } from '@konsult/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { meetingSelfAssessmentsKey, selfAssessmentRequestsPath } from './use-meeting-self-assessments';

/**
 * POST /api/treatment-programme/SelfAssessment/?userId&bookingId: sends the questionnaires; the meeting's list and
 * taken actions are fetched again.
 */
export function useSendSelfAssessments(patientId: string, meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendSelfAssessmentsBody) =>
      apiRequest(selfAssessmentRequestsPath(patientId, meetingId), SelfAssessmentRequestsResponse, {
        method: 'POST',
        body,
      }),
    onSuccess: (data) => queryClient.setQueryData(meetingSelfAssessmentsKey(meetingId), data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingSelfAssessmentsKey(meetingId) }),
        queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) }),
      ]),
  });
}
