import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/database';
import { meetings } from './db/schema';
import { audit } from './audit';
import { notFound } from './errors';
import type { Access, Principal } from './principal';

/**
 * Access control in one place (architecture §7). A clinician reaches a meeting only if it is
 * assigned to them, and a patient only through a care relationship: a meeting with that patient
 * assigned to them. Everything else is 404 with the same body as a missing id, and an audit row.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths; a malformed one is as unknown as a missing one (and must not reach SQL as uuid). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** SQL predicate: the meeting row is the clinician's own. */
export function ownMeeting(principal: Principal): SQL {
  return eq(meetings.clinicianId, principal.id);
}

/** SQL predicate: the clinician has a care relationship with the patient in `patientIdColumn`. */
export function careRelationship(principal: Principal, patientIdColumn: SQL | typeof meetings.patientId): SQL {
  return sql`EXISTS (SELECT 1 FROM ${meetings} m WHERE m.patient_id = ${patientIdColumn} AND m.clinician_id = ${principal.id})`;
}

/** Resolves a meeting the clinician may act on, or audits the denial and throws 404. */
export async function requireMeeting(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  meetingId: string,
  action: string,
): Promise<Access> {
  if (isUuid(meetingId)) {
    const [row] = await db
      .select({ meetingId: meetings.id, patientId: meetings.patientId })
      .from(meetings)
      .where(and(eq(meetings.id, meetingId), ownMeeting(principal)));
    if (row) return row;
  }
  return deny(db, request, { action, resourceType: 'meeting', resourceId: meetingId });
}

/** Checks the care relationship with a patient, or audits the denial and throws 404. */
export async function requirePatient(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  patientId: string,
  action: string,
): Promise<Access> {
  if (isUuid(patientId)) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(meetings)
      .where(and(eq(meetings.patientId, patientId), ownMeeting(principal)))
      .limit(1);
    if (row) return { meetingId: null, patientId };
  }
  return deny(db, request, {
    action,
    resourceType: 'patient',
    resourceId: patientId,
    patientId: isUuid(patientId) ? patientId : null,
  });
}

/**
 * Records a refused look-up and throws the same 404 a missing id gets. When the resource is a
 * meeting that exists, the row names its patient, so a patient's access log shows the attempt.
 */
export async function deny(
  db: Db,
  request: FastifyRequest,
  target: { action: string; resourceType: 'meeting' | 'patient'; resourceId: string; patientId?: string | null },
): Promise<never> {
  let patientId = target.patientId ?? null;
  if (target.resourceType === 'meeting' && isUuid(target.resourceId)) {
    const [row] = await db
      .select({ patientId: meetings.patientId })
      .from(meetings)
      .where(eq(meetings.id, target.resourceId));
    patientId = row?.patientId ?? null;
  }
  await audit(db, request, {
    action: target.action,
    outcome: 'denied',
    patientId,
    resourceType: target.resourceType,
    resourceId: target.resourceId,
  });
  throw notFound();
}
