import { date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { B2bTicketType } from '@konsult/domain';
import { tstz } from './columns';
import { meetingId, patientId } from './references';

/** A partner's B2B validity ticket for a patient, as the embedded ticket system holds it (migration 0024). */
export const b2bTickets = pgTable('b2b_tickets', {
  id: uuid('id').primaryKey(),
  patientId: patientId().notNull(),
  partnerName: text('partner_name').notNull(),
  type: text('type').$type<B2bTicketType>().notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  numberOfAppointments: integer('number_of_appointments').notNull(),
  remainedAppointments: integer('remained_appointments').notNull(),
  issuedAt: tstz('issued_at').notNull().defaultNow(),
  revokedAt: tstz('revoked_at'),
  deletedAt: tstz('deleted_at'),
});

/** The meeting one appointment of a ticket paid for (migration 0024). */
export const b2bTicketUses = pgTable('b2b_ticket_uses', {
  meetingId: meetingId().primaryKey(),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => b2bTickets.id),
  patientId: patientId().notNull(),
  usedAt: tstz('used_at').notNull().defaultNow(),
});
