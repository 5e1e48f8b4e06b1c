import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  ACCESS_LOG_MAX_DAYS,
  accessLogRangeIssue,
  addIsoDays,
  MARKET_TIME_ZONE,
  parseIsoDate,
  startOfDay,
  type AccessLog,
  type AccessLogActor,
  type AccessLogEntry,
  type AccessLogQuery,
  type AccessLogRangeIssue,
} from '@konsult/domain';
import { isUuid } from '../platform/access';
import { audit } from '../platform/audit';
import { auditEvents, clinicians, emergencyAccess, patients, pools } from '../platform/db/schema';
import { AppError, notFound } from '../platform/errors';
import type { ClinicianContext } from '../platform/http';
import { LINK_SUBJECT } from '../patient-links/repo';
import { accessLogPart } from './parts';

/** More rows than any patient's year holds; an extract that reaches it says so by ending there (docs/api.md). */
export const ACCESS_LOG_MAX_ROWS = 20_000;

const badRange = (message: string) =>
  new AppError(400, 'invalid_input', message, [{ path: 'query.to', code: 'invalid_range', message }]);

const RANGE_MESSAGES: Record<AccessLogRangeIssue, string> = {
  invalidDate: 'Give the period as two calendar days, YYYY-MM-DD.',
  toBeforeFrom: 'The period ends before it starts.',
  tooLong: `The period is at most ${ACCESS_LOG_MAX_DAYS} days.`,
};

/** The instants [start, end) the auditor's calendar days `from`..`to` (both included) cover in their market. */
function periodOf(query: AccessLogQuery, timeZone: string): { start: number; end: number } {
  const issue = accessLogRangeIssue(query);
  if (issue) throw badRange(RANGE_MESSAGES[issue]);
  const day = (iso: string) => parseIsoDate(iso)!;
  return { start: startOfDay(day(query.from), timeZone), end: startOfDay(day(addIsoDays(query.to, 1)), timeZone) };
}

/**
 * The patient's access-log extract (issue 14): every audit row that names the patient in the period, oldest first,
 * with who (staff by name and profession, the patient through their link), which part of the record, the outcome,
 * the ground, and for emergency access the reason the clinician gave. Auditors of the patient's market only: anyone
 * else, or a patient of another market, gets the same 404 as an unknown id, audited as denied. The extract is itself
 * audited (after it is read, so it lists the earlier extracts, not itself).
 */
export async function readAccessLog(
  { db, request, principal }: ClinicianContext,
  patientId: string,
  query: AccessLogQuery,
  action: 'access_log.read' | 'access_log.pdf',
): Promise<AccessLog> {
  const [patient] = isUuid(patientId) ? await db.select().from(patients).where(eq(patients.id, patientId)) : [];
  if (!patient || principal.role !== 'auditor' || patient.country !== principal.pool.country) {
    await audit(db, request, {
      action,
      outcome: 'denied',
      resourceType: 'patient',
      resourceId: patientId,
      patientId: patient?.id ?? null,
    });
    throw notFound();
  }
  const timeZone = MARKET_TIME_ZONE[principal.pool.country];
  const { start, end } = periodOf(query, timeZone);

  const rows = await db
    .select({
      at: auditEvents.at,
      action: auditEvents.action,
      outcome: auditEvents.outcome,
      ground: auditEvents.ground,
      subject: auditEvents.subject,
      actorId: auditEvents.actorClinicianId,
      actorName: clinicians.name,
      actorProfession: clinicians.profession,
      actorPool: pools.name,
    })
    .from(auditEvents)
    .leftJoin(clinicians, eq(clinicians.id, auditEvents.actorClinicianId))
    .leftJoin(pools, eq(pools.id, clinicians.poolId))
    .where(
      and(
        eq(auditEvents.patientId, patient.id),
        gte(auditEvents.at, new Date(start)),
        lt(auditEvents.at, new Date(end)),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id))
    .limit(ACCESS_LOG_MAX_ROWS);

  // The reasons: every emergency access to the patient that was in force at some point of the period.
  const accesses = await db
    .select()
    .from(emergencyAccess)
    .where(
      and(
        eq(emergencyAccess.patientId, patient.id),
        lt(emergencyAccess.startedAt, new Date(end)),
        gte(emergencyAccess.expiresAt, new Date(start)),
      ),
    )
    .orderBy(asc(emergencyAccess.startedAt));
  const reasonAt = (clinicianId: string | null, at: Date): string | null => {
    if (!clinicianId) return null;
    // The latest access of that clinician in force at that instant.
    const covering = accesses.filter((a) => a.clinicianId === clinicianId && a.startedAt <= at && at <= a.expiresAt);
    return covering.at(-1)?.reason ?? null;
  };

  const entries = rows.map((row): AccessLogEntry => {
    const actor: AccessLogActor =
      row.actorId && row.actorName && row.actorProfession
        ? {
            kind: 'staff',
            id: row.actorId,
            name: row.actorName,
            profession: row.actorProfession,
            pool: row.actorPool ?? '',
          }
        : row.subject === LINK_SUBJECT
          ? { kind: 'patient' }
          : { kind: 'unknown' };
    return {
      at: row.at.getTime(),
      actor,
      part: accessLogPart(row.action),
      action: row.action,
      outcome: row.outcome,
      ground: row.ground ?? null,
      reason: row.ground === 'emergency' ? reasonAt(row.actorId, row.at) : null,
    };
  });

  await audit(db, request, {
    action,
    outcome: 'success',
    resourceType: 'patient',
    resourceId: patient.id,
    patientId: patient.id,
  });
  return {
    patient: {
      id: patient.id,
      name: `${patient.givenName} ${patient.familyName}`,
      idNumber: patient.idNumber,
      country: patient.country,
    },
    from: query.from,
    to: query.to,
    timeZone,
    entries,
  };
}
