import { SelfAssessmentRequestsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Seed 002 §7: userId is the patient, bookingId the meeting. */
export const selfAssessmentRequestsPath = (patientId: string, meetingId: string) =>
  `/api/treatment-programme/SelfAssessment/?userId=${encodeURIComponent(patientId)}&bookingId=${encodeURIComponent(meetingId)}`;

export const meetingSelfAssessmentsKey = (meetingId: string) => ['self-assessment-requests', meetingId] as const;

/** While the patient has questionnaires to answer, the list is asked again this often to show their answers. */
const WAITING_POLL_MS = 15_000;

/** GET /api/treatment-programme/SelfAssessment/?userId&bookingId: the questionnaires sent in the meeting. */
export function useMeetingSelfAssessments(patientId: string, meetingId: string) {
  return useQuery({
    queryKey: meetingSelfAssessmentsKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(selfAssessmentRequestsPath(patientId, meetingId), SelfAssessmentRequestsResponse, { signal }),
    retry: retryUnlessClientError(2),
    refetchInterval: (query) =>
      query.state.data?.assessments.some((a) => a.state === 'SENT') ? WAITING_POLL_MS : false,
  });
}
