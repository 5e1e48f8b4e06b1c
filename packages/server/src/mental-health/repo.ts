import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { meetings, mentalHealthScores } from '../platform/db/schema';

export type MentalHealthScoreRow = typeof mentalHealthScores.$inferSelect;

export async function findMentalHealthScore(db: Db, meetingId: string): Promise<MentalHealthScoreRow | null> {
  return firstOrNull(db.select().from(mentalHealthScores).where(eq(mentalHealthScores.meetingId, meetingId)));
}

/** The meeting's kind, which decides whether it asks for the score. */
export async function meetingActivity(db: Db, meetingId: string) {
  return firstOrNull(
    db.select({ activityType: meetings.activityType }).from(meetings).where(eq(meetings.id, meetingId)),
  );
}

/** Keeps the meeting's score, replacing the one saved before. */
export async function upsertMentalHealthScore(
  db: Db,
  row: typeof mentalHealthScores.$inferInsert,
): Promise<MentalHealthScoreRow> {
  const { meetingId: _meetingId, ...changes } = row;
  const [saved] = await db
    .insert(mentalHealthScores)
    .values(row)
    .onConflictDoUpdate({ target: mentalHealthScores.meetingId, set: changes })
    .returning();
  if (!saved) throw new Error('mental_health_scores upsert returned nothing');
  return saved;
}
