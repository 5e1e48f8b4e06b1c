import { type Meeting, SurveyResponseResponse } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Seed 001 §8: this failure of the survey store means "no answers to show", not an error to put in front of anyone. */
export const FACTS_MACHINE_UNAVAILABLE = 'Could not get survey responses from Facts Machine.';

export function isIgnoredSurveyError(error: unknown): boolean {
  return isApiError(error) && error.message === FACTS_MACHINE_UNAVAILABLE;
}

export const surveyResponseQueryKey = (meetingId: string) => ['record-pane', 'survey-response', meetingId] as const;

/** GET /api/meeting/doctor/survey-responses/{meetingId}; the consultation route starts it beside the screen's code. */
export function surveyResponseQueryOptions(meetingId: string) {
  return queryOptions({
    queryKey: surveyResponseQueryKey(meetingId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/meeting/doctor/survey-responses/${encodeURIComponent(meetingId)}`, SurveyResponseResponse, {
        signal,
      }),
    retry: (count, error) => !isIgnoredSurveyError(error) && retryUnlessClientError(2)(count, error),
    // The pane and the symptoms panel both watch this query: a panel mounting must not re-ask after a failure
    // (that would send the query back to pending, and the pane with it). Trying again is the panel's button.
    retryOnMount: false,
  });
}

/** The meeting's symptoms survey answers (GET /api/meeting/doctor/survey-responses/{meetingId}); only when it has one. */
export function useSurveyResponse(meeting: Meeting | null) {
  return useQuery({ ...surveyResponseQueryOptions(meeting?.id ?? ''), enabled: meeting?.symptoms != null });
}

/** GET /api/meeting/doctor/symtoms/image/{imageId}?meetingId= (the seed's spelling); thumbnails at 200×100. */
export function symptomImageUrl(imageId: string, meetingId: string, size?: { width: number; height: number }): string {
  const query = new URLSearchParams({ meetingId });
  if (size) {
    query.set('width', String(size.width));
    query.set('height', String(size.height));
  }
  return `/api/meeting/doctor/symtoms/image/${encodeURIComponent(imageId)}?${query}`;
}
