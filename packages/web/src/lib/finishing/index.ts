export { FinishingProvider, useFinishingParticipant, useFinishingRegistry } from './finishing-context';
export {
  type FinishingBlocker,
  type FinishingParticipant,
  type FinishingRefusal,
  FinishingRegistry,
} from './finishing-registry';
