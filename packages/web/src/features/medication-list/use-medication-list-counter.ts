import { queryCounter, type TabCounter, type TabPanelProps } from '../../lib/record-pane/tab-panels';
import { useMedicationList } from './api/use-medication-list';

/** Seed 001 §2.2: the medication tab shows the active count (a spinner while loading, a warning icon on error). */
export function useMedicationListCounter({ patientId }: TabPanelProps): TabCounter {
  return queryCounter(useMedicationList(patientId), (list) => list.active.length);
}
