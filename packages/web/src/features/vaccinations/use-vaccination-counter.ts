import { completedImmunizationCount } from '@konsult/domain';
import { queryCounter, type TabCounter, type TabPanelProps } from '../../lib/record-pane/tab-panels';
import { useImmunizationSeries } from './api/queries';

/** Seed 001 §2.2: the vaccination tab counts the completed immunizations; a spinner, or a warning icon on error. */
export function useVaccinationCounter({ patientId }: TabPanelProps): TabCounter {
  return queryCounter(useImmunizationSeries(patientId), completedImmunizationCount);
}
