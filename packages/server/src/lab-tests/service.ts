import { labTestSources, type LabMeasurements, type LabTest, type LabTestsMetaResponse } from '@konsult/domain';
import { deny, isUuid } from '../platform/access';
import { auditSuccess } from '../platform/audit';
import { notFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { toLabTest, toLabTestMeta, toMeasurements } from './mapper';
import { findLabEncounter, findLabTest, listCompletedLabTests } from './repo';

/**
 * The health-check tab (seed 001 §2.3, §4, §7): a patient's completed lab tests, one test with its results, and
 * the body measurements of a lab visit. The care relationship with the patient was checked before these run
 * (x-patient-data on patientId). A test or visit must be that patient's: another patient's is refused and audited
 * like any patient the clinician may not see, an unknown one is the same 404.
 */

export async function getLabTests(
  { db, request, access }: RequestContext,
  source: string | undefined,
): Promise<LabTestsMetaResponse> {
  const rows = await listCompletedLabTests(db, access.patientId, labTestSources(source));
  await auditSuccess(db, request, 'lab_tests.read');
  return { labTestsMetaData: rows.map(toLabTestMeta) };
}

/**
 * One test. Only a completed one: tests still at the lab (or cancelled) are not results a clinician should act on,
 * and the list never offers them, so they are 404 here too.
 */
export async function getLabTest({ db, request, access }: RequestContext, labTestId: string): Promise<LabTest> {
  const row = isUuid(labTestId) ? await findLabTest(db, labTestId) : null;
  if (!row || row.status !== 'COMPLETE') throw notFound();
  if (row.patientId !== access.patientId) {
    return deny(db, request, {
      action: 'lab_test.read',
      resourceType: 'patient',
      resourceId: row.patientId,
      patientId: row.patientId,
    });
  }
  await auditSuccess(db, request, 'lab_test.read', { type: 'lab-test', id: row.id });
  return toLabTest(row);
}

export async function getMeasurements(
  { db, request, access }: RequestContext,
  encounterId: string,
): Promise<LabMeasurements> {
  const row = isUuid(encounterId) ? await findLabEncounter(db, encounterId) : null;
  if (!row) throw notFound();
  if (row.patientId !== access.patientId) {
    return deny(db, request, {
      action: 'lab_measurements.read',
      resourceType: 'patient',
      resourceId: row.patientId,
      patientId: row.patientId,
    });
  }
  await auditSuccess(db, request, 'lab_measurements.read', { type: 'lab-encounter', id: row.id });
  return toMeasurements(row);
}
