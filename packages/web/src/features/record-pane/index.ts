// The record pane: composed into the consultation layout by the app.
export { RecordPane, type RecordPaneProps } from './components/record-pane';
// What the pane asks first (its tabs depend on them), for the consultation route to start beside the code.
export { patientOverviewQueryOptions } from './api/use-patient-overview';
export { surveyResponseQueryOptions } from './api/use-survey-response';
export { prefetchRecordPane } from './prefetch';
