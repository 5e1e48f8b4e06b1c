import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { clinicians, meetings, patientLinks } from '../platform/db/schema';

/** Revokes the meeting's live links and stores a new one, in one transaction. */
export async function replaceLink(db: Db, link: typeof patientLinks.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeLinks(tx, link.meetingId, link.createdAt!);
    await tx.insert(patientLinks).values(link);
  });
}

export async function revokeLinks(db: Db, meetingId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(patientLinks)
    .set({ revokedAt: now })
    .where(and(eq(patientLinks.meetingId, meetingId), isNull(patientLinks.revokedAt)))
    .returning({ id: patientLinks.id });
  return revoked.length;
}

/** The link behind a token hash with what the patient's page needs, whatever its state. */
export async function findLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      link: patientLinks,
      patientId: meetings.patientId,
      clinicianId: meetings.clinicianId,
      meetingStatus: meetings.status,
      scheduledStartTime: meetings.scheduledStartTime,
      interventionType: meetings.interventionType,
      clinicianName: clinicians.name,
    })
    .from(patientLinks)
    .innerJoin(meetings, eq(meetings.id, patientLinks.meetingId))
    .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
    .where(eq(patientLinks.tokenHash, tokenHash));
  return row ?? null;
}
