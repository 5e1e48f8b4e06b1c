import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { HistoryBodies, HistoryBody, noneMatchHits, preferredEncoding } from './bodies';

/** A database whose only use here is the NOTIFY channel: `notify` plays a trigger announcing a new version. */
function notifyingDatabase() {
  const listeners: ((payload: string) => void)[] = [];
  const database = {
    listen: async (_channel: string, { onMessage }: { onMessage: (payload: string) => void }) => {
      listeners.push(onMessage);
    },
  } as unknown as Database;
  return { database, notify: (payload: string) => listeners.forEach((l) => l(payload)) };
}

describe('preferredEncoding', () => {
  it('answers brotli to a browser, gzip to a client without it, and nothing to one that takes neither', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('noneMatchHits', () => {
  const etag = 'W/"rh1.7.all.rx"';
  it('matches the ETag weakly, in a list, or *', () => {
    expect(noneMatchHits(etag, etag)).toBe(true);
    expect(noneMatchHits('"rh1.7.all.rx"', etag)).toBe(true);
    expect(noneMatchHits('W/"other", W/"rh1.7.all.rx"', etag)).toBe(true);
    expect(noneMatchHits('*', etag)).toBe(true);
  });
  it('does not match another version, another variant, or nothing', () => {
    expect(noneMatchHits('W/"rh1.6.all.rx"', etag)).toBe(false);
    expect(noneMatchHits('W/"rh1.7.standing.rx"', etag)).toBe(false);
    expect(noneMatchHits(undefined, etag)).toBe(false);
    expect(noneMatchHits('', etag)).toBe(false);
  });
});

describe('HistoryBody', () => {
  it('gives the same JSON in every encoding', async () => {
    const json = JSON.stringify({ entries: [{ title: 'Hosta och feber', rows: [] }] });
    const body = await HistoryBody.of('W/"x"', json);
    expect(brotliDecompressSync(await body.encoded('br')).toString()).toBe(json);
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(json);
    expect((await body.encoded('identity')).toString()).toBe(json);
  });
});

describe('HistoryBodies', () => {
  const build = (text: string) => () => HistoryBody.of(`W/"${text}"`, text);

  it('makes a body once for a version and variant, however many ask at once', async () => {
    const { database } = notifyingDatabase();
    const bodies = await HistoryBodies.open(database);
    let builds = 0;
    const counted = () => {
      builds += 1;
      return build('a')();
    };
    const [first, second] = await Promise.all([
      bodies.body('p', 1, 'all', counted),
      bodies.body('p', 1, 'all', counted),
    ]);
    expect(first).toBe(second);
    expect(await bodies.body('p', 1, 'all', counted)).toBe(first);
    await bodies.body('p', 1, 'standing', counted);
    expect(builds).toBe(2);
  });

  it('never answers a version with a body of another', async () => {
    const { database } = notifyingDatabase();
    const bodies = await HistoryBodies.open(database);
    const old = await bodies.body('p', 1, 'all', build('one'));
    const newer = await bodies.body('p', 2, 'all', build('two'));
    expect(newer).not.toBe(old);
    expect(newer.etag).toBe('W/"two"');
    // A request that read the version before the change came in makes its own body and leaves the newer one.
    expect((await bodies.body('p', 1, 'all', build('late'))).etag).toBe('W/"late"');
    expect(await bodies.body('p', 2, 'all', build('again'))).toBe(newer);
  });

  it('drops a patient’s bodies when the database announces their new version', async () => {
    const { database, notify } = notifyingDatabase();
    const bodies = await HistoryBodies.open(database);
    const kept = await bodies.body('p', 1, 'all', build('one'));
    notify('p');
    expect(await bodies.body('p', 1, 'all', build('rebuilt'))).not.toBe(kept);
  });

  it('tries again after a build failed', async () => {
    const { database } = notifyingDatabase();
    const bodies = await HistoryBodies.open(database);
    await expect(bodies.body('p', 1, 'all', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect((await bodies.body('p', 1, 'all', build('ok'))).etag).toBe('W/"ok"');
  });
});
