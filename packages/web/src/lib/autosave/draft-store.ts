import type { FormValues } from '@konsult/domain';
import { reportError } from '../report-error';

/** What the clinician typed and the server has not acknowledged yet, kept in this browser. */
export interface Draft {
  values: FormValues;
  /** The server version these edits were made on: the version the next save will name. */
  baseVersion: number;
  updatedAt: number;
}

export type DraftForm = 'medical-record' | 'evaluation';

/** One key per form, meeting and tab: two tabs on one meeting each keep their own unsaved text. */
export function draftKey(form: DraftForm, meetingId: string, tabId: string): string {
  return `konsult.draft.v1.${form}.${meetingId}.${tabId}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.values === 'object' &&
    draft.values !== null &&
    !Array.isArray(draft.values) &&
    typeof draft.baseVersion === 'number' &&
    typeof draft.updatedAt === 'number'
  );
}

/**
 * The local copy of unsaved edits. Writes are synchronous (localStorage), so a keystroke is on disk before the
 * browser can close or crash; the copy goes only once the server has acknowledged exactly those values.
 */
export class DraftStore {
  private warned = false;

  constructor(
    private readonly storage: Storage | null,
    readonly key: string,
  ) {}

  read(): Draft | null {
    try {
      const raw = this.storage?.getItem(this.key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isDraft(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  write(draft: Draft): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(draft));
    } catch (error) {
      // Full or blocked storage: the server save still runs; say so once rather than on every keystroke.
      if (!this.warned) reportError(error, `could not keep a local draft (${this.key})`);
      this.warned = true;
    }
  }

  remove(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  }
}
