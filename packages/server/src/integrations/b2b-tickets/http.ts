import { and, eq } from 'drizzle-orm';
import { B2B_ERROR_KEYS, type B2bTicket, b2bTicketCovers, TicketValidityResponse } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { outbox } from '../../platform/db/schema';
import { requireDelivered } from '../../platform/outbox/http-delivery';
import { enqueue, type TopicHandler } from '../../platform/outbox/outbox';
import { type AppointmentUse, B2bTicketError, type B2bTicketSystem } from './b2b-ticket-system';

export type HttpB2bTicketOptions = { url: string; token: string | null; timeoutMs?: number };

/** The outbox topics through which appointments are taken from, and given back to, the partner's tickets. */
export const B2B_TICKET_TOPICS = { use: 'b2b_ticket.use', return: 'b2b_ticket.return' } as const;

/**
 * A partner's ticket system over HTTP (B2B_TICKETS_URL), with a bearer token when B2B_TICKETS_TOKEN is set:
 * - `GET {url}/ticket-validity?activityId=&userId=` answers `{ticket}` as seed 000 §3 writes a ticket (or null);
 *   `{errorCode: 'TICKET_DELETED'}` is a deleted ticket (seed 000 §8). Any other answer, a body that is not a ticket,
 *   or no answer within the timeout is the system being unavailable.
 * - Taking an appointment asks for the ticket once, before the booking's transaction; when it covers the day, the
 *   use is written to the outbox in that transaction and delivered after it commits as `POST {url}/appointments`
 *   `{activityId, userId, day}` (b2bTicketHandlers). A partner that does not answer leaves the booking uncovered,
 *   never refused: the patient pays.
 * - Giving one back (a cancelled meeting) queues `POST {url}/appointments/{activityId}/return` when that meeting
 *   queued a use.
 */
export class HttpB2bTicketSystem implements B2bTicketSystem {
  constructor(private readonly options: HttpB2bTicketOptions) {}

  async ticketValidity({ activityId, userId }: { activityId: string; userId: string }): Promise<B2bTicket | null> {
    const query = new URLSearchParams({ activityId, userId });
    let response: Response;
    try {
      response = await fetch(`${this.options.url}/ticket-validity?${query}`, {
        headers: headers(this.options, null),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new B2bTicketError(B2B_ERROR_KEYS.ticketUnavailable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (errorCodeOf(body) === B2B_ERROR_KEYS.ticketDeleted) throw new B2bTicketError(B2B_ERROR_KEYS.ticketDeleted);
    const parsed = TicketValidityResponse.safeParse(body);
    if (!response.ok || !parsed.success) throw new B2bTicketError(B2B_ERROR_KEYS.ticketUnavailable);
    return parsed.data.ticket;
  }

  async prepareAppointmentUse({
    originActivityId,
    userId,
    day,
  }: {
    originActivityId: string;
    userId: string;
    day: string;
  }): Promise<AppointmentUse> {
    const ticket = await this.ticketValidity({ activityId: originActivityId, userId }).catch(() => null);
    const covered = ticket !== null && b2bTicketCovers({ ticket }, day);
    return async (tx, activityId) => {
      if (!covered) return false;
      await enqueue(tx, {
        topic: B2B_TICKET_TOPICS.use,
        payload: { activityId, userId, day },
        idempotencyKey: `${B2B_TICKET_TOPICS.use}:${activityId}`,
        patientId: userId,
        meetingId: activityId,
      });
      return true;
    };
  }

  async returnAppointment(tx: Db, { activityId }: { activityId: string }): Promise<boolean> {
    const [used] = await tx
      .select({ patientId: outbox.patientId })
      .from(outbox)
      .where(and(eq(outbox.topic, B2B_TICKET_TOPICS.use), eq(outbox.meetingId, activityId)));
    if (!used) return false;
    await enqueue(tx, {
      topic: B2B_TICKET_TOPICS.return,
      payload: { activityId },
      idempotencyKey: `${B2B_TICKET_TOPICS.return}:${activityId}`,
      patientId: used.patientId,
      meetingId: activityId,
    });
    return true;
  }
}

/**
 * The outbox deliveries of the HTTP ticket system: each POST carries the row's Idempotency-Key, so a repeat after a
 * lost answer takes nothing twice. 408, 429, 5xx and no answer are retried; another 4xx fails at once.
 */
export function b2bTicketHandlers(options: HttpB2bTicketOptions): Record<string, TopicHandler> {
  const post = async (path: string, body: unknown, idempotencyKey: string) => {
    const response = await fetch(`${options.url}${path}`, {
      method: 'POST',
      headers: { ...headers(options, idempotencyKey), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await requireDelivered(response, 'B2B ticket system');
  };
  return {
    [B2B_TICKET_TOPICS.use]: {
      deliver: (payload, { idempotencyKey }) => post('/appointments', payload, idempotencyKey),
    },
    [B2B_TICKET_TOPICS.return]: {
      deliver: (payload, { idempotencyKey }) =>
        post(`/appointments/${encodeURIComponent(String(payload.activityId))}/return`, {}, idempotencyKey),
    },
  };
}

function headers(options: HttpB2bTicketOptions, idempotencyKey: string | null): Record<string, string> {
  const all: Record<string, string> = { accept: 'application/json' };
  if (options.token) all.authorization = `Bearer ${options.token}`;
  if (idempotencyKey) all['idempotency-key'] = idempotencyKey;
  return all;
}

function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { errorCode?: unknown }).errorCode : undefined;
}
