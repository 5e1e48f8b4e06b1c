import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RenewalItemState, RenewalRejectionReason } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { meetings, patients, prescriptionRenewalItems, prescriptionRenewals } from '../platform/db/schema';

export type RenewalRow = typeof prescriptionRenewals.$inferSelect;
export type RenewalItemRow = typeof prescriptionRenewalItems.$inferSelect;

export async function findRenewal(db: Db, id: string): Promise<RenewalRow | null> {
  return firstOrNull(db.select().from(prescriptionRenewals).where(eq(prescriptionRenewals.id, id)));
}

export async function renewalOfMeeting(db: Db, meetingId: string): Promise<RenewalRow | null> {
  return firstOrNull(db.select().from(prescriptionRenewals).where(eq(prescriptionRenewals.meetingId, meetingId)));
}

export async function patientRenewals(db: Db, patientId: string): Promise<RenewalRow[]> {
  return db
    .select()
    .from(prescriptionRenewals)
    .where(eq(prescriptionRenewals.patientId, patientId))
    .orderBy(desc(prescriptionRenewals.requestedAt))
    .limit(100);
}

export async function renewalItems(db: Db, renewalIds: string[]): Promise<RenewalItemRow[]> {
  if (renewalIds.length === 0) return [];
  return db
    .select()
    .from(prescriptionRenewalItems)
    .where(inArray(prescriptionRenewalItems.renewalId, renewalIds))
    .orderBy(asc(prescriptionRenewalItems.position));
}

export async function findRenewalItem(db: Db, id: string): Promise<RenewalItemRow | null> {
  return firstOrNull(db.select().from(prescriptionRenewalItems).where(eq(prescriptionRenewalItems.id, id)));
}

/**
 * Marks pending items processed; answers those it changed. The state is in the WHERE clause: an item two clinicians
 * process at once is processed once.
 */
export async function processItems(
  db: Db,
  renewalId: string,
  itemIds: string[],
  values: {
    state: Exclude<RenewalItemState, 'PENDING'>;
    processedAt: Date;
    processedBy: string;
    prescriptionId?: string | null;
    rejectionReason?: RenewalRejectionReason | null;
  },
): Promise<RenewalItemRow[]> {
  return db
    .update(prescriptionRenewalItems)
    .set(values)
    .where(
      and(
        eq(prescriptionRenewalItems.renewalId, renewalId),
        inArray(prescriptionRenewalItems.id, itemIds),
        eq(prescriptionRenewalItems.state, 'PENDING'),
      ),
    )
    .returning();
}

/** The meeting's kind and the patient's language: how a rejection is worded. */
export async function rejectionContext(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({ interventionType: meetings.interventionType, language: patients.preferredLanguage })
      .from(meetings)
      .innerJoin(patients, eq(patients.id, meetings.patientId))
      .where(eq(meetings.id, meetingId)),
  );
}
