import type { ContactPerson, HealthObservation, InsuranceClaim, PatientWarning } from '@konsult/domain';
import type { findContactPerson, findInsuranceClaim, listObservations, listWarnings } from './repo';

type Row<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

/** Database rows become the wire shapes of packages/domain/src/api/record-pane.ts here and nowhere else. */
export function toWarning(row: Row<typeof listWarnings>[number]): PatientWarning {
  return {
    warningId: row.id,
    type: row.type,
    reason: row.reason,
    note: row.note,
    clinicianName: row.clinicianName,
    createdAt: row.createdAt.getTime(),
  };
}

export function toContactPerson(row: Row<typeof findContactPerson>): ContactPerson {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    relationship: row.relationship,
  };
}

export function toObservation(row: Row<typeof listObservations>[number]): HealthObservation {
  return {
    propertyName: row.propertyName,
    values: row.values,
    createdAt: row.createdAt.getTime(),
    sourceDetails: { name: row.sourceName },
    responseSetId: row.responseSetId,
  };
}

export function toInsuranceClaim(row: Row<typeof findInsuranceClaim>): InsuranceClaim {
  return {
    insuranceNumber: row.insuranceNumber,
    company: row.company,
    isRevoked: row.isRevoked,
    validFrom: row.validFrom,
    validTo: row.validTo,
    triageNote: row.triageNote,
    attachments: row.attachments,
    remainedAppointments: row.remainedAppointments,
    numberOfAppointments: row.numberOfAppointments,
  };
}
