import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessGround } from '@konsult/domain';
import { prepared, type Db } from './db/database';
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
  /** On what ground the patient's data was reached; defaults to the request's established access. */
  ground?: AccessGround | null;
};

type AuditRow = typeof auditEvents.$inferInsert;

/**
 * Appends one row to the append-only audit trail (a trigger refuses updates and deletes). The
 * promise settles once the row is committed, so no response leaves before its audit row exists.
 */
export async function audit(db: Db, request: FastifyRequest, event: AuditEvent): Promise<void> {
  await writerFor(db).append(toRow(request, event));
}

/**
 * The same row, written by the caller's transaction: it commits or rolls back with the change it
 * records (e.g. an outbox message and the audit of sending it).
 */
export async function auditWithin(tx: Db, request: FastifyRequest, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values(toRow(request, event));
}

/**
 * Many rows of one request as one multi-row insert (e.g. a list whose every item is an audited read): committed
 * together before the promise settles. Nothing to write: no statement.
 */
export async function auditMany(db: Db, request: FastifyRequest, events: readonly AuditEvent[]): Promise<void> {
  const rows = events.map((event) => toRow(request, event));
  for (let start = 0; start < rows.length; start += MAX_BATCH) {
    const batch = rows.slice(start, start + MAX_BATCH);
    if (batch.length === 1) await insertOne(db).execute(batch[0]!);
    else await insertMany(db, batch);
  }
}

/** What a patient-data request reached, as its audit row names it: the entry, else the meeting, else the patient. */
export type AuditedResource = { type: string; id: string };

function reached(request: FastifyRequest, resource: AuditedResource | undefined): AuditEvent {
  const access = request.access;
  if (!access) throw new Error('auditSuccess on a route without x-patient-data');
  const { type, id } =
    resource ??
    (access.entryId
      ? { type: 'medical-record-entry', id: access.entryId }
      : access.meetingId
        ? { type: 'meeting', id: access.meetingId }
        : { type: 'patient', id: access.patientId });
  return { action: '', outcome: 'success', patientId: access.patientId, resourceType: type, resourceId: id };
}

/**
 * Audits a success on the patient data the request's access reached (its patient; the entry, meeting or patient as
 * the resource unless `resource` names another, e.g. the document read).
 */
export async function auditSuccess(
  db: Db,
  request: FastifyRequest,
  action: string,
  resource?: AuditedResource,
): Promise<void> {
  await audit(db, request, { ...reached(request, resource), action });
}

/** The same row, written by the caller's transaction (it commits with the change it records). */
export async function auditSuccessWithin(
  tx: Db,
  request: FastifyRequest,
  action: string,
  resource?: AuditedResource,
): Promise<void> {
  await auditWithin(tx, request, { ...reached(request, resource), action });
}

/**
 * Audits a refusal or a failure on patient data the request's access reached: its patient, and the resource it was
 * refused for (the prescription, the renewal …). Denied: the clinician may not; failure: a partner system refused.
 */
export async function auditRefused(
  ctx: { db: Db; request: FastifyRequest; access: { patientId: string } },
  action: string,
  outcome: 'denied' | 'failure',
  resource: AuditedResource,
): Promise<void> {
  await audit(ctx.db, ctx.request, {
    action,
    outcome,
    patientId: ctx.access.patientId,
    resourceType: resource.type,
    resourceId: resource.id,
  });
}

function toRow(request: FastifyRequest, event: AuditEvent): AuditRow {
  return {
    action: event.action,
    outcome: event.outcome,
    patientId: event.patientId ?? null,
    resourceType: event.resourceType ?? null,
    resourceId: event.resourceId ?? null,
    actorClinicianId: event.actorClinicianId === undefined ? (request.principal?.id ?? null) : event.actorClinicianId,
    subject: event.subject ?? null,
    requestId: request.id,
    ip: request.ip,
    ground: event.ground === undefined ? (request.access?.ground ?? null) : event.ground,
  };
}

const insertOne = (db: Db) =>
  prepared(db, 'audit_insert', (d, name) =>
    d
      .insert(auditEvents)
      .values({
        action: sql.placeholder('action'),
        outcome: sql.placeholder('outcome'),
        patientId: sql.placeholder('patientId'),
        resourceType: sql.placeholder('resourceType'),
        resourceId: sql.placeholder('resourceId'),
        actorClinicianId: sql.placeholder('actorClinicianId'),
        subject: sql.placeholder('subject'),
        requestId: sql.placeholder('requestId'),
        ip: sql.placeholder('ip'),
        ground: sql.placeholder('ground'),
      })
      .prepare(name),
  );

/** Many rows as one statement of fixed shape: the rows travel as one JSON parameter. */
async function insertMany(db: Db, rows: AuditRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      action: r.action,
      outcome: r.outcome,
      patient_id: r.patientId,
      resource_type: r.resourceType,
      resource_id: r.resourceId,
      actor_clinician_id: r.actorClinicianId,
      subject: r.subject,
      request_id: r.requestId,
      ip: r.ip,
      ground: r.ground,
    })),
  );
  await db.execute(sql`
    INSERT INTO audit_events (action, outcome, patient_id, resource_type, resource_id, actor_clinician_id, subject, request_id, ip, ground)
    SELECT action, outcome, patient_id, resource_type, resource_id, actor_clinician_id, subject, request_id, ip, ground
    FROM json_populate_recordset(NULL::audit_events, ${json}::json)`);
}

const MAX_BATCH = 500;

/**
 * Group commit: rows appended in the same event-loop turn, or while an insert is in flight, go
 * in one insert. Alone, a row costs one insert as before; under load, many requests share a
 * round trip instead of queueing behind each other's (PGlite runs on this thread, so without the
 * wait every insert would carry a single row).
 */
class AuditWriter {
  private readonly queue: { row: AuditRow; settle: (error?: unknown) => void }[] = [];
  private flushing = false;

  constructor(private readonly db: Db) {}

  append(row: AuditRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.flushing) {
        this.flushing = true;
        // Wait for the rest of this event-loop turn: the requests read from the same batch of
        // sockets join this insert instead of each starting their own.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        if (batch.length === 1) await insertOne(this.db).execute(batch[0]!.row);
        else
          await insertMany(
            this.db,
            batch.map((b) => b.row),
          );
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error ?? new Error('audit insert failed'));
      }
    }
    this.flushing = false;
  }
}

const writers = new WeakMap<Db, AuditWriter>();

function writerFor(db: Db): AuditWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new AuditWriter(db)));
  return writer;
}
