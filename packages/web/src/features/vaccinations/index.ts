// The vaccination list (seed 001 §2.3, issue 6): the tab's panel and its counter, for the record pane.
export { VaccinationListPanel, type VaccinationListPanelProps } from './components/vaccination-list-panel';
export { useVaccinationCounter } from './use-vaccination-counter';
export { prefetchImmunizationSeries } from './api/queries';
