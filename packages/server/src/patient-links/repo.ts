import { and, count, desc, eq, gt, isNull, min } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { findMeetingColumns, firstOrNull } from '../platform/db/lookups';
import { expirePatientTickets } from '../video/repo';
import { auditEvents, clinicians, meetings, patientLinks, pools } from '../platform/db/schema';

/** When the meeting is scheduled to start and how long its slot is: a link's expiry follows from them. */
export function findMeetingSchedule(db: Db, meetingId: string) {
  return findMeetingColumns(db, meetingId, { start: meetings.scheduledStartTime, minutes: meetings.slotLengthMinutes });
}

/** Revokes the meeting's live links and stores a new one, in one transaction. */
export async function replaceLink(db: Db, link: typeof patientLinks.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeLinks(tx, link.meetingId, link.createdAt!);
    await tx.insert(patientLinks).values(link);
  });
}

/** Revokes the meeting's live links, and the video tickets its patient already got through them. */
export async function revokeLinks(db: Db, meetingId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(patientLinks)
    .set({ revokedAt: now })
    .where(and(eq(patientLinks.meetingId, meetingId), isNull(patientLinks.revokedAt)))
    .returning({ id: patientLinks.id });
  await expirePatientTickets(db, meetingId, now);
  return revoked.length;
}

/** The link behind a token hash with what the patient's page needs, whatever its state. */
export async function findLink(db: Db, tokenHash: string) {
  return firstOrNull(selectLinks(db).where(eq(patientLinks.tokenHash, tokenHash)));
}

/** The meeting's newest link that is not revoked (it may have expired), as findLink has it; null if none. */
export async function findCurrentLink(db: Db, meetingId: string) {
  return firstOrNull(
    selectLinks(db)
      .where(and(eq(patientLinks.meetingId, meetingId), isNull(patientLinks.revokedAt)))
      .orderBy(desc(patientLinks.createdAt))
      .limit(1),
  );
}

function selectLinks(db: Db) {
  return db
    .select({
      link: patientLinks,
      patientId: meetings.patientId,
      clinicianId: meetings.clinicianId,
      meetingStatus: meetings.status,
      scheduledStartTime: meetings.scheduledStartTime,
      interventionType: meetings.interventionType,
      clinicianName: clinicians.name,
      // The meeting's market is its clinician's pool's country: the patient's page speaks its language.
      country: pools.country,
    })
    .from(patientLinks)
    .innerJoin(meetings, eq(meetings.id, patientLinks.meetingId))
    .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
    .innerJoin(pools, eq(pools.id, clinicians.poolId));
}

/** Uses of any patient link from an address since `since` (audited rows), and when the first of them was. */
export async function linkUsesFrom(db: Db, ip: string, since: Date) {
  const [row] = await db
    .select({ uses: count(), first: min(auditEvents.at) })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, LINK_SUBJECT), eq(auditEvents.ip, ip), gt(auditEvents.at, since)));
  return { uses: row?.uses ?? 0, first: row?.first ?? null };
}

/** The audit rows of the patient's side carry this subject. */
export const LINK_SUBJECT = 'patient link';
