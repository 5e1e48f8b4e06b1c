import type { FastifyRequest } from 'fastify';
import type { Db } from './db/database';
import { auditEvents, type AuditOutcome } from './db/schema';

export type AuditEvent = {
  action: string;
  outcome: AuditOutcome;
  patientId?: string | null;
  resourceType?: string;
  resourceId?: string;
  /** Defaults to the signed-in clinician. */
  actorClinicianId?: string | null;
  /** What the actor named when there is no actor yet, e.g. the username of a failed sign-in. */
  subject?: string | null;
};

/** Appends one row to the append-only audit trail (a trigger refuses updates and deletes). */
export async function audit(db: Db, request: FastifyRequest, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    outcome: event.outcome,
    patientId: event.patientId ?? null,
    resourceType: event.resourceType ?? null,
    resourceId: event.resourceId ?? null,
    actorClinicianId: event.actorClinicianId === undefined ? (request.principal?.id ?? null) : event.actorClinicianId,
    subject: event.subject ?? null,
    requestId: request.id,
    ip: request.ip,
  });
}
