import type { Meeting } from '@konsult/domain';
import { useMedicationList } from './api/use-medication-list';

export type MedicationListCounter =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number } | { state: 'unknown' };

/** Seed 001 §2.2: the medication tab shows the active count (a spinner while loading, a warning icon on error). */
export function useMedicationListCounter({
  patientId,
}: {
  patientId: string;
  meeting: Meeting | null;
}): MedicationListCounter {
  const query = useMedicationList(patientId);
  if (query.data) return { state: 'ready', count: query.data.active.length };
  if (query.isError) return { state: 'error' };
  return { state: 'loading' };
}
