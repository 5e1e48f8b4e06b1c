import type { PatientDataMarker } from './principal';
import { deny } from './access';
import { notFound } from './errors';
import type { MeetingAccess, RequestContext } from './http';

/**
 * A row asked for by its own id, checked against the patient or meeting the request was let into (x-patient-data):
 * a missing row is 404, and another patient's or meeting's is the same 404, audited as denied, so that "missing" and
 * "not yours" answer alike.
 */
async function scopedRow<Row extends { patientId: string }>(
  { db, request }: Pick<RequestContext, 'db' | 'request'>,
  action: string,
  row: Row | null,
  scope: { resourceType: PatientDataMarker['resource']; idOf: (row: Row) => string; reached: string | null },
): Promise<Row> {
  if (!row) throw notFound();
  const resourceId = scope.idOf(row);
  if (resourceId !== scope.reached) {
    await deny(db, request, { action, resourceType: scope.resourceType, resourceId, patientId: row.patientId });
  }
  return row;
}

/** The row, if it is of the patient the request reached; else 404 (see `scopedRow`). */
export function patientRow<Row extends { patientId: string }>(
  context: RequestContext,
  action: string,
  row: Row | null,
) {
  const reached = context.access.patientId;
  return scopedRow(context, action, row, { resourceType: 'patient', idOf: (r) => r.patientId, reached });
}

/** The row, if it is of the meeting the request reached; else 404 (see `scopedRow`). */
export function meetingRow<Row extends { meetingId: string; patientId: string }>(
  context: RequestContext<MeetingAccess>,
  action: string,
  row: Row | null,
) {
  const reached = context.access.meetingId;
  return scopedRow(context, action, row, { resourceType: 'meeting', idOf: (r) => r.meetingId, reached });
}
