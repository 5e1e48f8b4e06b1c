import { professionTitle, type Appointment } from '@konsult/domain';
import type { UpcomingMeetingRow } from './repo';

const MINUTE = 60_000;

/**
 * A booked meeting as seed 001 §3 "Appointment". Our meetings hold less than the seed's booking system: a meeting
 * is booked by the patient unless a colleague referred them internally (then the referral names the booker and
 * their message); nobody drops in; the care facility is the clinician's pool.
 */
export function toAppointment(row: UpcomingMeetingRow): Appointment {
  const referral = row.internalReferral;
  const start = row.scheduledStartTime.getTime();
  return {
    meetingId: row.id,
    interventionType: row.interventionType,
    careFacilityName: row.poolName,
    clinician: { name: row.clinicianName, clinicianTitle: professionTitle(row.profession, row.country) },
    bookedByPatient: referral === null && row.bookedBy === null,
    bookerClinician: referral?.bookerName ?? row.bookedBy?.name ?? null,
    // The referral does not record how the referring meeting was held.
    bookerInterventionType: null,
    confirmed: row.isConfirmed,
    bookerMessage: referral?.message ?? (row.bookedBy?.message || null),
    startTime: start,
    endTime: start + row.slotLengthMinutes * MINUTE,
    dropin: false,
    isInternalReferral: referral !== null,
    symptomId: row.symptomsSurveyInformationId,
  };
}
