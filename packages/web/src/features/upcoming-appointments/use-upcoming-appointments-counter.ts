import type { Meeting } from '@konsult/domain';
import { useUpcomingAppointments } from './api/use-upcoming-appointments';

export type UpcomingAppointmentsCounter =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number } | { state: 'unknown' };

/**
 * Seed 001 §2.2: the count, a spinner, a warning icon on error, or '?'. Ours: '?' when the patient has more
 * appointments than the one page asked for (totalElements beyond the page), so the count would be a lower bound.
 */
export function useUpcomingAppointmentsCounter({
  patientId,
  meeting,
}: {
  patientId: string;
  meeting: Meeting | null;
}): UpcomingAppointmentsCounter {
  const query = useUpcomingAppointments(patientId, meeting?.id ?? null);
  if (query.data) {
    const { content, totalElements } = query.data;
    return totalElements > content.length ? { state: 'unknown' } : { state: 'ready', count: content.length };
  }
  if (query.isError) return { state: 'error' };
  return { state: 'loading' };
}
