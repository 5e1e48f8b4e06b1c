import type { Database } from '../db/database';
import { OUTBOX_CHANNEL } from '../db/channels';
import { PermanentDeliveryError, type TopicHandler } from './outbox';
import { claimDue, markDelivered, markFailed, markRetry, msUntilNextDue, type ClaimedRow } from './repo';

export type OutboxWorkerOptions = {
  /** Longest sleep between scans, whatever else wakes the worker. */
  pollMs: number;
  /** Attempts before a row is given up as failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt; it doubles with each further one, up to `backoffMaxMs`. */
  backoffMs: number;
  backoffMaxMs?: number;
  batchSize?: number;
  /** How long a claimed row stays hidden from other workers: longer than any handler may take. */
  leaseMs?: number;
};

type Log = { error(details: object, message: string): void };

/** Wait before the next attempt after `attempts` failed ones: backoff, 2×, 4×, ... up to the cap. */
export function retryDelayMs(attempts: number, backoffMs: number, backoffMaxMs: number): number {
  return Math.min(backoffMaxMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers outbox rows (./outbox.ts) to their topic's handler. It wakes when any instance inserts a
 * row (the table's trigger NOTIFYs on commit), when the next retry falls due, and at least every
 * `pollMs` (a missed notification costs latency, never a message). Delivery is at least once: a
 * row whose worker died mid-call is claimed again when its lease ends.
 */
export class OutboxWorker {
  private stopped = true;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly topics: string[];
  private readonly options: Required<OutboxWorkerOptions>;

  constructor(
    private readonly database: Database,
    private readonly handlers: Readonly<Record<string, TopicHandler>>,
    options: OutboxWorkerOptions,
    private readonly log: Log = { error: () => undefined },
  ) {
    this.topics = Object.keys(handlers);
    this.options = { backoffMaxMs: 60 * 60_000, batchSize: 10, leaseMs: 5 * 60_000, ...options };
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.database.listen(OUTBOX_CHANNEL, { onMessage: () => this.wake(), onResume: () => this.wake() });
    this.wake();
  }

  /** Finishes the deliveries under way and stops; nothing wakes it afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }

  /** Scan now (or right after the scan under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) this.wake();
    });
  }

  private async drain(): Promise<void> {
    let sleepMs: number | null = this.options.pollMs;
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.runBatch()) > 0);
      } while (this.again && !this.stopped);
      if (this.stopped) return;
      sleepMs = await msUntilNextDue(this.database.db, this.topics);
    } catch (error) {
      // The database may be briefly unreachable (or closing): try again at the next poll.
      if (!this.stopped) this.log.error({ err: error }, 'outbox scan failed');
    }
    if (this.stopped || this.again) return;
    const delay = Math.min(sleepMs ?? this.options.pollMs, this.options.pollMs);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private async runBatch(): Promise<number> {
    const rows = await claimDue(this.database.db, this.topics, this.options.batchSize, this.options.leaseMs);
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const handler = this.handlers[row.topic]!;
    const db = this.database.db;
    try {
      await handler.deliver(row.payload, { id: row.id, idempotencyKey: row.idempotencyKey, attempt: row.attempts });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'delivery failed';
      if (error instanceof PermanentDeliveryError || row.attempts >= this.options.maxAttempts) {
        this.log.error(
          { outboxId: row.id, topic: row.topic, attempts: row.attempts, reason: message },
          'outbox gave up',
        );
        await markFailed(db, row.id, message, handler.redact?.(row.payload) ?? null);
      } else {
        const { backoffMs, backoffMaxMs } = this.options;
        await markRetry(db, row.id, message, retryDelayMs(row.attempts, backoffMs, backoffMaxMs));
      }
      return;
    }
    await markDelivered(db, row.id, handler.redact?.(row.payload) ?? null);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
