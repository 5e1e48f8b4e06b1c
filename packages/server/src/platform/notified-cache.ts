import type { Database } from './db/database';

/**
 * A small in-process cache whose entries are dropped the moment the database says they changed.
 * Correctness does not rest on the time-to-live: whoever changes the underlying rows NOTIFYs the
 * channel (from a trigger or after the write), every instance hears it, and while the notification
 * connection is down the cache is switched off. The time-to-live only bounds memory and the
 * staleness of what nobody announces.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, { value: V; cachedAt: number }>();
  private enabled = true;

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  /** Subscribes to the channel whose payload is the key of an entry to drop, or '*' for all. */
  async subscribe(database: Database, channel: string): Promise<this> {
    await database.listen(channel, {
      onMessage: (key) => (key === '*' ? this.entries.clear() : this.delete(key)),
      onGap: () => this.suspend(),
      onResume: () => this.resume(),
    });
    return this;
  }

  get(key: string, now: number): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now: number): void {
    if (!this.enabled) return;
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, cachedAt: now });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Notifications may be missed from now on: forget everything and stop caching. */
  suspend(): void {
    this.enabled = false;
    this.entries.clear();
  }

  resume(): void {
    this.enabled = true;
  }
}
