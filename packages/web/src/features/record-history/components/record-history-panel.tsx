import type { Meeting } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/loading-state';
import { QueryErrorState } from '../../../ui/query-state';
import { useRecordHistory } from '../hooks/use-record-history';
import { RecordHistory } from './record-history';
import './record-history.css';

export interface RecordHistoryPanelProps {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
}

/**
 * The medical-records tab (seed 001 §2.3): the patient's record history with search, filters and date chunks.
 * The same view serves the tab's children 'medical-record-entries' and 'consultation-history'.
 */
export function RecordHistoryPanel({ patientId, meeting }: RecordHistoryPanelProps) {
  const { t } = useTranslation();
  const { query, entries, mentalHealthOnly } = useRecordHistory(patientId, meeting);
  if (entries) {
    return (
      <RecordHistory
        entries={entries}
        fetchedAt={query.dataUpdatedAt}
        patientId={patientId}
        meeting={meeting}
        mentalHealthOnly={mentalHealthOnly}
      />
    );
  }
  if (query.isError) {
    // Seed 001 §8: "Consultation history fetch error: 'fetching-error' banner."
    return (
      <QueryErrorState
        query={query}
        error={{ title: t('recordHistory.fetchingError.title'), message: t('recordHistory.fetchingError.message') }}
      />
    );
  }
  return <LoadingState label={t('recordHistory.loading')} />;
}
