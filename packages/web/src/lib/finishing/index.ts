export { FinishingProvider, useFinishingParticipant, useFinishingRegistry } from './finishing-context';
export { type FinishingBlocker, type FinishingParticipant, FinishingRegistry } from './finishing-registry';
