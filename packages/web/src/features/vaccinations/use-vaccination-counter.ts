import { completedImmunizationCount, type Meeting } from '@konsult/domain';
import { useImmunizationSeries } from './api/queries';

export type VaccinationCounter = { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number };

/** Seed 001 §2.2: the vaccination tab counts the completed immunizations; a spinner, or a warning icon on error. */
export function useVaccinationCounter({
  patientId,
}: {
  patientId: string;
  meeting: Meeting | null;
}): VaccinationCounter {
  const query = useImmunizationSeries(patientId);
  if (query.data) return { state: 'ready', count: completedImmunizationCount(query.data) };
  if (query.isError) return { state: 'error' };
  return { state: 'loading' };
}
