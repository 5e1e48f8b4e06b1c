import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { CarePlanState } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  carePlanExercises,
  carePlanModules,
  carePlanNotes,
  carePlans,
  carePlanStepCompletions,
  clinicians,
  conversationMessages,
  conversations,
  diaryActivities,
  pools,
  programmeLinks,
  situationAnalyses,
} from '../platform/db/schema';

export type CarePlanRow = typeof carePlans.$inferSelect;
export type ModuleRow = typeof carePlanModules.$inferSelect;
export type ExerciseRow = typeof carePlanExercises.$inferSelect;

export async function findCarePlan(db: Db, id: string): Promise<CarePlanRow | null> {
  return firstOrNull(db.select().from(carePlans).where(eq(carePlans.id, id)));
}

/**
 * The care plan, locked for the rest of the transaction: every change of a plan, its modules or its conversation
 * takes this lock first, so that two changes at once (end and unlock, end and resume, two steps done in two tabs) see
 * each other's result instead of both deciding from the state before.
 */
export async function lockCarePlan(tx: Db, id: string): Promise<CarePlanRow | null> {
  return firstOrNull(tx.select().from(carePlans).where(eq(carePlans.id, id)).for('update'));
}

/** The patient's care plans, oldest first; with `states`, only those. */
export async function patientCarePlans(db: Db, patientId: string, states?: readonly CarePlanState[]) {
  return db
    .select()
    .from(carePlans)
    .where(
      and(
        eq(carePlans.patientId, patientId),
        states && states.length > 0 ? inArray(carePlans.state, [...states]) : undefined,
      ),
    )
    .orderBy(asc(carePlans.createdAt), asc(carePlans.id))
    .limit(200);
}

/** The identifiers of the patient's active programmes. */
export async function activeIdentifiers(db: Db, patientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ identifier: carePlans.programmeIdentifier })
    .from(carePlans)
    .where(and(eq(carePlans.patientId, patientId), eq(carePlans.state, 'active')));
  return new Set(rows.map((r) => r.identifier));
}

export async function meetingCarePlans(db: Db, meetingId: string) {
  return db
    .select()
    .from(carePlans)
    .where(eq(carePlans.meetingId, meetingId))
    .orderBy(asc(carePlans.createdAt), asc(carePlans.id));
}

export async function modulesOf(db: Db, carePlanIds: string[]): Promise<ModuleRow[]> {
  if (carePlanIds.length === 0) return [];
  return db
    .select()
    .from(carePlanModules)
    .where(inArray(carePlanModules.carePlanId, carePlanIds))
    .orderBy(asc(carePlanModules.carePlanId), asc(carePlanModules.position));
}

export async function findModule(db: Db, id: string): Promise<ModuleRow | null> {
  return firstOrNull(db.select().from(carePlanModules).where(eq(carePlanModules.id, id)));
}

export async function exercisesOf(db: Db, carePlanIds: string[]): Promise<ExerciseRow[]> {
  if (carePlanIds.length === 0) return [];
  return db
    .select()
    .from(carePlanExercises)
    .where(inArray(carePlanExercises.carePlanId, carePlanIds))
    .orderBy(asc(carePlanExercises.type));
}

export async function findExercise(db: Db, id: string): Promise<ExerciseRow | null> {
  return firstOrNull(db.select().from(carePlanExercises).where(eq(carePlanExercises.id, id)));
}

/** The steps done, by module. */
export async function completionsOf(db: Db, moduleIds: string[]) {
  if (moduleIds.length === 0) return [];
  return db
    .select({ moduleId: carePlanStepCompletions.moduleId, stepId: carePlanStepCompletions.stepId })
    .from(carePlanStepCompletions)
    .where(inArray(carePlanStepCompletions.moduleId, moduleIds));
}

export async function conversationStates(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, 'active' | 'paused'>();
  const rows = await db
    .select({ id: conversations.id, state: conversations.state })
    .from(conversations)
    .where(inArray(conversations.id, conversationIds));
  return new Map(rows.map((r) => [r.id, r.state]));
}

/** Unread messages the patient sent, per conversation. */
export async function unreadPatientMessages(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, n: count() })
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.conversationId, conversationIds),
        eq(conversationMessages.senderRole, 'PATIENT'),
        isNull(conversationMessages.readAt),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}

/**
 * The latest thing the patient did in each care plan: a step done, a diary activity or a situation written. Three
 * grouped queries whatever the number of care plans; a plan without any is left out.
 */
export async function latestActivities(db: Db, carePlanIds: string[]): Promise<Map<string, Date>> {
  const latest = new Map<string, Date>();
  if (carePlanIds.length === 0) return latest;
  const [steps, diary, situations] = await Promise.all([
    db
      .select({ carePlanId: carePlanModules.carePlanId, at: max(carePlanStepCompletions.completedAt) })
      .from(carePlanStepCompletions)
      .innerJoin(carePlanModules, eq(carePlanModules.id, carePlanStepCompletions.moduleId))
      .where(inArray(carePlanModules.carePlanId, carePlanIds))
      .groupBy(carePlanModules.carePlanId),
    db
      .select({ carePlanId: carePlanExercises.carePlanId, at: max(diaryActivities.createdAt) })
      .from(diaryActivities)
      .innerJoin(carePlanExercises, eq(carePlanExercises.id, diaryActivities.exerciseId))
      .where(inArray(carePlanExercises.carePlanId, carePlanIds))
      .groupBy(carePlanExercises.carePlanId),
    db
      .select({ carePlanId: carePlanExercises.carePlanId, at: max(situationAnalyses.createdAt) })
      .from(situationAnalyses)
      .innerJoin(carePlanExercises, eq(carePlanExercises.id, situationAnalyses.exerciseId))
      .where(inArray(carePlanExercises.carePlanId, carePlanIds))
      .groupBy(carePlanExercises.carePlanId),
  ]);
  for (const { carePlanId, at } of [...steps, ...diary, ...situations]) {
    if (at === null || at === undefined) continue;
    const time = new Date(at);
    const known = latest.get(carePlanId);
    if (!known || known.getTime() < time.getTime()) latest.set(carePlanId, time);
  }
  return latest;
}

export async function notesOfPatient(db: Db, patientId: string) {
  return db
    .select({
      carePlanId: carePlanNotes.carePlanId,
      note: carePlanNotes.note,
      clinicianId: carePlanNotes.clinicianId,
      clinicianName: clinicians.name,
      updatedAt: carePlanNotes.updatedAt,
    })
    .from(carePlanNotes)
    .innerJoin(carePlans, eq(carePlans.id, carePlanNotes.carePlanId))
    .innerJoin(clinicians, eq(clinicians.id, carePlanNotes.clinicianId))
    .where(eq(carePlans.patientId, patientId))
    .orderBy(desc(carePlanNotes.updatedAt));
}

export async function upsertNote(db: Db, row: typeof carePlanNotes.$inferInsert) {
  const { carePlanId: _id, ...changes } = row;
  await db.insert(carePlanNotes).values(row).onConflictDoUpdate({ target: carePlanNotes.carePlanId, set: changes });
  const [note] = await db
    .select({
      carePlanId: carePlanNotes.carePlanId,
      note: carePlanNotes.note,
      clinicianId: carePlanNotes.clinicianId,
      clinicianName: clinicians.name,
      updatedAt: carePlanNotes.updatedAt,
    })
    .from(carePlanNotes)
    .innerJoin(clinicians, eq(clinicians.id, carePlanNotes.clinicianId))
    .where(eq(carePlanNotes.carePlanId, row.carePlanId));
  return note!;
}

export async function deleteNote(db: Db, carePlanId: string): Promise<boolean> {
  const rows = await db
    .delete(carePlanNotes)
    .where(eq(carePlanNotes.carePlanId, carePlanId))
    .returning({ id: carePlanNotes.carePlanId });
  return rows.length > 0;
}

export async function activitiesBetween(db: Db, exerciseId: string, from: Date, to: Date) {
  return db
    .select()
    .from(diaryActivities)
    .where(
      and(
        eq(diaryActivities.exerciseId, exerciseId),
        gte(diaryActivities.activityTime, from),
        lte(diaryActivities.activityTime, to),
      ),
    )
    .orderBy(desc(diaryActivities.activityTime), desc(diaryActivities.id))
    .limit(2000);
}

export async function situationsOf(db: Db, exerciseId: string) {
  return db
    .select()
    .from(situationAnalyses)
    .where(eq(situationAnalyses.exerciseId, exerciseId))
    .orderBy(desc(situationAnalyses.time), desc(situationAnalyses.id))
    .limit(1000);
}

/** Sets a module's state and what goes with it. */
export async function updateModule(db: Db, id: string, changes: Partial<typeof carePlanModules.$inferInsert>) {
  await db.update(carePlanModules).set(changes).where(eq(carePlanModules.id, id));
}

export async function setConversationState(db: Db, conversationId: string, state: 'active' | 'paused') {
  await db.update(conversations).set({ state }).where(eq(conversations.id, conversationId));
}

/** Moves the care plan to `state` only from `from` (two ends at once: one wins); false when it was not in `from`. */
export async function moveCarePlan(
  db: Db,
  id: string,
  from: CarePlanState[],
  changes: Partial<typeof carePlans.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(carePlans)
    .set(changes)
    .where(and(eq(carePlans.id, id), inArray(carePlans.state, from)))
    .returning({ id: carePlans.id });
  return rows.length > 0;
}

/** Shortens the care plan's live links to end by `until` at the latest (the programme ended). */
export async function shortenProgrammeLinks(db: Db, carePlanId: string, until: Date): Promise<void> {
  await db
    .update(programmeLinks)
    .set({ expiresAt: sql`least(${programmeLinks.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(programmeLinks.carePlanId, carePlanId), isNull(programmeLinks.revokedAt)));
}

/** The care plan's link that works at `now` (not revoked, not expired), if any. */
export async function liveProgrammeLink(db: Db, carePlanId: string, now: Date) {
  return firstOrNull(
    db
      .select({ createdAt: programmeLinks.createdAt, expiresAt: programmeLinks.expiresAt })
      .from(programmeLinks)
      .where(
        and(
          eq(programmeLinks.carePlanId, carePlanId),
          isNull(programmeLinks.revokedAt),
          sql`${programmeLinks.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(programmeLinks.createdAt))
      .limit(1),
  );
}

/** Revokes the care plan's live links and stores a new one (in the caller's transaction). */
export async function replaceProgrammeLink(db: Db, link: typeof programmeLinks.$inferInsert): Promise<void> {
  await db
    .update(programmeLinks)
    .set({ revokedAt: link.createdAt! })
    .where(and(eq(programmeLinks.carePlanId, link.carePlanId), isNull(programmeLinks.revokedAt)));
  await db.insert(programmeLinks).values(link);
}

/**
 * The programme link behind a token hash, whatever its state, with what the patient's page needs: the care plan, the
 * name of the psychologist who runs it and the country of their pool (the page's language).
 */
export async function findProgrammeLink(db: Db, tokenHash: string) {
  return firstOrNull(
    db
      .select({
        link: programmeLinks,
        carePlan: carePlans,
        clinicianName: clinicians.name,
        country: pools.country,
      })
      .from(programmeLinks)
      .innerJoin(carePlans, eq(carePlans.id, programmeLinks.carePlanId))
      .innerJoin(clinicians, eq(clinicians.id, carePlans.clinicianId))
      .innerJoin(pools, eq(pools.id, clinicians.poolId))
      .where(eq(programmeLinks.tokenHash, tokenHash)),
  );
}
