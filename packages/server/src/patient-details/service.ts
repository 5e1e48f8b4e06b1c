import type {
  ContactPerson,
  HealthObservationsResponse,
  PatientOverview,
  PatientWarningsResponse,
  ProrenataWarningsResponse,
} from '@konsult/domain';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import { deny } from '../platform/access';
import { auditSuccess } from '../platform/audit';
import { notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { toContactPerson, toInsuranceClaim, toObservation, toWarning } from './mapper';
import {
  findContactPerson,
  findInsuranceClaim,
  findListing,
  findMeetingParties,
  latestHealthCheckScore,
  listObservations,
  listWarnings,
} from './repo';

/**
 * What the patient tab reads besides the meeting (seed 001 §2.3, §3): warnings, the records system's access
 * warnings, the French contact person, health observations and the overview. Access to the patient or meeting was
 * established before these run (x-patient-data); each read leaves a success row in the audit trail.
 */

export async function getWarnings({ db, request, access }: RequestContext): Promise<PatientWarningsResponse> {
  const rows = await listWarnings(db, access.patientId);
  await auditSuccess(db, request, 'patient_warnings.read');
  return { warnings: rows.map(toWarning) };
}

export async function getProrenataWarnings(
  { db, request, access }: RequestContext,
  recordsSystem: RecordsSystem,
): Promise<ProrenataWarningsResponse> {
  const codes = await recordsSystem.accessWarnings(access.patientId);
  await auditSuccess(db, request, 'prorenata_warnings.read');
  return { codes };
}

/**
 * France: the contact person of the meeting's patient. A patient other than the meeting's is refused like any
 * patient the clinician may not see; a patient without one is 404 too, which the client treats as none.
 */
export async function getContactPerson(
  { db, request, access }: RequestContext<MeetingAccess>,
  patientId: string,
): Promise<ContactPerson> {
  if (patientId !== access.patientId) {
    return deny(db, request, {
      action: 'contact_person.read',
      resourceType: 'patient',
      resourceId: patientId,
      patientId,
    });
  }
  const row = await findContactPerson(db, patientId);
  await auditSuccess(db, request, 'contact_person.read');
  if (!row) throw notFound();
  return toContactPerson(row);
}

export async function getObservations(
  { db, request, access }: RequestContext,
  history: boolean,
): Promise<HealthObservationsResponse> {
  const rows = await listObservations(db, access.patientId, !history);
  await auditSuccess(db, request, 'health_observations.read');
  return { observations: rows.map(toObservation) };
}

/**
 * The patient tab's overview. With a meeting (the consultation screen) it adds the meeting's insurance claim and
 * whether its child's relationship to the patient was verified; the meeting must be the clinician's and this
 * patient's, else 404 as for any meeting they may not see. Without one (the meetingless view) both are null.
 */
export async function getOverview(
  { db, request, principal, access }: RequestContext,
  meetingId: string | undefined,
): Promise<PatientOverview> {
  const patientId = access.patientId;
  const meeting = meetingId ? await findMeetingParties(db, meetingId) : null;
  if (meetingId && (meeting?.clinicianId !== principal.id || meeting.patientId !== patientId)) {
    return deny(db, request, {
      action: 'patient_overview.read',
      resourceType: 'meeting',
      resourceId: meetingId,
      patientId: meeting?.patientId ?? patientId,
    });
  }
  const [score, claim, listing] = await Promise.all([
    latestHealthCheckScore(db, patientId),
    meetingId ? findInsuranceClaim(db, meetingId) : null,
    findListing(db, patientId),
  ]);
  // The route reaches the patient; the meeting it was asked with, checked above, is what the row names.
  await auditSuccess(db, request, 'patient_overview.read', meetingId ? { type: 'meeting', id: meetingId } : undefined);
  return {
    healthCheckScore: score && {
      totalScore: score.totalScore,
      physicalScore: score.physicalScore,
      mentalScore: score.mentalScore,
      maxScore: score.maxScore,
    },
    insuranceClaim: claim && toInsuranceClaim(claim),
    listing: listing && {
      isListed: listing.isListed,
      isBvcListed: listing.isBvcListed,
      healthCenter: listing.healthCenter,
    },
    childRelationshipVerified: meeting?.childRelationshipVerified ?? null,
  };
}
