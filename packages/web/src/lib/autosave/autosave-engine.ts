import type { FieldValue, FormValues } from '@konsult/domain';
import {
  type AutosaveOptions,
  type AutosaveState,
  type AutosaveTransport,
  classifySaveError,
  type SaveFailure,
  type ServerSnapshot,
} from './autosave-types';
import type { DraftStore } from './draft-store';
import { valuesEqual } from './form-values';

type ResyncMode = 'load' | 'theirs' | 'mine' | 'locked';
type Waiter = (saved: boolean) => void;

export const AUTOSAVE_DEBOUNCE_MS = 2000;

/**
 * Autosave for one form, without React. The rules (seed 002 §4, and "we must never lose a word"):
 * - an edit changes the local values at once, is written to the local draft synchronously, and (re)schedules a
 *   save `debounceMs` after the last edit; `flush()` saves at once;
 * - one save in flight at a time; edits made meanwhile go out with the next save, latest values winning;
 * - the draft goes only when the server acknowledged exactly the values it holds;
 * - a failed save keeps the text and retries with backoff (1 s, 2 s, 4 s, … at most 10 s) and when the browser
 *   comes back online; a stale version stops autosaving until the clinician chooses whose text wins;
 * - a failed save may still have reached the server (the connection or the database went away before the answer
 *   came back): when the retry then meets a stale version and the server holds exactly what that save sent, it was
 *   this form's own save, so its version is taken and the rest saved, with no choice to make.
 */
export class AutosaveEngine<M> {
  private readonly transport: AutosaveTransport<M>;
  private readonly drafts: DraftStore | null;
  private readonly debounceMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly now: () => number;
  private readonly classify: (error: unknown) => SaveFailure;
  private readonly onlineEvents: EventTarget | null;

  private state: AutosaveState<M>;
  /** The values the server is known to hold at `serverVersion`. */
  private acked: FormValues = {};
  /** What saves that failed without a refusal sent: the server may hold one of them all the same. */
  private unconfirmed: FormValues[] = [];
  private inFlight = false;
  private saveAfterFlight = false;
  private pendingExternal: ServerSnapshot<M> | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAttempt = 0;
  private waiters: Waiter[] = [];
  private lastResync: ResyncMode = 'load';
  private started = false;
  private loadStarted = false;
  private readonly listeners = new Set<() => void>();

  constructor(options: AutosaveOptions<M>) {
    this.transport = options.transport;
    this.drafts = options.drafts;
    this.debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.classify = options.classifyError ?? classifySaveError;
    this.onlineEvents = options.onlineEvents === undefined ? defaultOnlineEvents() : options.onlineEvents;
    this.state = {
      phase: 'loading',
      fetching: false,
      values: {},
      meta: null,
      serverVersion: 0,
      readOnly: false,
      status: 'saved',
      fetchError: false,
      saveError: false,
      conflict: null,
      restoredDraft: false,
    };
  }

  // ---- React-facing plumbing -------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): AutosaveState<M> => this.state;

  /** Starts listening (and loads on first start). Safe to call again after stop(): React may mount twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.onlineEvents?.addEventListener('online', this.handleOnline);
    if (!this.loadStarted) {
      this.loadStarted = true;
      void this.resync('load');
    } else if (this.isDirty()) {
      this.requestSave();
    }
  }

  /**
   * Stops timers and listeners. Unsaved edits are sent once more right away: the clinician may be leaving the
   * screen within the debounce. Whatever happens, the local draft keeps them.
   */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.onlineEvents?.removeEventListener('online', this.handleOnline);
    this.clearDebounce();
    this.clearRetry();
    if (this.isDirty()) this.pump();
  }

  // ---- What the form does -----------------------------------------------------------------------------------

  edit(name: string, value: FieldValue): void {
    if (this.state.phase !== 'ready' || this.state.readOnly) return;
    const values = { ...this.state.values, [name]: value };
    this.setValues(values);
    if (this.state.conflict) {
      // Autosave is stopped until the clinician chooses; keep "mine" current so it is what Keep mine saves.
      this.update({ conflict: { ...this.state.conflict, mine: values } });
      return;
    }
    if (this.isDirty()) this.scheduleDebounce();
    else this.clearDebounce();
  }

  /**
   * Saves now (the Save now button, leaving the form, finishing). Resolves true once the server holds every edit
   * made so far, false if it could not (error, conflict, not loaded).
   */
  flush(): Promise<boolean> {
    if (this.state.phase !== 'ready') return Promise.resolve(false);
    if (this.state.readOnly) return Promise.resolve(!this.isDirty());
    if (this.state.conflict) return Promise.resolve(false);
    if (!this.isDirty() && !this.inFlight) return Promise.resolve(true);
    this.clearDebounce();
    this.clearRetry();
    const settled = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    if (this.inFlight) this.saveAfterFlight = true;
    else this.pump();
    return settled;
  }

  /** "Try again": refetch after a fetch error, save at once after a save error. */
  retry(): void {
    if (this.state.fetchError) {
      void this.resync(this.lastResync);
      return;
    }
    if (this.state.saveError) {
      this.clearRetry();
      this.requestSave();
    }
  }

  /** The clinician's answer to a stale-version conflict. */
  resolveConflict(choice: 'theirs' | 'mine'): void {
    if (!this.state.conflict) return;
    void this.resync(choice);
  }

  /**
   * The server's copy changed through another path on this screen (unsign, strike, finish). Older versions are
   * ignored; a newer one replaces clean values, or raises the conflict choice over unsaved ones.
   */
  receive(snapshot: ServerSnapshot<M>): void {
    if (this.state.phase !== 'ready' || this.state.fetching) return;
    if (this.inFlight) {
      this.pendingExternal = snapshot;
      return;
    }
    if (snapshot.version < this.state.serverVersion) return;
    if (snapshot.readOnly) {
      this.lock(snapshot);
      return;
    }
    if (snapshot.version === this.state.serverVersion) {
      this.update({ meta: snapshot.meta, readOnly: false });
      return;
    }
    if (!this.isDirty()) {
      this.adopt(snapshot);
      this.drafts?.remove();
      this.emitValues();
      return;
    }
    this.clearDebounce();
    this.clearRetry();
    this.update({ meta: snapshot.meta, conflict: { mine: this.state.values, theirs: snapshot.values } });
    this.settleWaiters(false);
  }

  // ---- Saving -------------------------------------------------------------------------------------------------

  private isDirty(): boolean {
    return !valuesEqual(this.state.values, this.acked);
  }

  private canSave(): boolean {
    return (
      this.state.phase === 'ready' &&
      !this.state.fetching &&
      !this.state.readOnly &&
      !this.state.conflict &&
      !this.inFlight
    );
  }

  private requestSave(): void {
    if (this.inFlight) this.saveAfterFlight = true;
    else this.pump();
  }

  private pump(): void {
    if (!this.canSave()) return;
    if (!this.isDirty()) {
      this.settleWaiters(true);
      return;
    }
    this.clearDebounce();
    this.clearRetry();
    const sent = this.state.values;
    const version = this.state.serverVersion;
    this.inFlight = true;
    this.saveAfterFlight = false;
    this.update({});
    this.transport.save(sent, version).then(
      (snapshot) => this.onSaved(sent, snapshot),
      (error: unknown) => this.onSaveFailed(error, sent),
    );
  }

  private onSaved(sent: FormValues, snapshot: ServerSnapshot<M>): void {
    this.inFlight = false;
    this.acked = sent;
    this.unconfirmed = [];
    this.retryAttempt = 0;
    const clean = valuesEqual(this.state.values, sent);
    if (clean) this.drafts?.remove();
    else this.writeDraft(this.state.values, snapshot.version);
    this.update({ serverVersion: snapshot.version, meta: snapshot.meta, saveError: false });

    const external = this.pendingExternal;
    this.pendingExternal = null;
    if (snapshot.readOnly) {
      this.lock(snapshot);
      return;
    }
    if (external) this.receive(external);

    if (this.state.conflict || this.state.readOnly) return;
    if (!this.isDirty()) {
      this.settleWaiters(true);
      return;
    }
    // More edits arrived during the flight: send them now if someone is waiting or the debounce already ran out;
    // otherwise the debounce timer (rescheduled by those edits) sends them.
    if (this.saveAfterFlight || this.waiters.length > 0 || !this.started) this.pump();
  }

  private onSaveFailed(error: unknown, sent: FormValues): void {
    this.inFlight = false;
    this.pendingExternal = null;
    const failure = this.classify(error);
    if (failure === 'stale' && this.unconfirmed.length > 0) {
      void this.recognizeOwnSave();
      return;
    }
    if (failure === 'stale') {
      this.clearDebounce();
      this.clearRetry();
      this.update({ conflict: { mine: this.state.values, theirs: null } });
      this.settleWaiters(false);
      return;
    }
    if (failure === 'locked') {
      this.clearDebounce();
      this.clearRetry();
      this.drafts?.remove();
      this.settleWaiters(false);
      void this.resync('locked');
      return;
    }
    this.update({ saveError: true });
    this.settleWaiters(false);
    if (failure === 'retryable') {
      this.unconfirmed.push(sent);
      this.scheduleRetry();
    }
  }

  /**
   * A stale version after saves whose answer never came: if the server holds exactly what one of them sent, that
   * save went through. Its version is taken and whatever was typed since is saved over it; otherwise someone else
   * saved, and the clinician chooses as for any stale version.
   */
  private async recognizeOwnSave(): Promise<void> {
    const unconfirmed = this.unconfirmed;
    this.unconfirmed = [];
    this.update({ fetching: true });
    let snapshot: ServerSnapshot<M> | null = null;
    try {
      snapshot = await this.transport.fetch();
    } catch {
      // Unknown: treated as someone else's save, which asks the clinician rather than guessing.
    }
    this.update({ fetching: false });
    if (snapshot?.readOnly) {
      this.lock(snapshot);
      return;
    }
    if (snapshot && unconfirmed.some((values) => valuesEqual(values, snapshot.values))) {
      this.acked = snapshot.values;
      this.retryAttempt = 0;
      this.update({ serverVersion: snapshot.version, meta: snapshot.meta, saveError: false });
      this.requestSave();
      return;
    }
    this.clearDebounce();
    this.clearRetry();
    this.update({ conflict: { mine: this.state.values, theirs: null } });
    this.settleWaiters(false);
  }

  // ---- Fetching -----------------------------------------------------------------------------------------------

  private async resync(mode: ResyncMode): Promise<void> {
    this.lastResync = mode;
    this.update({ fetching: true, fetchError: false });
    let snapshot: ServerSnapshot<M>;
    try {
      snapshot = await this.transport.fetch();
    } catch {
      this.update({ fetching: false, fetchError: true });
      return;
    }
    this.update({ fetching: false });
    if (mode === 'load') this.reconcile(snapshot);
    else if (mode === 'theirs' || mode === 'locked') {
      this.drafts?.remove();
      this.adopt(snapshot);
      this.update({ conflict: null, restoredDraft: false });
      this.emitValues();
    } else {
      this.keepMine(snapshot);
    }
  }

  /** First load: put this tab's unsaved draft back, or ask when the server moved on since it was written. */
  private reconcile(snapshot: ServerSnapshot<M>): void {
    this.adopt(snapshot);
    const draft = this.drafts?.read() ?? null;
    if (!draft || snapshot.readOnly || valuesEqual(draft.values, snapshot.values)) {
      if (draft) this.drafts?.remove();
      this.update({ phase: 'ready' });
      this.emitValues();
      return;
    }
    if (draft.baseVersion === snapshot.version) {
      this.update({ phase: 'ready', restoredDraft: true });
      this.setValues(draft.values);
      this.requestSave();
      return;
    }
    this.update({ phase: 'ready', conflict: { mine: draft.values, theirs: snapshot.values } });
    this.setValues(draft.values, false);
  }

  /** Keep mine: the server's version is now known, so saving mine over it is a deliberate choice. */
  private keepMine(snapshot: ServerSnapshot<M>): void {
    const mine = this.state.conflict?.mine ?? this.state.values;
    this.acked = snapshot.values;
    this.unconfirmed = [];
    this.update({ serverVersion: snapshot.version, meta: snapshot.meta, readOnly: snapshot.readOnly });
    if (snapshot.readOnly) {
      this.lock(snapshot);
      return;
    }
    this.update({ conflict: null });
    this.setValues(mine);
    this.requestSave();
  }

  private adopt(snapshot: ServerSnapshot<M>): void {
    this.acked = snapshot.values;
    this.unconfirmed = [];
    this.state = {
      ...this.state,
      values: snapshot.values,
      serverVersion: snapshot.version,
      readOnly: snapshot.readOnly,
      meta: snapshot.meta,
      saveError: false,
    };
  }

  private lock(snapshot: ServerSnapshot<M>): void {
    this.clearDebounce();
    this.clearRetry();
    this.drafts?.remove();
    this.adopt(snapshot);
    this.update({ conflict: null, restoredDraft: false });
    this.emitValues();
    this.settleWaiters(!this.isDirty());
  }

  // ---- Local state --------------------------------------------------------------------------------------------

  private setValues(values: FormValues, persist = true): void {
    this.state = { ...this.state, values };
    if (persist) {
      if (valuesEqual(values, this.acked)) this.drafts?.remove();
      else this.writeDraft(values, this.state.serverVersion);
    }
    this.emitValues();
  }

  private writeDraft(values: FormValues, baseVersion: number): void {
    this.drafts?.write({ values, baseVersion, updatedAt: this.now() });
  }

  private emitValues(): void {
    this.update({});
  }

  private update(change: Partial<AutosaveState<M>>): void {
    const next = { ...this.state, ...change };
    next.status = this.inFlight ? 'saving' : valuesEqual(next.values, this.acked) ? 'saved' : 'unsaved';
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private settleWaiters(saved: boolean): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  // ---- Timers -------------------------------------------------------------------------------------------------

  private scheduleDebounce(): void {
    this.clearDebounce();
    if (!this.started) return;
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      this.requestSave();
    }, this.debounceMs);
  }

  private clearDebounce(): void {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
  }

  private scheduleRetry(): void {
    this.clearRetry();
    if (!this.started) return;
    const delay = Math.min(this.retryBaseMs * 2 ** this.retryAttempt, this.retryMaxMs);
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.requestSave();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private readonly handleOnline = (): void => {
    if (this.state.fetchError) {
      void this.resync(this.lastResync);
    } else if (this.state.saveError) {
      this.clearRetry();
      this.requestSave();
    }
  };
}

function defaultOnlineEvents(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}
