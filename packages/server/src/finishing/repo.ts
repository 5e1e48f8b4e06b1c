import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { meetings, patients } from '../platform/db/schema';

/** What finishing needs of the meeting: whether it can still end, its kind, its meeting means, its patient. */
export async function findFinishingMeeting(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({
        status: meetings.status,
        activityType: meetings.activityType,
        meetingMeans: meetings.meetingMeans,
        patientId: meetings.patientId,
        isOneTimeUser: patients.gbIsOneTimeUser,
      })
      .from(meetings)
      .innerJoin(patients, eq(patients.id, meetings.patientId))
      .where(eq(meetings.id, meetingId)),
  );
}

/** Ends the meeting with its status; an end time already set (the call ended) is kept. */
export async function endMeeting(db: Db, meetingId: string, status: 'COMPLETED' | 'NO_SHOW', now: Date): Promise<void> {
  const [current] = await db
    .select({ actualEndTime: meetings.actualEndTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  await db
    .update(meetings)
    .set({ status, actualEndTime: current?.actualEndTime ?? now, updatedAt: now })
    .where(eq(meetings.id, meetingId));
}
