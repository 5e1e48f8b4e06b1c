// The route-split entry of the consultation screen: the router imports only this, lazily.
export { ConsultationPage, type RenderWorkspace } from './components/consultation-page';
export { PatientProfilePage } from './components/patient-profile-page';
export type { RecordPaneSlot, RenderRecordPane } from './components/record-pane';
export type { ActionSlot, RenderActionBody } from './components/action-panel';
