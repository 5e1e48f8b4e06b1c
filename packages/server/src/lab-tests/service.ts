import { labTestSources, type LabMeasurements, type LabTest, type LabTestsMetaResponse } from '@konsult/domain';
import { isUuid } from '../platform/access';
import { auditSuccess } from '../platform/audit';
import type { RequestContext } from '../platform/http';
import { patientRow } from '../platform/scoped-row';
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
export async function getLabTest(context: RequestContext, labTestId: string): Promise<LabTest> {
  const found = isUuid(labTestId) ? await findLabTest(context.db, labTestId) : null;
  const row = await patientRow(context, 'lab_test.read', found?.status === 'COMPLETE' ? found : null);
  await auditSuccess(context.db, context.request, 'lab_test.read', { type: 'lab-test', id: row.id });
  return toLabTest(row);
}

export async function getMeasurements(context: RequestContext, encounterId: string): Promise<LabMeasurements> {
  const found = isUuid(encounterId) ? await findLabEncounter(context.db, encounterId) : null;
  const row = await patientRow(context, 'lab_measurements.read', found);
  await auditSuccess(context.db, context.request, 'lab_measurements.read', { type: 'lab-encounter', id: row.id });
  return toMeasurements(row);
}
