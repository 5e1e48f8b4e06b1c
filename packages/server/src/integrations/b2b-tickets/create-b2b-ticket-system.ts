import type { Db } from '../../platform/db/database';
import type { TopicHandler } from '../../platform/outbox/outbox';
import type { B2bTicketSystem } from './b2b-ticket-system';
import { EmbeddedB2bTicketSystem } from './embedded';
import { b2bTicketHandlers, HttpB2bTicketSystem } from './http';

export type B2bTicketConfig = { b2bTicketsUrl: string | null; b2bTicketsToken: string | null };

/**
 * The configured ticket system and the outbox handlers it needs: the HTTP adapter when B2B_TICKETS_URL is set, else
 * the embedded one (the b2b_tickets table), which needs none.
 */
export function createB2bTicketSystem(
  config: B2bTicketConfig,
  db: Db,
): { tickets: B2bTicketSystem; handlers: Record<string, TopicHandler> } {
  if (!config.b2bTicketsUrl) return { tickets: new EmbeddedB2bTicketSystem(db), handlers: {} };
  const options = { url: config.b2bTicketsUrl.replace(/\/+$/, ''), token: config.b2bTicketsToken };
  return { tickets: new HttpB2bTicketSystem(options), handlers: b2bTicketHandlers(options) };
}
