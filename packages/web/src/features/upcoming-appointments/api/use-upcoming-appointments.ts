import { UpcomingAppointmentsResponse } from '@konsult/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Seed 001 §9: page size 100, page 0. */
export const UPCOMING_APPOINTMENTS_PAGE_SIZE = 100;

export const upcomingAppointmentsKey = (patientId: string, meetingId: string | null) =>
  ['upcoming-appointments', patientId, meetingId ?? '-'] as const;

/**
 * GET /api/meeting/clinician/upcoming-appointments/v2/{patientId}/{meetingId}?size=100&page=0 (seed 001 §7): the
 * patient's coming meetings, the one on screen left out; '-' in the meetingless view. Panel and counter share it.
 */
export function useUpcomingAppointments(patientId: string, meetingId: string | null) {
  return useQuery(upcomingAppointmentsQueryOptions(patientId, meetingId));
}

export function upcomingAppointmentsQueryOptions(patientId: string, meetingId: string | null) {
  return queryOptions({
    queryKey: upcomingAppointmentsKey(patientId, meetingId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/meeting/clinician/upcoming-appointments/v2/${encodeURIComponent(patientId)}/${encodeURIComponent(
          meetingId ?? '-',
        )}?size=${UPCOMING_APPOINTMENTS_PAGE_SIZE}&page=0`,
        UpcomingAppointmentsResponse,
        { signal },
      ),
    retry: retryUnlessClientError(2),
  });
}

/** The panel's and the counter's query, started before the pane renders (issue 22). */
export function prefetchUpcomingAppointments(
  queryClient: QueryClient,
  { patientId, meeting }: { patientId: string; meeting: { id: string } | null },
): void {
  void queryClient.prefetchQuery(upcomingAppointmentsQueryOptions(patientId, meeting?.id ?? null));
}
