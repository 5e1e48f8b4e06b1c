import type { InsurerReportInput } from '@konsult/domain';

/**
 * What the server gathers for Hannah Clarke's report (a Vitality at Work member) after a video consultation on a
 * summer afternoon: booked for 14:00 London time (13:00 UTC), begun at 14:02:05, ended at 14:14:45.
 */
export function aReportInput(overrides: Partial<InsurerReportInput> = {}): InsurerReportInput {
  return {
    kryUserId: 'patient-hannah',
    sendPatientInboxMessage: true,
    meetingId: 'meeting-hannah-1',
    appointmentStatus: 'Completed',
    scheduledAt: '2026-07-14T13:00:00Z',
    actualStartAt: '2026-07-14T13:02:05Z',
    actualEndAt: '2026-07-14T13:14:45Z',
    gp: { id: 'gp-1', name: 'Dr Rebecca Shaw', professionalNumber: '7012345' },
    member: {
      memberEntityNumber: 'VH-100205',
      patientEntityNumber: 'VH-100205',
      phoneNumber: '07700 900205',
      emailAddress: 'hannah@example.com',
      contactConsent: true,
      dateOfBirth: '1983-12-01',
      staffSchemeIndicator: null,
    },
    policy: { policyNumber: 'VHP-77410293', hasVitalityAtWork: true, hasVitalityEssentials: false },
    memberSelectedSymptoms: ['Headache'],
    memberChiefComplaint: 'Headaches for six weeks',
    diagnoses: ['R51 - Headache'],
    comorbidities: [],
    comorbidityOther: null,
    outcomes: [
      { name: 'Routine Referral to Consultant', subOutcome: 'No sub-outcome required', selfPay: false, rules: [] },
      { name: 'Physiotherapy', subOutcome: 'Neck', selfPay: true, rules: [] },
    ],
    nonClaimOutcomes: [{ name: 'Referral to Vitality', subOutcome: 'Personal Details Update', selfPay: false }],
    referralRoutes: [{ type: 'physio', chosen: true }],
    bodyArea: 'Head',
    accidentCause: 'None',
    medicalRecordFormValueMap: {},
    emr: 'semble',
    partnership: 'vitality',
    practiceId: null,
    patientId: 'patient-hannah',
    userId: 'patient-hannah',
    ...overrides,
  };
}
