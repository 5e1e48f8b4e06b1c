import type { B2bTicket } from '../api/b2b';

/**
 * B2B validity tickets (seed 000 §3, §8; seed 002 §7 B2B pool types): what a partner pays for, and what that means
 * for the next appointment. Days are ISO dates ('YYYY-MM-DD') in the market's zone; validFrom and validTo are both
 * included.
 */

export const B2B_TICKET_TYPES = [
  'b2b_t1',
  'b2b_t2',
  'b2b_t3',
  'b2b_t4',
  'b2b_t5',
  'insurance_health',
  'insurance_travel',
  'insurance_child',
  'insurance_home',
  'no_tier',
] as const;
export type B2bTicketType = (typeof B2B_TICKET_TYPES)[number];

/** The ticket as the partner's system answers it (the wire's B2bTicket). */
export type B2bTicketFields = B2bTicket;

/** What the partner's ticket system answered: the patient's ticket, none, or the seed's TICKET_DELETED error. */
export type B2bTicketAnswer = { ticket: B2bTicketFields | null } | { deleted: true };

/**
 * What the clinician is told about the patient's ticket on a day. Only `valid` covers an appointment on that day;
 * every other ticket leaves the patient paying as a private patient.
 */
export type B2bTicketStatus =
  | { kind: 'none' }
  /** Revoked by the partner (isRevoked), or deleted (TICKET_DELETED: the partner's name is then unknown). */
  | { kind: 'revoked'; partnerName: string | null }
  | { kind: 'not-yet-valid'; partnerName: string; validFrom: string }
  | { kind: 'expired'; partnerName: string; validTo: string }
  | { kind: 'used-up'; partnerName: string; numberOfAppointments: number }
  | { kind: 'valid'; partnerName: string; remaining: number; total: number; validTo: string };

/** The ticket's status on `day`: revoked first, then the dates, then the appointments left. */
export function b2bTicketStatus(answer: B2bTicketAnswer, day: string): B2bTicketStatus {
  if ('deleted' in answer) return { kind: 'revoked', partnerName: null };
  const ticket = answer.ticket;
  if (!ticket) return { kind: 'none' };
  const { partnerName } = ticket;
  if (ticket.isRevoked) return { kind: 'revoked', partnerName };
  if (day < ticket.validFrom) return { kind: 'not-yet-valid', partnerName, validFrom: ticket.validFrom };
  if (day > ticket.validTo) return { kind: 'expired', partnerName, validTo: ticket.validTo };
  if (ticket.remainedAppointments <= 0)
    return { kind: 'used-up', partnerName, numberOfAppointments: ticket.numberOfAppointments };
  return {
    kind: 'valid',
    partnerName,
    remaining: ticket.remainedAppointments,
    total: ticket.numberOfAppointments,
    validTo: ticket.validTo,
  };
}

/** Whether the ticket pays for an appointment on `day`. */
export function b2bTicketCovers(answer: B2bTicketAnswer, day: string): boolean {
  return b2bTicketStatus(answer, day).kind === 'valid';
}
