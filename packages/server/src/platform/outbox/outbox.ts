import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox, type OutboxStatus } from '../db/schema';

/**
 * The transactional outbox (architecture §5). A use case that must tell an external system
 * something calls `enqueue` with the transaction of the change that causes it: either both commit
 * or neither does. The worker (./worker.ts) delivers the row afterwards, with retries.
 */

export type OutboxPayload = Record<string, unknown>;

export type OutboxMessage = {
  /** Which handler delivers it, e.g. 'sms'. */
  topic: string;
  payload: OutboxPayload;
  /** Sent with every attempt so the receiver can drop repeats; a second enqueue with it is a no-op. */
  idempotencyKey: string;
  patientId?: string | null;
  meetingId?: string | null;
};

export type Enqueued = { id: string; status: OutboxStatus; createdAt: Date };

export async function enqueue(tx: Db, message: OutboxMessage): Promise<Enqueued> {
  const columns = { id: outbox.id, status: outbox.status, createdAt: outbox.createdAt };
  const [row] = await tx
    .insert(outbox)
    .values({
      id: randomUUID(),
      topic: message.topic,
      payload: message.payload,
      idempotencyKey: message.idempotencyKey,
      patientId: message.patientId ?? null,
      meetingId: message.meetingId ?? null,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning(columns);
  if (row) return row;
  const [existing] = await tx.select(columns).from(outbox).where(eq(outbox.idempotencyKey, message.idempotencyKey));
  return existing!;
}

export type DeliveryContext = { id: string; idempotencyKey: string; attempt: number };

/** Delivers one topic's messages. Throwing means "try again later", unless it is a PermanentDeliveryError. */
export type TopicHandler = {
  deliver(payload: OutboxPayload, context: DeliveryContext): Promise<void>;
  /** What of the payload to keep once delivery is over, e.g. with a link's token masked. */
  redact?(payload: OutboxPayload): OutboxPayload;
};

/** The receiver refused the message for good (e.g. an invalid number): retrying cannot help. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
