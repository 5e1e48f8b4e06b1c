// The development page of the insurer's received reports (/dev/insurer-reports): loaded only when visited.
export { DevInsurerReportsPage } from './components/dev-insurer-reports-page';
