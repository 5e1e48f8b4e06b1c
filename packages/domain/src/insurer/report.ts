import {
  MISSING_FORM_VALUE_MAP_ERROR,
  outcomeRequestEntries,
  type OutcomeRequestEntry,
  type OutcomeSelection,
} from './outcomes';

/**
 * The outcome report sent to the insurer when a meeting finishes (seed 002 §3 both payload shapes, §5 appointment
 * timing, §7 insurer calls, §9 constants). The server gathers a `InsurerReportInput`; the builders are pure and return
 * warnings instead of logging them.
 */

export const INSURER_TIME_ZONE = 'Europe/London';
export const MISSING_CLOCK_TIME = '000000';
export const DEFAULT_DURATION = '0000';
export const CAPPED_DURATION = '5959';
export const DEFAULT_STAFF_SCHEME_INDICATOR = 'Missing Vitality staff';
export const DEFAULT_POLICY_NUMBER = 0;
export const MAX_DIAGNOSES = 3;
export const MAX_COMORBIDITIES = 5;
export const AT_WORK_MODULE_CODES = ['B29', 'C41'] as const;
export const ESSENTIALS_MODULE_CODES = ['B28', 'B30'] as const;

/** Appointment outcome statuses (seed 002 §3); `{product} Cancelled` for the product's own cancellation. */
export type AppointmentStatus = 'Abandoned' | 'Completed' | 'Member Cancelled' | 'Missed' | `${string} Cancelled`;

/**
 * The form values the builders read from medicalRecordFormValueMap, named as the payload fields they fill. Strings
 * are sent as written (missing: ''); the yes/no fields accept true or 'Yes'.
 */
export const INSURER_FORM_KEYS = [
  'patientHeldAccidentOrInjury',
  'prescribedAntibiotics',
  'complaints',
  'otherReason',
  'firstSymptomDate',
  'dateofAcuteFlareUp',
  'drugsPrescription',
  'advice',
  'smokingStatus',
  'allergies',
  'customerFeedback',
  'isDrugMedicalUseRelated',
  'infoForVitality',
  'consultationSummary',
  'examinationFindings',
  'managementPlan',
  'reassess',
  'PregnancyRelated',
  'referBackToNHS',
  'outcomesSummaryToMainAccount',
  'confirmFormSubmission',
] as const;
export type InsurerFormKey = (typeof INSURER_FORM_KEYS)[number];

/** What the server gathers for the report. Instants are ISO-8601 strings (UTC or with an offset). */
export type InsurerReportInput = {
  kryUserId: string;
  sendPatientInboxMessage: boolean;
  meetingId: string;
  appointmentStatus: AppointmentStatus;
  scheduledAt: string | null;
  actualStartAt: string | null;
  actualEndAt: string | null;
  gp: { id: string; name: string; professionalNumber: string | null };
  member: {
    memberEntityNumber: string | null;
    patientEntityNumber: string | null;
    phoneNumber: string | null;
    emailAddress: string | null;
    contactConsent: boolean;
    /** yyyy-MM-dd as the insurer profile holds it. */
    dateOfBirth: string | null;
    staffSchemeIndicator: string | null;
  };
  policy: { policyNumber: number | string | null; hasVitalityAtWork: boolean; hasVitalityEssentials: boolean };
  memberSelectedSymptoms: readonly string[];
  memberChiefComplaint: string | null;
  /** Diagnoses as "CODE - title", in the order chosen; only the first three are sent. */
  diagnoses: readonly string[];
  /** Expected an array of strings; anything else is warned about and ignored. */
  comorbidities: unknown;
  comorbidityOther: string | null;
  outcomes: readonly OutcomeSelection[];
  nonClaimOutcomes: readonly OutcomeSelection[];
  /** The referral routes of the older shape's outcome list, in order, each chosen or not. */
  referralRoutes: readonly { type: string; chosen: boolean }[];
  bodyArea: string | null;
  accidentCause: string | null;
  medicalRecordFormValueMap: Readonly<Record<string, unknown>> | null | undefined;
  emr: string | null;
  partnership: string | null;
  practiceId: string | null;
  patientId: string;
  userId: string;
};

export type InsurerReportWarning =
  { code: 'duration-capped'; seconds: number } | { code: 'comorbidities-ignored'; receivedType: string };

export type InsurerReport<T> = { payload: T; warnings: InsurerReportWarning[] };

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: INSURER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(LONDON.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** HHmmss on the Europe/London clock; '000000' when the instant is missing or unreadable. */
export function londonClockTime(iso: string | null | undefined): string {
  const p = iso ? londonParts(iso) : null;
  return p ? `${p.hour}${p.minute}${p.second}` : MISSING_CLOCK_TIME;
}

/** yyyy-MM-dd on the Europe/London calendar; '' when missing. */
export function londonDate(iso: string | null | undefined): string {
  const p = iso ? londonParts(iso) : null;
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/**
 * mmss of the time between start and end: '0000' when either is missing (or the end is before the start), '5959'
 * with a warning from one hour on.
 */
export function appointmentDuration(
  start: string | null | undefined,
  end: string | null | undefined,
): { duration: string; warning: InsurerReportWarning | null } {
  const from = start ? new Date(start).getTime() : NaN;
  const to = end ? new Date(end).getTime() : NaN;
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return { duration: DEFAULT_DURATION, warning: null };
  const seconds = Math.floor((to - from) / 1000);
  if (seconds >= 3600) return { duration: CAPPED_DURATION, warning: { code: 'duration-capped', seconds } };
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return { duration: `${mm}${ss}`, warning: null };
}

/** "Video" if the meeting is completed, otherwise "Patient declined". */
export function consultationMethod(status: AppointmentStatus): 'Video' | 'Patient declined' {
  return status === 'Completed' ? 'Video' : 'Patient declined';
}

/** The part of the diagnosis before the dash (trimmed), or 0 when there is no dash or nothing before it. */
export function medicalConditionCode(diagnosis: string): string | 0 {
  const dash = diagnosis.indexOf('-');
  if (dash < 0) return 0;
  const code = diagnosis.slice(0, dash).trim();
  return code === '' ? 0 : code;
}

/** B29 and C41 for the at-work product, B28 and B30 for essentials (both when the policy has both). */
export function moduleCodes(policy: { hasVitalityAtWork: boolean; hasVitalityEssentials: boolean }): string[] {
  return [
    ...(policy.hasVitalityAtWork ? AT_WORK_MODULE_CODES : []),
    ...(policy.hasVitalityEssentials ? ESSENTIALS_MODULE_CODES : []),
  ];
}

function comorbiditiesOf(value: unknown, warnings: InsurerReportWarning[]): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    warnings.push({ code: 'comorbidities-ignored', receivedType: typeof value });
    return [];
  }
  return value.filter((v): v is string => typeof v === 'string').slice(0, MAX_COMORBIDITIES);
}

type FormMap = Readonly<Record<string, unknown>>;

function formMapOf(input: InsurerReportInput): FormMap {
  if (input.medicalRecordFormValueMap === null || input.medicalRecordFormValueMap === undefined) {
    throw new Error(MISSING_FORM_VALUE_MAP_ERROR);
  }
  return input.medicalRecordFormValueMap;
}

function text(map: FormMap, key: InsurerFormKey): string {
  const value = map[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return '';
}

function yes(map: FormMap, key: InsurerFormKey): boolean {
  const value = map[key];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'yes');
}

/** Yes, No or DontKnow; anything else (or nothing) is DontKnow. */
function drugRelated(map: FormMap): 'Yes' | 'No' | 'DontKnow' {
  const value = map.isDrugMedicalUseRelated;
  if (value === true || value === 'Yes') return 'Yes';
  if (value === false || value === 'No') return 'No';
  return 'DontKnow';
}

/** The older shape, before snake-casing. */
export type InsurerReportV1Fields = {
  consultationId: string;
  gpId: string;
  gpName: string;
  memberEntityNumber: string;
  patientEntityNumber: string;
  consultationStatus: AppointmentStatus;
  appointmentDate: string;
  scheduledAppointmentTime: string;
  actualAppointmentStartTime: string;
  actualAppointmentEndTime: string;
  appointmentDuration: string;
  memberSelectedSymptoms: string[];
  memberChiefComplaint: string;
  guestInvited: false;
  patientHeldAccidentOrInjury: boolean;
  consultationMethod: 'Video' | 'Patient declined';
  prescribedAntibiotics: boolean;
  moduleCodes: string[];
  consultation: {
    patientSymptoms: { complaints: string; otherReason: string; firstSymptomDate: string; dateofAcuteFlareUp: string };
    gpDiagnosis: string[];
    coMorbidity: { comorbidities: string[]; other: string };
    outcomes: { type: string; status: 'Y' | 'N' }[];
    drugsPrescription: string;
    advice: string;
    smokingStatus: string;
    allergies: string;
    customerFeedback: string;
  };
};

/** camelCase → snake_case, e.g. dateofAcuteFlareUp → dateof_acute_flare_up. */
export function snakeCaseKey(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
}

/** Every object key snake-cased, recursively (values untouched). */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCaseKey(k), snakeCaseKeys(v)]));
  }
  return value;
}

/** The older report's fields (camelCase); `buildInsurerReportV1` snake-cases them for the wire. */
export function insurerReportV1Fields(input: InsurerReportInput): InsurerReport<InsurerReportV1Fields> {
  const map = formMapOf(input);
  const warnings: InsurerReportWarning[] = [];
  const { duration, warning } = appointmentDuration(input.actualStartAt, input.actualEndAt);
  if (warning) warnings.push(warning);
  const payload: InsurerReportV1Fields = {
    consultationId: input.meetingId,
    gpId: input.gp.id,
    gpName: input.gp.name,
    memberEntityNumber: input.member.memberEntityNumber ?? '',
    patientEntityNumber: input.member.patientEntityNumber ?? '',
    consultationStatus: input.appointmentStatus,
    appointmentDate: londonDate(input.scheduledAt ?? input.actualStartAt),
    scheduledAppointmentTime: londonClockTime(input.scheduledAt),
    actualAppointmentStartTime: londonClockTime(input.actualStartAt),
    actualAppointmentEndTime: londonClockTime(input.actualEndAt),
    appointmentDuration: duration,
    memberSelectedSymptoms: [...input.memberSelectedSymptoms],
    memberChiefComplaint: input.memberChiefComplaint ?? '',
    guestInvited: false,
    patientHeldAccidentOrInjury: yes(map, 'patientHeldAccidentOrInjury'),
    consultationMethod: consultationMethod(input.appointmentStatus),
    prescribedAntibiotics: yes(map, 'prescribedAntibiotics'),
    moduleCodes: moduleCodes(input.policy),
    consultation: {
      patientSymptoms: {
        complaints: text(map, 'complaints'),
        otherReason: text(map, 'otherReason'),
        firstSymptomDate: text(map, 'firstSymptomDate'),
        dateofAcuteFlareUp: text(map, 'dateofAcuteFlareUp'),
      },
      gpDiagnosis: input.diagnoses.slice(0, MAX_DIAGNOSES),
      coMorbidity: {
        comorbidities: comorbiditiesOf(input.comorbidities, warnings),
        other: input.comorbidityOther ?? '',
      },
      outcomes: input.referralRoutes.map((r) => ({ type: r.type, status: r.chosen ? 'Y' : 'N' })),
      drugsPrescription: text(map, 'drugsPrescription'),
      advice: text(map, 'advice'),
      smokingStatus: text(map, 'smokingStatus'),
      allergies: text(map, 'allergies'),
      customerFeedback: text(map, 'customerFeedback'),
    },
  };
  return { payload, warnings };
}

/** The body of POST/PUT uk/vitality/v2/clinician/consultation: the older shape, snake-cased. */
export function buildInsurerReportV1(input: InsurerReportInput): InsurerReport<Record<string, unknown>> {
  const { payload, warnings } = insurerReportV1Fields(input);
  return { payload: snakeCaseKeys(payload) as Record<string, unknown>, warnings };
}

export type InsurerVitalityData = {
  member: {
    memberEntityNumber: string;
    patientEntityNumber: string;
    contact: { phoneNumber: string; emailAddress: string; consent: boolean };
  };
  appointment: { actualStart: string; actualEnd: string; scheduled: string; duration: string };
  consultation: {
    id: string;
    gp: { gpId: string; gpName: string; clinicianProfessionalNumber: string };
    memberSelectedSymptom: string;
    problems: { type: 'Primary'; medicalConditionCode: string | 0; date: string }[];
    accidentCause: string;
    sideOfBody: string;
    isDrugMedicalUseRelated: 'Yes' | 'No' | 'DontKnow';
    infoForVitality: string;
    consultationSummary: string;
    examinationFindings: string;
    managementPlan: string;
    reassess: string;
    outcomes: OutcomeRequestEntry[];
    additionalData: { PregnancyRelated: string };
  };
  referBackToNHS: boolean;
  outcomesSummaryToMainAccount: boolean;
  confirmFormSubmission: boolean;
  hasVitalityAtWork: boolean;
  hasVitalityEssentials: boolean;
  moduleCodes: string[];
  memberDateOfBirth: string;
  staffSchemeIndicator: string;
  policyNumber: number | string;
  emr: string;
  partnership: string;
  practiceId: string;
  patientId: string;
  userId: string;
  selectedNonClaimOutcomes: OutcomeRequestEntry[];
};

/** The body of POST /uk/vitality/clinician/consultation/v2. */
export type InsurerReportV2 = {
  kryUserId: string;
  sendPatientInboxMessage: boolean;
  vitalityData: InsurerVitalityData;
  policyNumber: number | string;
  vitalityStaff: string;
};

const orDefault = <T>(value: T | null | undefined, fallback: T): T =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? fallback : value;

/** The newer report. */
export function buildInsurerReportV2(input: InsurerReportInput): InsurerReport<InsurerReportV2> {
  const map = formMapOf(input);
  const warnings: InsurerReportWarning[] = [];
  const { duration, warning } = appointmentDuration(input.actualStartAt, input.actualEndAt);
  if (warning) warnings.push(warning);
  const date = londonDate(input.scheduledAt ?? input.actualStartAt);
  const policyNumber = orDefault<number | string>(input.policy.policyNumber, DEFAULT_POLICY_NUMBER);
  const staffSchemeIndicator = orDefault(input.member.staffSchemeIndicator, DEFAULT_STAFF_SCHEME_INDICATOR);
  const vitalityData: InsurerVitalityData = {
    member: {
      memberEntityNumber: input.member.memberEntityNumber ?? '',
      patientEntityNumber: input.member.patientEntityNumber ?? '',
      contact: {
        phoneNumber: input.member.phoneNumber ?? '',
        emailAddress: input.member.emailAddress ?? '',
        consent: input.member.contactConsent,
      },
    },
    appointment: {
      actualStart: londonClockTime(input.actualStartAt),
      actualEnd: londonClockTime(input.actualEndAt),
      scheduled: londonClockTime(input.scheduledAt),
      duration,
    },
    consultation: {
      id: input.meetingId,
      gp: { gpId: input.gp.id, gpName: input.gp.name, clinicianProfessionalNumber: input.gp.professionalNumber ?? '' },
      memberSelectedSymptom: input.memberSelectedSymptoms.join(', '),
      problems: input.diagnoses
        .slice(0, MAX_DIAGNOSES)
        .map((d) => ({ type: 'Primary' as const, medicalConditionCode: medicalConditionCode(d), date })),
      accidentCause: input.accidentCause ?? '',
      sideOfBody: input.bodyArea ?? '',
      isDrugMedicalUseRelated: drugRelated(map),
      infoForVitality: text(map, 'infoForVitality'),
      consultationSummary: text(map, 'consultationSummary'),
      examinationFindings: text(map, 'examinationFindings'),
      managementPlan: text(map, 'managementPlan'),
      reassess: text(map, 'reassess'),
      outcomes: outcomeRequestEntries('STANDARD', input.outcomes),
      additionalData: { PregnancyRelated: text(map, 'PregnancyRelated') },
    },
    referBackToNHS: yes(map, 'referBackToNHS'),
    outcomesSummaryToMainAccount: yes(map, 'outcomesSummaryToMainAccount'),
    confirmFormSubmission: yes(map, 'confirmFormSubmission'),
    hasVitalityAtWork: input.policy.hasVitalityAtWork,
    hasVitalityEssentials: input.policy.hasVitalityEssentials,
    moduleCodes: moduleCodes(input.policy),
    memberDateOfBirth: input.member.dateOfBirth ?? '',
    staffSchemeIndicator,
    policyNumber,
    emr: input.emr ?? '',
    partnership: input.partnership ?? '',
    practiceId: input.practiceId ?? '',
    patientId: input.patientId,
    userId: input.userId,
    selectedNonClaimOutcomes: outcomeRequestEntries('NON_CLAIM', input.nonClaimOutcomes),
  };
  return {
    payload: {
      kryUserId: input.kryUserId,
      sendPatientInboxMessage: input.sendPatientInboxMessage,
      vitalityData,
      policyNumber,
      vitalityStaff: staffSchemeIndicator,
    },
    warnings,
  };
}
