import type {
  EvaluationResponse,
  Me,
  MedicalRecordEntry,
  Meeting,
  MeetingSummary,
  PatientSearchHit,
} from '@konsult/domain';

export function aClinician(overrides: Partial<Me> = {}): Me {
  return {
    id: 'clinician-anna',
    username: 'anna',
    name: 'Anna Berg',
    role: 'clinician',
    profession: 'DOCTOR',
    careType: 'PRIMARY_CARE',
    pool: {
      id: 'pool-se',
      name: 'Primary care Sweden',
      country: 'SE',
      prorenata: false,
      isExternal: false,
      partnership: null,
      partnershipKind: null,
      usesExternalEmr: false,
    },
    specialties: [],
    slotLengthOverride: null,
    countrySpecific: {},
    locale: 'sv',
    signingEnabled: true,
    strikingEnabled: true,
    ...overrides,
  };
}

export function aBritishClinician(): Me {
  return aClinician({
    id: 'clinician-gemma',
    username: 'gemma',
    name: 'Gemma Hughes',
    locale: 'en',
    signingEnabled: false,
    strikingEnabled: false,
    pool: {
      id: 'pool-gb',
      name: 'GP London',
      country: 'GB',
      prorenata: false,
      isExternal: false,
      partnership: null,
      partnershipKind: null,
      usesExternalEmr: false,
    },
  });
}

/** Stina, a Swedish auditor ("logggranskare"): she reads access logs and no records (issue 14). */
export function anAuditor(): Me {
  return aClinician({ id: 'auditor-stina', username: 'stina', name: 'Stina Ek', role: 'auditor' });
}

/** A patient found by their identity number; `ground` says how the signed-in clinician reaches the record. */
export function aPatientSearchHit(overrides: Partial<PatientSearchHit> = {}): PatientSearchHit {
  return {
    id: 'patient-7',
    name: 'Karin Holm',
    idNumber: '191212121212',
    dob: '1912-12-12',
    country: 'SE',
    ground: null,
    ...overrides,
  };
}

export function aMeetingSummary(overrides: Partial<MeetingSummary> = {}): MeetingSummary {
  return {
    id: 'meeting-1',
    patientId: 'patient-1',
    patientName: 'Erik Lund',
    childName: null,
    activityType: 'DEFAULT',
    interventionType: 'VIDEO',
    scheduledStartTime: Date.UTC(2026, 10, 21, 13, 0),
    scheduledEndTime: Date.UTC(2026, 10, 21, 13, 15),
    actualEndTime: null,
    status: 'SCHEDULED',
    ...overrides,
  };
}

export function aMeeting(overrides: Partial<Meeting> = {}): Meeting {
  const start = Date.UTC(2026, 10, 21, 13, 0);
  return {
    id: 'meeting-1',
    activityId: 'activity-1',
    patientId: 'patient-1',
    activityType: 'DEFAULT',
    interventionType: 'VIDEO',
    status: 'SCHEDULED',
    user: {
      id: 'patient-1',
      name: 'Erik Lund',
      idNumber: '19800101-1234',
      givenName: 'Erik',
      familyName: 'Lund',
      maidenName: null,
      gender: 'male',
      avatar: null,
      email: null,
      phone: null,
      address: null,
      ssn: null,
      dob: '1980-01-01',
      language: 'sv',
      highCostCard: null,
      gb: null,
      fr: null,
    },
    child: null,
    accountableCaregiver: { id: 'clinician-anna', name: 'Anna Berg' },
    internalReferral: null,
    careFacility: null,
    bookedTime: start - 86_400_000,
    scheduledStartTime: start,
    startMillis: start,
    endMillis: start + 900_000,
    slotLength: 15,
    actualStartTime: null,
    actualEndTime: null,
    videoCallStartTime: null,
    videoCallEndTime: null,
    isConfirmed: true,
    gotPrescription: false,
    prescriptionDenied: false,
    prescriptionOnly: false,
    prescriptionRenewalId: null,
    symptoms: null,
    marketSpecifics: {},
    meetingMeans: null,
    ...overrides,
  };
}

/** George Whitfield, who joins by a one-time web link (UK): no practice and no NHS number on file. */
export function aOneTimeUserMeeting(overrides: Partial<Meeting> = {}, user: Partial<Meeting['user']> = {}): Meeting {
  const meeting = aMeeting(overrides);
  return {
    ...meeting,
    user: {
      ...meeting.user,
      name: 'George Whitfield',
      gb: {
        practiceId: null,
        practiceName: null,
        nhsNumber: null,
        partnership: null,
        phoneEmr: '+44 117 496 0123',
        isOneTimeUser: true,
      },
      ...user,
    },
  };
}

export function anEntry(overrides: Partial<MedicalRecordEntry> = {}): MedicalRecordEntry {
  const at = Date.UTC(2026, 10, 21, 13, 10);
  return {
    id: 'entry-1',
    entryContentId: 'content-1',
    meetingId: 'meeting-1',
    patientId: 'patient-1',
    templateId: 'medical-record/SE/v1',
    values: {},
    version: 1,
    shareEntry: false,
    signedAt: null,
    strickenAt: null,
    strickenReason: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A Swedish note with every required field answered. */
export const COMPLETE_SE_NOTE = {
  reason_for_contact: 'Sore throat',
  history: 'Three days of sore throat, no fever.',
  assessment: 'Viral pharyngitis.',
  primary_diagnosis: 'J02.9 Acute pharyngitis, unspecified',
  plan: 'Rest, fluids, paracetamol. Return if worse.',
} as const;

/** A Swedish doctor's evaluation with every required field answered. */
export const COMPLETE_SE_EVALUATION = {
  patient_helped: 'true',
  could_have_been_handled_digitally: 'no',
} as const;

export function anEvaluationResponse(overrides: Partial<EvaluationResponse> = {}): EvaluationResponse {
  return {
    evaluation: null,
    templateId: 'evaluation/SE/DOCTOR/v1',
    context: { hasPrescription: false, hasLabReferral: false, hasSpecialistReferral: false, hasSickNote: false },
    ...overrides,
  };
}
