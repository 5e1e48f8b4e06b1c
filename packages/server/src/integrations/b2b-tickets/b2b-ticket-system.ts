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
   * Takes one appointment of the patient's ticket for a meeting booked on `day` (ISO date in the market's zone), when
   * the ticket covers that day; resolves whether it did. Runs in the booking's transaction `tx`, so the appointment is
   * taken exactly when the booking commits: the embedded system's rows live in that database; an HTTP adapter would
   * queue the use in the outbox within it.
   */
  useAppointment(tx: Db, use: { activityId: string; userId: string; day: string }): Promise<boolean>;
  /**
   * Gives back the appointment a cancelled meeting took, if it took one; resolves whether it did. Runs in the
   * cancellation's transaction `tx`, as `useAppointment` runs in the booking's.
   */
  returnAppointment(tx: Db, cancelled: { activityId: string }): Promise<boolean>;
}

/** The ticket system's refusal, with its errorCode (seed 000 §8: TICKET_DELETED is a deleted, so revoked, ticket). */
export class B2bTicketError extends Error {
  constructor(readonly errorCode: string) {
    super(`B2B ticket system answered ${errorCode}`);
    this.name = 'B2bTicketError';
  }
}
