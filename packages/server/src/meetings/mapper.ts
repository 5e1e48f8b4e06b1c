import type { Meeting, MeetingSummary } from '@konsult/domain';
import type { MeetingListRow, OwnMeetingRow } from './repo';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** Database rows become the wire shape here and nowhere else (style §9). */
export function toMeetingSummary(row: MeetingListRow): MeetingSummary {
  const m = row.meeting;
  const start = m.scheduledStartTime.getTime();
  return {
    id: m.id,
    patientId: m.patientId,
    patientName: `${row.patientGivenName} ${row.patientFamilyName}`,
    childName: row.childName,
    activityType: m.activityType,
    interventionType: m.interventionType,
    scheduledStartTime: start,
    scheduledEndTime: start + m.slotLengthMinutes * 60_000,
    actualEndTime: ms(m.actualEndTime),
    status: m.status,
  };
}

export function toMeeting(row: OwnMeetingRow): Meeting {
  const { meeting: m, patient: p, child: c } = row;
  const start = m.scheduledStartTime.getTime();
  return {
    id: m.id,
    activityId: m.id,
    patientId: m.patientId,
    activityType: m.activityType,
    interventionType: m.interventionType,
    status: m.status,
    user: {
      id: p.id,
      name: `${p.givenName} ${p.familyName}`,
      idNumber: p.idNumber,
      givenName: p.givenName,
      familyName: p.familyName,
      maidenName: p.maidenName,
      gender: p.gender,
      avatar: null,
      email: p.email,
      phone: p.phone,
      address:
        p.address && p.zip && p.city
          ? {
              address: p.address,
              zip: p.zip,
              city: p.city,
              countyId: p.countyId,
              country: p.addressCountry ?? p.country,
            }
          : null,
      ssn: p.country === 'SE' || p.country === 'NO' || p.country === 'FR' ? p.idNumber : null,
      dob: p.dob,
      language: p.preferredLanguage,
      highCostCard: p.seHighCostCard,
      gb:
        p.country === 'GB'
          ? {
              practiceId: p.gbPracticeId,
              practiceName: p.gbPracticeName,
              nhsNumber: p.gbNhsNumber,
              partnership: p.gbPartnership,
              phoneEmr: p.gbPhoneEmr,
              isOneTimeUser: p.gbIsOneTimeUser,
            }
          : null,
      fr: p.country === 'FR' ? { statusAme: p.frStatusAme ?? false, statusCmuc: p.frStatusCmuc ?? false } : null,
    },
    child: c
      ? { id: c.id, name: c.name, gender: c.gender, gb: p.country === 'GB' ? { nhsNumber: c.gbNhsNumber } : null }
      : null,
    accountableCaregiver: { id: row.caregiverId, name: row.caregiverName },
    internalReferral: m.internalReferral,
    careFacility:
      row.careFacilityId && row.careFacilityName ? { id: row.careFacilityId, name: row.careFacilityName } : null,
    bookedTime: m.bookedTime.getTime(),
    scheduledStartTime: start,
    startMillis: start,
    endMillis: start + m.slotLengthMinutes * 60_000,
    slotLength: m.slotLengthMinutes,
    actualStartTime: ms(m.actualStartTime),
    actualEndTime: ms(m.actualEndTime),
    videoCallStartTime: ms(m.videoCallStartTime),
    videoCallEndTime: ms(m.videoCallEndTime),
    isConfirmed: m.isConfirmed,
    gotPrescription: m.gotPrescription,
    prescriptionDenied: m.prescriptionDenied,
    prescriptionOnly: m.prescriptionOnly,
    prescriptionRenewalId: m.prescriptionRenewalId,
    symptoms:
      m.symptomsFormName && m.symptomsSurveyInformationId
        ? { formName: m.symptomsFormName, surveyInformationId: m.symptomsSurveyInformationId }
        : null,
    marketSpecifics: m.marketSpecifics,
    meetingMeans: m.meetingMeans ?? null,
  };
}
