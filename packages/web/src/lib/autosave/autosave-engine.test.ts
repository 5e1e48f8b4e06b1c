import type { FormValues } from '@konsult/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { AutosaveEngine } from './autosave-engine';
import type { AutosaveTransport, ServerSnapshot } from './autosave-types';
import { DraftStore } from './draft-store';

interface Call {
  values: FormValues;
  version: number;
  resolve: (snapshot?: Partial<ServerSnapshot<null>>) => void;
  reject: (error: unknown) => void;
}

/** A fake server: it holds values and a version, and lets the test answer each request when it chooses. */
class FakeServer implements AutosaveTransport<null> {
  values: FormValues = {};
  version = 0;
  readOnly = false;
  saves: Call[] = [];
  fetches: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  /** Answer fetches at once (most tests) instead of holding them. */
  autoFetch = true;

  snapshot(): ServerSnapshot<null> {
    return { values: this.values, version: this.version, readOnly: this.readOnly, meta: null };
  }

  fetch(): Promise<ServerSnapshot<null>> {
    if (this.autoFetch) return Promise.resolve(this.snapshot());
    return new Promise((resolve, reject) => {
      this.fetches.push({ resolve: () => resolve(this.snapshot()), reject });
    });
  }

  save(values: FormValues, version: number): Promise<ServerSnapshot<null>> {
    return new Promise((resolve, reject) => {
      this.saves.push({
        values,
        version,
        resolve: () => {
          this.values = values;
          this.version = version + 1;
          resolve(this.snapshot());
        },
        reject,
      });
    });
  }

  lastSave(): Call {
    const call = this.saves.at(-1);
    if (!call) throw new Error('no save was made');
    return call;
  }
}

const networkDown = () => new ApiError(0, 'network_error', 'Failed to fetch');
const stale = () => new ApiError(409, 'stale_version', 'Changed elsewhere');
const signed = () => new ApiError(409, 'entry_signed', 'Signed');

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let server: FakeServer;
let storage: MemoryStorage;
let online: EventTarget;
let engines: AutosaveEngine<null>[];

function openForm(): AutosaveEngine<null> {
  const engine = new AutosaveEngine<null>({
    transport: server,
    drafts: new DraftStore(storage, 'draft.note.meeting-1.tab-1'),
    onlineEvents: online,
  });
  engines.push(engine);
  engine.start();
  return engine;
}

/** Lets promise callbacks run (fake timers do not advance microtasks by themselves). */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

async function openLoadedForm() {
  const engine = openForm();
  await settle();
  expect(engine.getState().phase).toBe('ready');
  return engine;
}

function draft() {
  const raw = storage.getItem('draft.note.meeting-1.tab-1');
  return raw ? (JSON.parse(raw) as { values: FormValues; baseVersion: number }) : null;
}

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  storage = new MemoryStorage();
  online = new EventTarget();
  engines = [];
});

afterEach(() => {
  for (const engine of engines) engine.stop();
});

describe('autosave: debounce', () => {
  it('saves 2 s after the last keystroke, not before', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'C');
    await vi.advanceTimersByTimeAsync(1500);
    engine.edit('history', 'Co');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.saves).toHaveLength(0);
    expect(engine.getState().status).toBe('unsaved');

    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toHaveLength(1);
    expect(server.lastSave().values).toEqual({ history: 'Co' });
    expect(server.lastSave().version).toBe(0);
    expect(engine.getState().status).toBe('saving');

    server.lastSave().resolve();
    await settle();
    expect(engine.getState().status).toBe('saved');
    expect(engine.getState().serverVersion).toBe(1);
  });

  it('shows the edit at once, before any save', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough for three days');
    expect(engine.getState().values).toEqual({ history: 'Cough for three days' });
  });

  it('saves at once on an explicit save and cancels the pending timer', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    const flushed = engine.flush();
    expect(server.saves).toHaveLength(1);
    server.lastSave().resolve();
    await expect(flushed).resolves.toBe(true);

    await vi.advanceTimersByTimeAsync(5000);
    expect(server.saves).toHaveLength(1);
  });

  it('does not save when nothing changed', async () => {
    const engine = await openLoadedForm();
    await expect(engine.flush()).resolves.toBe(true);
    engine.edit('history', 'x');
    engine.edit('history', undefined as never);
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.saves).toHaveLength(0);
  });
});

describe('autosave: one save at a time', () => {
  it('sends edits made during a save with the next save, latest text winning', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    void engine.flush();
    expect(server.saves).toHaveLength(1);

    engine.edit('history', 'Cough and');
    engine.edit('history', 'Cough and fever');
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saves).toHaveLength(1);

    server.lastSave().resolve();
    await settle();
    expect(server.saves).toHaveLength(2);
    expect(server.lastSave().values).toEqual({ history: 'Cough and fever' });
    expect(server.lastSave().version).toBe(1);

    server.lastSave().resolve();
    await settle();
    expect(engine.getState().status).toBe('saved');
    expect(server.values).toEqual({ history: 'Cough and fever' });
  });

  it('an explicit save during a flight waits for it, then sends the rest', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'A');
    void engine.flush();
    engine.edit('history', 'AB');
    const flushed = engine.flush();
    expect(server.saves).toHaveLength(1);

    server.lastSave().resolve();
    await settle();
    expect(server.saves).toHaveLength(2);
    server.lastSave().resolve();
    await expect(flushed).resolves.toBe(true);
    expect(server.values).toEqual({ history: 'AB' });
  });
});

describe('autosave: failures keep the text', () => {
  it('keeps the text after a failed save and retries after 1 s, 2 s, 4 s … at most 10 s', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    await vi.advanceTimersByTimeAsync(2000);

    const delays = [1000, 2000, 4000, 8000, 10_000, 10_000];
    for (const delay of delays) {
      server.lastSave().reject(networkDown());
      await settle();
      expect(engine.getState().saveError).toBe(true);
      expect(engine.getState().values).toEqual({ history: 'Cough' });
      const before = server.saves.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.saves).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.saves).toHaveLength(before + 1);
    }

    server.lastSave().resolve();
    await settle();
    expect(engine.getState().saveError).toBe(false);
    expect(engine.getState().status).toBe('saved');
    expect(server.values).toEqual({ history: 'Cough' });
  });

  it('retries at once when the browser comes back online', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    void engine.flush();
    server.lastSave().reject(networkDown());
    await settle();
    expect(server.saves).toHaveLength(1);

    online.dispatchEvent(new Event('online'));
    expect(server.saves).toHaveLength(2);
    server.lastSave().resolve();
    await settle();
    expect(engine.getState().saveError).toBe(false);
  });

  it('Try again saves at once, and an explicit save reports failure', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    const flushed = engine.flush();
    server.lastSave().reject(new ApiError(503, 'unknown', 'Down'));
    await expect(flushed).resolves.toBe(false);

    engine.retry();
    expect(server.saves).toHaveLength(2);
    server.lastSave().resolve();
    await settle();
    expect(engine.getState().status).toBe('saved');
  });

  it('shows a fetch error and loads again on Try again', async () => {
    server.autoFetch = false;
    const engine = openForm();
    server.fetches[0]?.reject(networkDown());
    await settle();
    expect(engine.getState()).toMatchObject({ phase: 'loading', fetchError: true });

    engine.retry();
    server.values = { history: 'Saved earlier' };
    server.version = 3;
    server.fetches[1]?.resolve();
    await settle();
    expect(engine.getState()).toMatchObject({
      phase: 'ready',
      fetchError: false,
      values: { history: 'Saved earlier' },
      serverVersion: 3,
    });
  });
});

describe('autosave: the local draft', () => {
  it('writes every edit to local storage at once and removes it once the server has it', async () => {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    expect(draft()).toMatchObject({ values: { history: 'Cough' }, baseVersion: 0 });

    await vi.advanceTimersByTimeAsync(2000);
    engine.edit('history', 'Cough and fever');
    server.lastSave().resolve();
    await settle();
    // The server has "Cough" only: the draft stays, now based on the version that save created.
    expect(draft()).toMatchObject({ values: { history: 'Cough and fever' }, baseVersion: 1 });

    await vi.advanceTimersByTimeAsync(2000);
    server.lastSave().resolve();
    await settle();
    expect(draft()).toBeNull();
  });

  it('puts unsaved text back after a reload of the tab and saves it', async () => {
    server.values = { history: 'Saved' };
    server.version = 2;
    const first = await openLoadedForm();
    first.edit('history', 'Saved, then typed before the reload');
    first.stop();
    // The tab reloads before the final save answers: that request is lost with the page.
    server.saves = [];

    const second = await openLoadedForm();
    expect(second.getState().values).toEqual({ history: 'Saved, then typed before the reload' });
    expect(second.getState().restoredDraft).toBe(true);
    expect(server.lastSave()).toMatchObject({ values: { history: 'Saved, then typed before the reload' }, version: 2 });
    server.lastSave().resolve();
    await settle();
    expect(draft()).toBeNull();
  });

  it('asks whose text wins when the server moved on since the draft was written', async () => {
    server.values = { history: 'Saved' };
    server.version = 2;
    const first = await openLoadedForm();
    first.edit('history', 'Mine');
    first.stop();
    server.saves = [];
    server.values = { history: 'Theirs' };
    server.version = 3;

    const second = await openLoadedForm();
    expect(second.getState().conflict).toEqual({ mine: { history: 'Mine' }, theirs: { history: 'Theirs' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.saves).toHaveLength(0);
  });

  it('drops a draft that matches the server', async () => {
    storage.setItem(
      'draft.note.meeting-1.tab-1',
      JSON.stringify({ values: { history: 'Same' }, baseVersion: 1, updatedAt: 0 }),
    );
    server.values = { history: 'Same' };
    server.version = 2;
    const engine = await openLoadedForm();
    expect(engine.getState().conflict).toBeNull();
    expect(draft()).toBeNull();
  });
});

describe('autosave: someone else saved (409 stale version)', () => {
  async function editIntoConflict() {
    server.values = { history: 'Original' };
    server.version = 1;
    const engine = await openLoadedForm();
    engine.edit('history', 'Mine');
    await vi.advanceTimersByTimeAsync(2000);
    server.values = { history: 'Theirs' };
    server.version = 2;
    server.lastSave().reject(stale());
    await settle();
    return engine;
  }

  it('stops autosaving and surfaces the choice, keeping my text', async () => {
    const engine = await editIntoConflict();
    expect(engine.getState().conflict).toEqual({ mine: { history: 'Mine' }, theirs: null });
    expect(engine.getState().values).toEqual({ history: 'Mine' });
    expect(draft()?.values).toEqual({ history: 'Mine' });

    engine.edit('history', 'Mine, still typing');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.saves).toHaveLength(1);
    await expect(engine.flush()).resolves.toBe(false);
  });

  it('Reload theirs discards mine and shows the server text', async () => {
    const engine = await editIntoConflict();
    engine.resolveConflict('theirs');
    await settle();
    expect(engine.getState()).toMatchObject({ conflict: null, values: { history: 'Theirs' }, serverVersion: 2 });
    expect(draft()).toBeNull();
    expect(server.saves).toHaveLength(1);
  });

  it('Keep mine saves my text over the version it just learned', async () => {
    const engine = await editIntoConflict();
    engine.resolveConflict('mine');
    await settle();
    expect(server.lastSave()).toMatchObject({ values: { history: 'Mine' }, version: 2 });
    server.lastSave().resolve();
    await settle();
    expect(engine.getState()).toMatchObject({ conflict: null, status: 'saved', serverVersion: 3 });
    expect(server.values).toEqual({ history: 'Mine' });
  });
});

describe('autosave: a failed save that reached the server all the same', () => {
  /** The first save of "Cough" lands, but its answer is lost (the database went away before it came back). */
  async function saveWhoseAnswerIsLost() {
    const engine = await openLoadedForm();
    engine.edit('history', 'Cough');
    await vi.advanceTimersByTimeAsync(2000);
    server.values = { history: 'Cough' };
    server.version = 1;
    server.lastSave().reject(new ApiError(503, 'unknown', 'Briefly unavailable'));
    await settle();
    engine.edit('history', 'Cough and fever');
    // The retry still names version 0: the server has moved on, by this form's own save.
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.lastSave()).toMatchObject({ values: { history: 'Cough and fever' }, version: 0 });
    return engine;
  }

  it('is recognised as its own: no choice to make, and what was typed since is saved over it', async () => {
    const engine = await saveWhoseAnswerIsLost();
    server.lastSave().reject(stale());
    await settle();
    expect(engine.getState().conflict).toBeNull();
    expect(server.lastSave()).toMatchObject({ values: { history: 'Cough and fever' }, version: 1 });
    server.lastSave().resolve();
    await settle();
    expect(engine.getState()).toMatchObject({ status: 'saved', saveError: false, serverVersion: 2 });
    expect(server.values).toEqual({ history: 'Cough and fever' });
  });

  it('is still a choice when the server holds someone else’s text', async () => {
    const engine = await saveWhoseAnswerIsLost();
    server.values = { history: 'Theirs' };
    server.version = 2;
    server.lastSave().reject(stale());
    await settle();
    expect(engine.getState().conflict).toEqual({ mine: { history: 'Cough and fever' }, theirs: null });
    expect(server.saves).toHaveLength(2);
  });
});

describe('autosave: the note was signed or struck meanwhile', () => {
  it('stops saving, drops the draft and shows the server copy read-only', async () => {
    server.values = { history: 'Signed text' };
    server.version = 4;
    const engine = await openLoadedForm();
    engine.edit('history', 'Late edit');
    server.readOnly = true;
    void engine.flush();
    server.lastSave().reject(signed());
    await settle();

    expect(engine.getState()).toMatchObject({ readOnly: true, values: { history: 'Signed text' } });
    expect(draft()).toBeNull();
    engine.edit('history', 'Ignored');
    expect(engine.getState().values).toEqual({ history: 'Signed text' });
  });

  it('becomes editable again when the note is unsigned', async () => {
    server.values = { history: 'Signed text' };
    server.version = 4;
    server.readOnly = true;
    const engine = await openLoadedForm();
    expect(engine.getState().readOnly).toBe(true);

    engine.receive({ values: { history: 'Signed text' }, version: 4, readOnly: false, meta: null });
    engine.edit('history', 'Corrected');
    expect(engine.getState()).toMatchObject({ readOnly: false, status: 'unsaved' });
  });
});
