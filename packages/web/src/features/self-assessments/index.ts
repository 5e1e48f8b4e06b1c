// Self-assessments (seed 001 §2.3): the record pane's self-assessment tab.
export { SelfAssessmentsPanel } from './components/self-assessments-panel';
