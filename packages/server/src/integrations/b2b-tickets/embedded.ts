import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { B2B_ERROR_KEYS, type B2bTicket, b2bTicketCovers } from '@konsult/domain';
import type { Db } from '../../platform/db/database';
import { b2bTickets, b2bTicketUses } from '../../platform/db/schema';
import { type AppointmentUse, B2bTicketError, type B2bTicketSystem } from './b2b-ticket-system';

type TicketRow = typeof b2bTickets.$inferSelect;

/**
 * The embedded default: the partners' tickets live in our database (b2b_tickets, migration 0024; demo data gives
 * some patients one). A patient's current ticket is the one issued last; a deleted one answers TICKET_DELETED as the
 * partner's system does. The activity id plays no part here: every ticket is the patient's, whatever the meeting.
 */
export class EmbeddedB2bTicketSystem implements B2bTicketSystem {
  constructor(private readonly db: Db) {}

  async ticketValidity({ userId }: { activityId: string; userId: string }): Promise<B2bTicket | null> {
    const row = await currentTicket(this.db, userId, false);
    if (!row) return null;
    if (row.deletedAt) throw new B2bTicketError(B2B_ERROR_KEYS.ticketDeleted);
    return toTicket(row);
  }

  prepareAppointmentUse({ userId, day }: { userId: string; day: string }): Promise<AppointmentUse> {
    // Nothing to ask ahead: the ticket is read and locked in the booking's transaction, so two bookings cannot take
    // the last appointment twice.
    return Promise.resolve(async (tx, activityId) => {
      const row = await currentTicket(tx, userId, true);
      if (!row || row.deletedAt || !b2bTicketCovers({ ticket: toTicket(row) }, day)) return false;
      const taken = await tx
        .update(b2bTickets)
        .set({ remainedAppointments: sql`${b2bTickets.remainedAppointments} - 1` })
        .where(and(eq(b2bTickets.id, row.id), gt(b2bTickets.remainedAppointments, 0)))
        .returning({ id: b2bTickets.id });
      if (taken.length === 0) return false;
      await tx.insert(b2bTicketUses).values({ meetingId: activityId, ticketId: row.id, patientId: userId });
      return true;
    });
  }

  async returnAppointment(tx: Db, { activityId }: { activityId: string }) {
    const [use] = await tx.delete(b2bTicketUses).where(eq(b2bTicketUses.meetingId, activityId)).returning();
    if (!use) return false;
    await tx
      .update(b2bTickets)
      .set({ remainedAppointments: sql`${b2bTickets.remainedAppointments} + 1` })
      .where(eq(b2bTickets.id, use.ticketId));
    return true;
  }
}

async function currentTicket(db: Db, patientId: string, forUpdate: boolean): Promise<TicketRow | undefined> {
  const query = db
    .select()
    .from(b2bTickets)
    .where(eq(b2bTickets.patientId, patientId))
    .orderBy(desc(b2bTickets.issuedAt), desc(b2bTickets.id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

function toTicket(row: TicketRow): B2bTicket {
  return {
    partnerName: row.partnerName,
    type: row.type,
    validFrom: row.validFrom,
    validTo: row.validTo,
    numberOfAppointments: row.numberOfAppointments,
    remainedAppointments: row.remainedAppointments,
    isRevoked: row.revokedAt !== null,
  };
}
