// The medication list (seed 001 §2.2, §2.3, §4, §5): the medication-list tab's panel and its counter, for the record pane.
export { MedicationListPanel, type MedicationListPanelProps } from './components/medication-list-panel';
export { useMedicationListCounter } from './use-medication-list-counter';
export { prefetchMedicationList } from './api/use-medication-list';
