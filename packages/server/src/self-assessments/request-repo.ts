import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SelfAssessmentType } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { clinicians, selfAssessmentRequests, selfAssessmentResponses } from '../platform/db/schema';

export type RequestRow = typeof selfAssessmentRequests.$inferSelect;
export type NewRequestRow = typeof selfAssessmentRequests.$inferInsert;
export type NewResponseRow = typeof selfAssessmentResponses.$inferInsert;

/** The meeting's questionnaires, oldest first, with who sent each and the answer's score once answered. */
export async function meetingRequests(db: Db, meetingId: string) {
  return db
    .select({
      request: selfAssessmentRequests,
      sentByName: clinicians.name,
      score: selfAssessmentResponses.score,
    })
    .from(selfAssessmentRequests)
    .innerJoin(clinicians, eq(clinicians.id, selfAssessmentRequests.sentBy))
    .leftJoin(selfAssessmentResponses, eq(selfAssessmentResponses.id, selfAssessmentRequests.responseId))
    .where(eq(selfAssessmentRequests.meetingId, meetingId))
    .orderBy(asc(selfAssessmentRequests.sentAt), asc(selfAssessmentRequests.type));
}

/** The types of the meeting still waiting for the patient's answer. */
export async function openTypes(db: Db, meetingId: string, types: readonly SelfAssessmentType[]) {
  const rows = await db
    .select({ type: selfAssessmentRequests.type })
    .from(selfAssessmentRequests)
    .where(
      and(
        eq(selfAssessmentRequests.meetingId, meetingId),
        eq(selfAssessmentRequests.state, 'SENT'),
        inArray(selfAssessmentRequests.type, [...types]),
      ),
    );
  return rows.map((row) => row.type);
}

/**
 * Adds one request; false when the meeting already has that type unanswered. The partial unique index (one SENT
 * row per meeting and type) decides, so that two sends of the same type at once cannot both succeed.
 */
export async function insertRequest(db: Db, row: NewRequestRow): Promise<boolean> {
  const inserted = await db
    .insert(selfAssessmentRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: selfAssessmentRequests.id });
  return inserted.length === 1;
}

/** What the patient has still to answer in the meeting, oldest first. */
export async function openRequests(db: Db, meetingId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(selfAssessmentRequests)
    .where(and(eq(selfAssessmentRequests.meetingId, meetingId), eq(selfAssessmentRequests.state, 'SENT')))
    .orderBy(asc(selfAssessmentRequests.sentAt), asc(selfAssessmentRequests.type));
}

export async function findRequest(db: Db, meetingId: string, id: string): Promise<RequestRow | null> {
  return firstOrNull(
    db
      .select()
      .from(selfAssessmentRequests)
      .where(and(eq(selfAssessmentRequests.id, id), eq(selfAssessmentRequests.meetingId, meetingId))),
  );
}

/**
 * Stores the answer as a survey response and marks the request answered, in the caller's transaction (the caller
 * rolls back on false). The state is in the WHERE clause so that an answer sent twice at once is stored once: the
 * second gets false.
 */
export async function answerRequest(
  tx: Db,
  requestId: string,
  response: NewResponseRow & { id: string; createdAt: Date },
): Promise<boolean> {
  await tx.insert(selfAssessmentResponses).values(response);
  const marked = await tx
    .update(selfAssessmentRequests)
    .set({ state: 'ANSWERED', responseId: response.id, answeredAt: response.createdAt })
    .where(and(eq(selfAssessmentRequests.id, requestId), eq(selfAssessmentRequests.state, 'SENT')))
    .returning({ id: selfAssessmentRequests.id });
  return marked.length === 1;
}
