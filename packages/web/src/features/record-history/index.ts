// The record history (seed 001 §2.3, §4): the medical-records tab's panel and its counter, for the record pane.
export { RecordHistoryPanel, type RecordHistoryPanelProps } from './components/record-history-panel';
export { useRecordEntriesCounter } from './hooks/use-record-history';
export { recordEntriesQueryOptions } from './api/use-record-entries';
