import { SelfAssessmentRequestsResponse } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Seed 002 §7: userId is the patient, bookingId the meeting. */
export const selfAssessmentRequestsPath = (patientId: string, meetingId: string) =>
  `/api/treatment-programme/SelfAssessment/?userId=${encodeURIComponent(patientId)}&bookingId=${encodeURIComponent(meetingId)}`;

export const meetingSelfAssessmentsKey = (meetingId: string) => ['self-assessment-requests', meetingId] as const;

/**
 * The meeting's questionnaires, shared by the send panel (its list) and the record pane's list (which asks it again
 * while an answer is awaited: use-self-assessments.ts).
 */
export function meetingSelfAssessmentsQuery(patientId: string, meetingId: string) {
  return queryOptions({
    queryKey: meetingSelfAssessmentsKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(selfAssessmentRequestsPath(patientId, meetingId), SelfAssessmentRequestsResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/treatment-programme/SelfAssessment/?userId&bookingId: the questionnaires sent in the meeting. */
export function useMeetingSelfAssessments(patientId: string, meetingId: string) {
  return useQuery(meetingSelfAssessmentsQuery(patientId, meetingId));
}
