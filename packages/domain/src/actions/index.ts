export * from './meeting-actions';
export { ACTION_DEFINITIONS } from './registry';
export { isTherapist, prescribes, treatsInClinic, type ActionDefinition } from './action-definition';
