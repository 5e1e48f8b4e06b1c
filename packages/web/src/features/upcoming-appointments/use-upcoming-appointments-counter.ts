import { queryCounter, type TabCounter, type TabPanelProps } from '../../lib/record-pane/tab-panels';
import { useUpcomingAppointments } from './api/use-upcoming-appointments';

/**
 * Seed 001 §2.2: the count, a spinner, a warning icon on error, or '?'. Ours: '?' when the patient has more
 * appointments than the one page asked for (totalElements beyond the page), so the count would be a lower bound.
 */
export function useUpcomingAppointmentsCounter({ patientId, meeting }: TabPanelProps): TabCounter {
  return queryCounter(useUpcomingAppointments(patientId, meeting?.id ?? null), ({ content, totalElements }) =>
    totalElements > content.length ? 'unknown' : content.length,
  );
}
