export { AUTOSAVE_DEBOUNCE_MS, AutosaveEngine } from './autosave-engine';
export {
  classifySaveError,
  type AutosaveConflict,
  type AutosaveState,
  type AutosaveStatus,
  type AutosaveTransport,
  type SaveFailure,
  type ServerSnapshot,
} from './autosave-types';
export { DraftStore, draftKey, type Draft, type DraftForm } from './draft-store';
export { fieldEqual, toWireValues, valuesEqual } from './form-values';
export { currentTabId, safeLocalStorage } from './tab-id';
export { useAutosave, useMeetingFormAutosave } from './use-autosave';
