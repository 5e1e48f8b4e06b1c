import { z } from 'zod';
import { isoDay, requestId } from './common';
import { B2B_TICKET_TYPES } from '../b2b/ticket-status';

/**
 * GET /api/b2b/ticket-validity?activityId={meetingId}&userId={patientId} (our path; seed 000 §7 "ticket validity by
 * activity id and user id").
 */
export const TicketValidityQuery = z.object({ activityId: requestId, userId: requestId });
export type TicketValidityQuery = z.infer<typeof TicketValidityQuery>;

/** Seed 000 §3 B2B validity ticket, with the partner who pays and the seed 002 §7 pool type. Days are ISO dates. */
export const B2bTicketSchema = z.object({
  partnerName: z.string(),
  type: z.enum(B2B_TICKET_TYPES),
  validFrom: isoDay,
  validTo: isoDay,
  numberOfAppointments: z.number().int().nonnegative(),
  remainedAppointments: z.number().int().nonnegative(),
  isRevoked: z.boolean(),
});
export type B2bTicket = z.infer<typeof B2bTicketSchema>;

/** 200: the patient's current ticket, or null when the patient has none (not an error: "no B2B"). */
export const TicketValidityResponse = z.object({ ticket: B2bTicketSchema.nullable() });
export type TicketValidityResponse = z.infer<typeof TicketValidityResponse>;

export const B2B_ERROR_KEYS = {
  /** 410: the partner deleted the ticket (seed 000 §8: treated as a revoked ticket). The seed's errorCode as is. */
  ticketDeleted: 'TICKET_DELETED',
  /** 502: the partner's ticket system failed or answered another errorCode. */
  ticketUnavailable: 'b2b_ticket_unavailable',
} as const;
