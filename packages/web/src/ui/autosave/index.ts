export { AutosaveFormFrame } from './autosave-form-frame';
export { AutosaveStatusText } from './autosave-status';
export { ConflictDialog } from './conflict-dialog';
