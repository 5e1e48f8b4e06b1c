import type { FormValues } from '@konsult/domain';
import { isApiError } from '../api-error';
import type { DraftStore } from './draft-store';

/** What the server holds for one form: its values, their version (0 = never saved), and whether it is closed. */
export interface ServerSnapshot<M> {
  values: FormValues;
  version: number;
  /** Signed or stricken: the server will refuse every save, so the form is shown read-only. */
  readOnly: boolean;
  /** Whatever else the screen needs from the same answer (template id, entry facts, ...). */
  meta: M;
}

export interface AutosaveTransport<M> {
  fetch(): Promise<ServerSnapshot<M>>;
  /** Saves `values` over `version`; answers the new snapshot, or throws (see SaveFailure). */
  save(values: FormValues, version: number): Promise<ServerSnapshot<M>>;
}

/**
 * How a failed save is handled:
 * - stale: someone saved since the version we edited — ask the clinician, never overwrite silently;
 * - locked: the form was signed or stricken meanwhile — stop, drop the draft, show the server's copy read-only;
 * - retryable: the network or the server failed — keep the text, retry with backoff;
 * - rejected: the server refused the values (4xx) — keep the text, retry only when asked.
 */
export type SaveFailure = 'stale' | 'locked' | 'retryable' | 'rejected';

export function classifySaveError(error: unknown): SaveFailure {
  if (!isApiError(error)) return 'retryable';
  if (error.status === 409) {
    if (error.key === 'entry_signed' || error.key === 'entry_stricken') return 'locked';
    return 'stale';
  }
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return 'retryable';
  return 'rejected';
}

/** Seed 002 §4: "pending save" while a request is out, otherwise saved or not. */
export type AutosaveStatus = 'saving' | 'saved' | 'unsaved';

export interface AutosaveConflict {
  /** The clinician's text, kept until they choose. */
  mine: FormValues;
  /** The server's newer values, when known (they are refetched when the clinician chooses). */
  theirs: FormValues | null;
}

export interface AutosaveState<M> {
  /** `loading` until the first fetch answered ("pending fetch"). */
  phase: 'loading' | 'ready';
  fetching: boolean;
  values: FormValues;
  meta: M | null;
  serverVersion: number;
  readOnly: boolean;
  status: AutosaveStatus;
  fetchError: boolean;
  saveError: boolean;
  conflict: AutosaveConflict | null;
  /** Unsaved text from an earlier visit of this tab was put back into the form. */
  restoredDraft: boolean;
}

export interface AutosaveOptions<M> {
  transport: AutosaveTransport<M>;
  drafts: DraftStore | null;
  /** Seed 002 §9: autosave 2000 ms after the last edit. */
  debounceMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => number;
  classifyError?: (error: unknown) => SaveFailure;
  /** Where the browser's 'online' event comes from; null to ignore it. */
  onlineEvents?: EventTarget | null;
}
