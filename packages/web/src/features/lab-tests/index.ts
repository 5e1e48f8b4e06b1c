// Health checks (seed 001 §2.3): the record pane's health-check tab.
export { HealthChecksPanel } from './components/health-checks-panel';
