import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { findMeetingColumns, firstOrNull } from '../platform/db/lookups';
import { clinicians, meetings, verificationEvents } from '../platform/db/schema';

/** The patient's latest verification event with the verifying clinician's name, or null. */
export async function findLatestVerification(db: Db, userId: string) {
  return firstOrNull(
    db
      .select({ event: verificationEvents, clinicianName: clinicians.name })
      .from(verificationEvents)
      .innerJoin(clinicians, eq(clinicians.id, verificationEvents.verifyingClinicianId))
      .where(eq(verificationEvents.userId, userId))
      // A patient can be checked twice in one instant only in a test; the id breaks the tie the same way every time.
      .orderBy(desc(verificationEvents.checkTime), desc(verificationEvents.id))
      .limit(1),
  );
}

/** What a check needs of its meeting: whether it still takes place, and whose identity (a child's) it is about. */
export function findMeetingForCheck(db: Db, meetingId: string) {
  return findMeetingColumns(db, meetingId, { status: meetings.status, childId: meetings.childId });
}

/** The outcome of the patient's most recent check, or null when they have never been checked. */
export async function findPreviousOutcome(db: Db, userId: string) {
  const [row] = await db
    .select({ outcome: verificationEvents.outcome })
    .from(verificationEvents)
    .where(eq(verificationEvents.userId, userId))
    .orderBy(desc(verificationEvents.checkTime))
    .limit(1);
  return row?.outcome ?? null;
}

export async function insertVerificationEvent(tx: Db, event: typeof verificationEvents.$inferInsert): Promise<void> {
  await tx.insert(verificationEvents).values(event);
}

/** Cancels the meeting with its reason, ending it at `now`. */
export async function cancelMeeting(tx: Db, meetingId: string, cancelReason: string, now: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ status: 'CANCELLED', cancelReason, actualEndTime: now, updatedAt: now })
    .where(eq(meetings.id, meetingId));
}
