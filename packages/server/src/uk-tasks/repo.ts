import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { UkClinicianCheckboxes, UkTaskType } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { clinicians, patients, ukClinicianCheckboxes, ukTasks } from '../platform/db/schema';

export type UkTaskRow = typeof ukTasks.$inferSelect;

export async function findTask(db: Db, id: string): Promise<UkTaskRow | null> {
  return firstOrNull(db.select().from(ukTasks).where(eq(ukTasks.id, id)));
}

/** One of the meeting's tasks; another meeting's is not found, so an id alone reaches nothing. */
export async function findMeetingTask(db: Db, meetingId: string, id: string): Promise<UkTaskRow | null> {
  return firstOrNull(
    db
      .select()
      .from(ukTasks)
      .where(and(eq(ukTasks.id, id), eq(ukTasks.meetingId, meetingId))),
  );
}

export async function meetingTasks(db: Db, meetingId: string): Promise<UkTaskRow[]> {
  return db
    .select()
    .from(ukTasks)
    .where(eq(ukTasks.meetingId, meetingId))
    .orderBy(asc(ukTasks.createdAt), asc(ukTasks.id))
    .limit(200);
}

export type TaskValues = {
  id: string;
  meetingId: string;
  patientId: string;
  clinicianId: string;
  poolId: string;
  type: UkTaskType;
  note: string;
  urgency: UkTaskRow['urgency'];
  documentLink: string | null;
};

/**
 * Creates the task, or replaces the one with its id while it is not published and is this meeting's and
 * clinician's (seed 002 §4), as a draft again. Null when there is one it may not replace.
 */
export async function upsertDraft(db: Db, values: TaskValues, now: Date): Promise<UkTaskRow | null> {
  const [row] = await db
    .insert(ukTasks)
    .values({ ...values, status: 'DRAFT', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: ukTasks.id,
      set: {
        type: values.type,
        note: values.note,
        urgency: values.urgency,
        documentLink: values.documentLink,
        status: 'DRAFT',
        updatedAt: now,
      },
      setWhere: and(
        ne(ukTasks.status, 'PUBLISHED'),
        eq(ukTasks.meetingId, values.meetingId),
        eq(ukTasks.clinicianId, values.clinicianId),
      ),
    })
    .returning();
  return row ?? null;
}

export async function setSubmitted(db: Db, id: string, now: Date): Promise<UkTaskRow | null> {
  const [row] = await db
    .update(ukTasks)
    .set({ status: 'SUBMITTED', updatedAt: now })
    .where(and(eq(ukTasks.id, id), eq(ukTasks.status, 'DRAFT')))
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(ukTasks)
    .where(and(eq(ukTasks.id, id), eq(ukTasks.status, 'DRAFT')))
    .returning({ id: ukTasks.id });
  return rows.length > 0;
}

/** Publishes one submitted task with its due time; null when it is no longer submitted. */
export async function setPublished(db: Db, id: string, now: Date, dueAt: Date | null): Promise<UkTaskRow | null> {
  const [row] = await db
    .update(ukTasks)
    .set({ status: 'PUBLISHED', publishedAt: now, dueAt, updatedAt: now })
    .where(and(eq(ukTasks.id, id), eq(ukTasks.status, 'SUBMITTED')))
    .returning();
  return row ?? null;
}

export async function unpublishedTasks(db: Db, meetingId: string): Promise<UkTaskRow[]> {
  return db
    .select()
    .from(ukTasks)
    .where(and(eq(ukTasks.meetingId, meetingId), inArray(ukTasks.status, ['DRAFT', 'SUBMITTED'])))
    .orderBy(asc(ukTasks.createdAt), asc(ukTasks.id));
}

export async function meetingHasTasks(db: Db, meetingId: string): Promise<boolean> {
  const [row] = await db.select({ id: ukTasks.id }).from(ukTasks).where(eq(ukTasks.meetingId, meetingId)).limit(1);
  return row !== undefined;
}

const completer = sql<
  string | null
>`(select ${clinicians.name} from ${clinicians} where ${clinicians.id} = ${ukTasks.completedBy})`;

const queueColumns = {
  task: ukTasks,
  patientGivenName: patients.givenName,
  patientFamilyName: patients.familyName,
  patientNhsNumber: patients.gbNhsNumber,
  clinicianName: clinicians.name,
  completedByName: completer,
};

export type QueueRow = {
  task: UkTaskRow;
  patientGivenName: string;
  patientFamilyName: string;
  patientNhsNumber: string | null;
  clinicianName: string;
  completedByName: string | null;
};

/** The pool's open published tasks, by due time (so the overdue first), those without a due time last. */
export async function openQueue(db: Db, poolId: string): Promise<QueueRow[]> {
  return db
    .select(queueColumns)
    .from(ukTasks)
    .innerJoin(patients, eq(patients.id, ukTasks.patientId))
    .innerJoin(clinicians, eq(clinicians.id, ukTasks.clinicianId))
    .where(and(eq(ukTasks.poolId, poolId), eq(ukTasks.status, 'PUBLISHED'), isNull(ukTasks.completedAt)))
    .orderBy(sql`${ukTasks.dueAt} asc nulls last`, asc(ukTasks.publishedAt), asc(ukTasks.id))
    .limit(500);
}

export async function findQueueTask(db: Db, id: string): Promise<QueueRow | null> {
  return firstOrNull(
    db
      .select(queueColumns)
      .from(ukTasks)
      .innerJoin(patients, eq(patients.id, ukTasks.patientId))
      .innerJoin(clinicians, eq(clinicians.id, ukTasks.clinicianId))
      .where(and(eq(ukTasks.id, id), eq(ukTasks.status, 'PUBLISHED'))),
  );
}

/** Records who completed the task and when; false when someone already had. */
export async function setCompleted(db: Db, id: string, clinicianId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ukTasks)
    .set({ completedAt: now, completedBy: clinicianId, updatedAt: now })
    .where(and(eq(ukTasks.id, id), eq(ukTasks.status, 'PUBLISHED'), isNull(ukTasks.completedAt)))
    .returning({ id: ukTasks.id });
  return rows.length > 0;
}

export async function findCheckboxes(db: Db, meetingId: string): Promise<UkClinicianCheckboxes | null> {
  return firstOrNull(
    db
      .select({
        clearInstructions: ukClinicianCheckboxes.clearInstructions,
        correctDocuments: ukClinicianCheckboxes.correctDocuments,
        noTasksConfirmation: ukClinicianCheckboxes.noTasksConfirmation,
        noPrescriptionsConfirmation: ukClinicianCheckboxes.noPrescriptionsConfirmation,
      })
      .from(ukClinicianCheckboxes)
      .where(eq(ukClinicianCheckboxes.meetingId, meetingId)),
  );
}

export async function upsertCheckboxes(
  db: Db,
  meetingId: string,
  values: Partial<UkClinicianCheckboxes>,
  clinicianId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(ukClinicianCheckboxes)
    .values({ meetingId, ...values, updatedBy: clinicianId, updatedAt: now })
    .onConflictDoUpdate({
      target: ukClinicianCheckboxes.meetingId,
      set: { ...values, updatedBy: clinicianId, updatedAt: now },
    });
}
