// Treatment programmes (internet CBT; issue 21): the record pane's programme tabs. The action is ./action.tsx, the
// messenger page ./page.ts.
export { ActivityDiaryPanel } from './components/activity-diary-panel';
export { TreatmentProgrammeOverviewPanel } from './components/overview-panel';
export { SituationAnalysisPanel } from './components/situation-analysis-panel';
