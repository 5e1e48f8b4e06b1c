import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { clinicians, meetings, outbox, patientLinks, patients } from '../platform/db/schema';

/** The meeting and what the notifications need of its patient. */
export async function findMeetingRecipient(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({
        status: meetings.status,
        patientId: meetings.patientId,
        country: patients.country,
        isOneTimeUser: patients.gbIsOneTimeUser,
        phoneEmr: patients.gbPhoneEmr,
        phone: patients.phone,
        email: patients.email,
        clinicianName: clinicians.name,
      })
      .from(meetings)
      .innerJoin(patients, eq(patients.id, meetings.patientId))
      .innerJoin(clinicians, eq(clinicians.id, meetings.clinicianId))
      .where(eq(meetings.id, meetingId)),
  );
}

/** Whether the token hash is a link of this meeting that still works (not revoked, not expired). */
export async function isLiveLinkOfMeeting(db: Db, tokenHash: string, meetingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patientLinks.id })
    .from(patientLinks)
    .where(
      and(
        eq(patientLinks.tokenHash, tokenHash),
        eq(patientLinks.meetingId, meetingId),
        isNull(patientLinks.revokedAt),
        gt(patientLinks.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/**
 * Locks the meeting's row until the transaction ends, so that two SMS requests for one meeting
 * take turns at the cooldown check instead of both passing it.
 */
export async function lockMeeting(tx: Db, meetingId: string): Promise<void> {
  await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId)).for('update');
}

/** When the meeting's latest message of this topic was accepted, with the database's clock now. */
export async function latestOfTopic(tx: Db, meetingId: string, topic: string) {
  return firstOrNull(
    tx
      .select({ createdAt: outbox.createdAt, now: sql<Date>`now()`.mapWith(outbox.createdAt) })
      .from(outbox)
      .where(and(eq(outbox.meetingId, meetingId), eq(outbox.topic, topic)))
      .orderBy(desc(outbox.createdAt))
      .limit(1),
  );
}

/** The outbox rows of the clinician's own meetings, newest first. */
export async function listOutboxOfClinician(db: Db, clinicianId: string, limit: number) {
  return db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      meetingId: outbox.meetingId,
      payload: outbox.payload,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      availableAt: outbox.availableAt,
      deliveredAt: outbox.deliveredAt,
    })
    .from(outbox)
    .innerJoin(meetings, eq(meetings.id, outbox.meetingId))
    .where(eq(meetings.clinicianId, clinicianId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
