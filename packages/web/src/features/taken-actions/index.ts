// Taken actions (seed 000 §2, seed 002 §2; issue 7): the taken-actions action's panel.
export { TakenActionsPanel } from './components/taken-actions-panel';
