import { UpcomingAppointmentsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
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
  return useQuery({
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
