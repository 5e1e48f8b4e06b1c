import { describe, expect, it } from 'vitest';
import { NotifiedCache } from './notified-cache';

describe('NotifiedCache', () => {
  it('returns what was stored until the time-to-live has passed', () => {
    const cache = new NotifiedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'A', 0);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new NotifiedCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });

  it('while suspended, holds nothing and stores nothing, until resumed', () => {
    const cache = new NotifiedCache<number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, 0);
    cache.suspend();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 2, 1);
    cache.resume();
    expect(cache.get('b', 2)).toBeUndefined();
    cache.set('b', 2, 2);
    expect(cache.get('b', 3)).toBe(2);
  });
});
