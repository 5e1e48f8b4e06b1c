import { filterEntriesByTemplate, type Meeting, recordHistoryTemplateFilter } from '@konsult/domain';
import { useMemo } from 'react';
import { useMe } from '../../../lib/session/me-context';
import { queryCounter, type TabCounter, type TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { useRecordEntries } from '../api/use-record-entries';

/**
 * The entries this meeting's history shows: all of them, or in a UK mental-health meeting only those of its form
 * (seed 002 §2). The meeting's market is the clinician's pool's: meetings are held within the pool.
 */
export function useRecordHistory(patientId: string, meeting: Meeting | null) {
  const { pool } = useMe();
  const query = useRecordEntries(patientId);
  const templateId = recordHistoryTemplateFilter(pool.country, meeting);
  const entries = useMemo(
    () => (query.data ? filterEntriesByTemplate(query.data.entries, templateId) : null),
    [query.data, templateId],
  );
  return { query, entries, mentalHealthOnly: templateId !== null };
}

/** Seed 001 §2.2: the record tabs show the entry count, a spinner while loading, or a warning icon on error. */
export function useRecordEntriesCounter({ patientId, meeting }: TabPanelProps): TabCounter {
  const { query, entries } = useRecordHistory(patientId, meeting);
  return queryCounter({ data: entries ?? undefined, isError: query.isError }, (shown) => shown.length);
}
