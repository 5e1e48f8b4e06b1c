import { PatientOverview } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

export const patientOverviewQueryKey = (patientId: string, meetingId: string | null) =>
  ['record-pane', 'overview', patientId, meetingId] as const;

/** Health-check score, the meeting's insurance claim, listing, child verification (GET /api/patient/{id}/overview). */
export function usePatientOverview(patientId: string, meetingId: string | null) {
  return useQuery(patientOverviewQueryOptions(patientId, meetingId));
}

export function patientOverviewQueryOptions(patientId: string, meetingId: string | null) {
  return queryOptions({
    queryKey: patientOverviewQueryKey(patientId, meetingId),
    queryFn: ({ signal }) => {
      const query = meetingId ? `?${new URLSearchParams({ meetingId })}` : '';
      return apiRequest(`/api/patient/${encodeURIComponent(patientId)}/overview${query}`, PatientOverview, { signal });
    },
    retry: retryUnlessClientError(2),
    // Watched by the pane (claim → tabs) and the patient tab: mounting the tab must not re-ask after a failure.
    retryOnMount: false,
  });
}
