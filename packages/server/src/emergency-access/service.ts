import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { EmergencyAccess, EmergencyAccessBody } from '@konsult/domain';
import { isUuid } from '../platform/access';
import { audit } from '../platform/audit';
import { emergencyAccess, patients } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import type { ClinicianContext } from '../platform/http';

const toAccess = (row: typeof emergencyAccess.$inferSelect): EmergencyAccess => ({
  patientId: row.patientId,
  reason: row.reason,
  startedAt: row.startedAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

/**
 * Opens a patient's record to a clinician without a care relationship, for `hours`, with the reason they stated:
 * stored, and audited as emergency access with the reason's row id. A patient of another market, an unknown one, or
 * an account that is no clinician (an auditor reaches no record) is a 404, audited as denied.
 */
export async function startEmergencyAccess(
  { db, request, principal }: ClinicianContext,
  body: EmergencyAccessBody,
  hours: number,
): Promise<EmergencyAccess> {
  const [patient] = isUuid(body.patientId)
    ? await db
        .select({ id: patients.id, country: patients.country })
        .from(patients)
        .where(eq(patients.id, body.patientId))
    : [];
  if (!patient || principal.role !== 'clinician' || patient.country !== principal.pool.country) {
    await audit(db, request, {
      action: 'emergency_access.start',
      outcome: 'denied',
      resourceType: 'patient',
      resourceId: body.patientId,
      // Named only when it is a real patient: an id a caller made up starts no log.
      patientId: patient?.id ?? null,
    });
    throw notFound();
  }
  const now = new Date();
  const id = randomUUID();
  const [row] = await db
    .insert(emergencyAccess)
    .values({
      id,
      clinicianId: principal.id,
      patientId: patient.id,
      reason: body.reason,
      startedAt: now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    })
    .returning();
  await audit(db, request, {
    action: 'emergency_access.start',
    outcome: 'success',
    patientId: patient.id,
    resourceType: 'emergency-access',
    resourceId: id,
    ground: 'emergency',
  });
  return toAccess(row!);
}

/** The clinician's emergency access to the patient in force now, the latest if several. */
export async function currentEmergencyAccess(
  { db, principal }: ClinicianContext,
  patientId: string,
): Promise<EmergencyAccess | null> {
  if (!isUuid(patientId)) return null;
  const [row] = await db
    .select()
    .from(emergencyAccess)
    .where(
      and(
        eq(emergencyAccess.clinicianId, principal.id),
        eq(emergencyAccess.patientId, patientId),
        gt(emergencyAccess.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emergencyAccess.expiresAt))
    .limit(1);
  return row ? toAccess(row) : null;
}
