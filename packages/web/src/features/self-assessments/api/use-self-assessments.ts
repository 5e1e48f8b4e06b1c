import { SelfAssessmentsResponse } from '@konsult/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { takenActionsKey } from '../../../lib/taken-actions/use-taken-actions';
import { meetingSelfAssessmentsQuery } from './use-meeting-self-assessments';

/**
 * While a questionnaire sent in the meeting waits for the patient's answer, the meeting's questionnaires are asked
 * again this often. Not while the browser tab is hidden: TanStack Query's refetchIntervalInBackground is false.
 */
export const ANSWER_POLL_MS = 5_000;

export const selfAssessmentsKey = (patientId: string) => ['self-assessments', patientId] as const;

/**
 * GET /api/facts/patients/{patientId}/self-assessments (ours; the seed passes them in from elsewhere). In a meeting
 * that has sent a questionnaire, an answer the patient sends shows here without a reload: the meeting's
 * questionnaires are polled while one waits, and each new answer fetches the list (and the meeting's taken actions,
 * which show the score) again. (Polling the list itself
 * could stop, with the answer missed, when the two lists are fetched on either side of the answer.)
 */
export function useSelfAssessments(patientId: string, meetingId: string | null) {
  const list = useQuery({
    queryKey: selfAssessmentsKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/facts/patients/${encodeURIComponent(patientId)}/self-assessments`, SelfAssessmentsResponse, {
        signal,
      }),
    retry: retryUnlessClientError(2),
  });
  useRefetchOnAnswers(patientId, meetingId);
  return list;
}

function useRefetchOnAnswers(patientId: string, meetingId: string | null) {
  const queryClient = useQueryClient();
  const requests = useQuery({
    ...meetingSelfAssessmentsQuery(patientId, meetingId ?? ''),
    enabled: meetingId !== null,
    refetchInterval: (query) =>
      query.state.data?.assessments.some((a) => a.state === 'SENT') ? ANSWER_POLL_MS : false,
  });
  const answered = requests.data?.assessments.filter((a) => a.state === 'ANSWERED').length;
  const seen = useRef(answered);
  useEffect(() => {
    if (answered === seen.current) return;
    const before = seen.current;
    seen.current = answered;
    // The first count is what the list was fetched with; only answers that arrive after it are news.
    if (before === undefined || meetingId === null) return;
    void queryClient.invalidateQueries({ queryKey: selfAssessmentsKey(patientId) });
    void queryClient.invalidateQueries({ queryKey: takenActionsKey(meetingId) });
  }, [answered, patientId, meetingId, queryClient]);
}
