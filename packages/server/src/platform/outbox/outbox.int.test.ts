import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { useDatabase } from '../../test/file-app';
import { copySeededDatabase } from '../../test/test-database';
import { enqueue, PermanentDeliveryError, type DeliveryContext, type OutboxPayload } from './outbox';
import { OutboxWorker, retryDelayMs } from './worker';
import { msUntilNextDue } from './repo';

/**
 * The outbox on its own, on a real database: rows committed with a change are delivered at once
 * (the insert's NOTIFY wakes the worker long before its poll), rolled-back ones never; failures
 * are retried with the same idempotency key, then given up; two workers never share a row.
 */

const database = useDatabase(copySeededDatabase);
const workers: OutboxWorker[] = [];

// Registered after the database's own: the workers stop before it closes.
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
});

type Handler = (payload: OutboxPayload, context: DeliveryContext) => Promise<void>;

/** A worker for one topic whose poll is far away: only a notification or a due retry wakes it. */
async function startWorker(topic: string, deliver: Handler, options: { maxAttempts?: number } = {}) {
  const worker = new OutboxWorker(
    database,
    { [topic]: { deliver } },
    { pollMs: 60_000, maxAttempts: options.maxAttempts ?? 3, backoffMs: 10 },
  );
  workers.push(worker);
  await worker.start();
  return worker;
}

const put = (topic: string, key: string, payload: OutboxPayload = {}) =>
  database.db.transaction((tx) => enqueue(tx, { topic, payload, idempotencyKey: key }));

async function rowByKey(key: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
  return row;
}

const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 10 });

describe('the outbox', () => {
  it('sleeps until its poll when nothing of its topics is pending, instead of scanning again at once', async () => {
    expect(await msUntilNextDue(database.db, ['nothing-queued'])).toBeNull();
    await put('later', 'later-1');
    await database.db
      .update(outbox)
      .set({ availableAt: new Date(Date.now() + 60_000) })
      .where(eq(outbox.idempotencyKey, 'later-1'));
    const ms = await msUntilNextDue(database.db, ['later']);
    expect(ms).toBeGreaterThan(55_000);
    expect(ms).toBeLessThanOrEqual(60_000);
  });

  it('delivers a committed message within moments, without waiting for the poll', async () => {
    const delivered: OutboxPayload[] = [];
    await startWorker('prompt', async (payload) => void delivered.push(payload));
    const started = Date.now();
    await put('prompt', 'prompt-1', { text: 'hello' });
    await waitFor(async () => expect((await rowByKey('prompt-1'))?.status).toBe('delivered'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(delivered).toEqual([{ text: 'hello' }]);
  });

  it('never delivers a message whose transaction rolled back', async () => {
    const delivered: string[] = [];
    await startWorker('rollback', async (_payload, { idempotencyKey }) => void delivered.push(idempotencyKey));
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, { topic: 'rollback', payload: {}, idempotencyKey: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await put('rollback', 'committed');
    await waitFor(async () => expect(delivered).toEqual(['committed']));
    expect(await rowByKey('rolled-back')).toBeUndefined();
  });

  it('keeps one row per idempotency key', async () => {
    const first = await put('nobody-delivers', 'same-key', { n: 1 });
    const second = await put('nobody-delivers', 'same-key', { n: 2 });
    expect(second.id).toBe(first.id);
    expect((await rowByKey('same-key'))?.payload).toEqual({ n: 1 });
  });

  it('retries a failing delivery with the same key and counts the attempts, until it succeeds', async () => {
    const keys: string[] = [];
    await startWorker('flaky', async (_payload, { idempotencyKey, attempt }) => {
      keys.push(idempotencyKey);
      if (attempt < 3) throw new Error(`busy (attempt ${attempt})`);
    });
    await put('flaky', 'flaky-1');
    const row = await waitFor(async () => {
      const r = await rowByKey('flaky-1');
      expect(r?.status).toBe('delivered');
      return r!;
    });
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(keys).toEqual(['flaky-1', 'flaky-1', 'flaky-1']);
  });

  it('gives up after the last attempt, or at once when the receiver refuses for good', async () => {
    await startWorker('broken', async () => {
      throw new Error('gateway down');
    });
    await startWorker('refused', async () => {
      throw new PermanentDeliveryError('invalid number');
    });
    await put('broken', 'broken-1');
    await put('refused', 'refused-1');
    await waitFor(async () => {
      expect(await rowByKey('broken-1')).toMatchObject({ status: 'failed', attempts: 3, lastError: 'gateway down' });
      expect(await rowByKey('refused-1')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'invalid number' });
    });
  });

  it('shares the work between two workers (two server instances) without delivering any message twice', async () => {
    const deliveries: string[] = [];
    const slow: Handler = async (_payload, { idempotencyKey }) => {
      deliveries.push(idempotencyKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await startWorker('shared', slow);
    await startWorker('shared', slow);
    const keys = Array.from({ length: 30 }, (_, i) => `shared-${i}`);
    await database.db.transaction(async (tx) => {
      for (const key of keys) await enqueue(tx, { topic: 'shared', payload: {}, idempotencyKey: key });
    });
    await waitFor(async () => {
      const rows = await database.db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
      expect(rows.every((r) => r.status === 'delivered')).toBe(true);
    });
    expect(deliveries.sort()).toEqual([...keys].sort());
  });

  it('delivers nothing once stopped', async () => {
    const delivered: string[] = [];
    const worker = await startWorker('stopped', async (_p, { idempotencyKey }) => void delivered.push(idempotencyKey));
    await worker.stop();
    await put('stopped', 'after-stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toEqual([]);
    expect((await rowByKey('after-stop'))?.status).toBe('pending');
  });
});

describe('retry delays', () => {
  it('double from the first delay and stop at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, 60_000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10, 5000, 60_000)).toBe(60_000);
  });
});
