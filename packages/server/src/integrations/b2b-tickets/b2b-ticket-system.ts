import type { B2bTicket } from '@konsult/domain';
import type { Db } from '../../platform/db/database';

/**
 * The partner's ticket system that knows which patients a B2B partner (employer, insurer) pays for (seed 000 §3 B2B
 * validity ticket, §7 ticket validity, §8 TICKET_DELETED).
 */
export interface B2bTicketSystem {
  /**
   * The patient's current ticket, asked by activity (our meeting) and user (the patient), or null when the patient
   * has none. A ticket the partner deleted rejects with B2bTicketError('TICKET_DELETED'); a failure of the system
   * rejects with another errorCode.
   */
  ticketValidity(query: { activityId: string; userId: string }): Promise<B2bTicket | null>;
  /**
   * Prepares taking one appointment of the patient's ticket for a meeting to be booked on `day` (ISO date in the
   * market's zone) from the meeting `originActivityId`. Anything slow (asking a partner over HTTP) happens here,
   * before the booking's transaction opens, so no network call holds the clinician's calendar. The returned step runs
   * in that transaction with the booked meeting's id: it takes the appointment when the ticket covers the day and
   * resolves whether it did. The embedded system's rows live in that database; an HTTP adapter queues the use in the
   * outbox within it.
   */
  prepareAppointmentUse(use: { originActivityId: string; userId: string; day: string }): Promise<AppointmentUse>;
  /**
   * Gives back the appointment a cancelled meeting took, if it took one; resolves whether it did. Runs in the
   * cancellation's transaction `tx`, as an appointment is taken in the booking's.
   */
  returnAppointment(tx: Db, cancelled: { activityId: string }): Promise<boolean>;
}

/** Takes the prepared appointment in the booking's transaction `tx` for the booked meeting; whether it did. */
export type AppointmentUse = (tx: Db, activityId: string) => Promise<boolean>;

/** The ticket system's refusal, with its errorCode (seed 000 §8: TICKET_DELETED is a deleted, so revoked, ticket). */
export class B2bTicketError extends Error {
  constructor(readonly errorCode: string) {
    super(`B2B ticket system answered ${errorCode}`);
    this.name = 'B2bTicketError';
  }
}
