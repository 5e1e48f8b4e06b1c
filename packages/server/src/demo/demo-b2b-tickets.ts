import type { Db } from '../platform/db/database';
import { b2bTickets } from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoPatientId } from './demo-ids';

/**
 * The B2B validity tickets of the embedded ticket system (issue 7, seed 000 §3, §8; docs/api.md lists them too):
 * - Astrid (0x101) has a valid ticket from her employer, Nordisk Företagshälsa (the partner of her B2B claim on
 *   se.doctor's revisit today, `today-next`): 5 appointments, 3 left, valid from 30 days ago to 150 days ahead.
 *   A revisit booked for her uses one of them.
 * - Lars (0x104) had a health insurance ticket from Uppsala Sjukvårdsförsäkring that the partner deleted: the ticket
 *   system answers TICKET_DELETED, shown as revoked when se.doctor books him a revisit (`today-text`).
 * Nobody else has one: Elin (se.doctor's `today-current`, booked for by the browser tests) has none.
 * Validity days are UTC days around `now`; they are not moved by the demo's daily shift (months of margin).
 */

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** Ids unique to this table: issue 7 in the third group, B2B in the fourth. */
const ticketId = (n: number) => `00000000-0000-4007-8b2b-${n.toString(16).padStart(12, '0')}`;

type DemoTicket = typeof b2bTickets.$inferInsert;
type IssuedTicket = Omit<DemoTicket, 'validFrom' | 'validTo' | 'issuedAt'> & {
  issuedDaysAgo: number;
  validDaysAhead: number;
};

/** A ticket the partner issued `issuedDaysAgo` days ago, valid from that day to `validDaysAhead` days ahead. */
function issued(now: Date, { issuedDaysAgo, validDaysAhead, ...ticket }: IssuedTicket): DemoTicket {
  const issuedAt = addDays(now, -issuedDaysAgo);
  return { ...ticket, validFrom: isoDate(issuedAt), validTo: isoDate(addDays(now, validDaysAhead)), issuedAt };
}

export function buildDemoB2bTickets(now: Date): DemoTicket[] {
  return [
    issued(now, {
      id: ticketId(1),
      patientId: demoPatientId(0x101),
      partnerName: 'Nordisk Företagshälsa',
      type: 'b2b_t2',
      issuedDaysAgo: 30,
      validDaysAhead: 150,
      numberOfAppointments: 5,
      remainedAppointments: 3,
    }),
    issued(now, {
      id: ticketId(2),
      patientId: demoPatientId(0x104),
      partnerName: 'Uppsala Sjukvårdsförsäkring',
      type: 'insurance_health',
      issuedDaysAgo: 200,
      validDaysAhead: 165,
      numberOfAppointments: 4,
      remainedAppointments: 2,
      deletedAt: addDays(now, -12),
    }),
  ];
}

export async function seedDemoB2bTickets(tx: Db, now: Date): Promise<void> {
  await tx.insert(b2bTickets).values(buildDemoB2bTickets(now));
}
