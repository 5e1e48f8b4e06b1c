import { z } from 'zod';
import { INSURER_FORM_SECTIONS, OUTCOME_REQUEST_TYPES, OUTCOME_STATUSES } from '../insurer/outcomes';

/**
 * The insurer partnership's (Vitality's) system as the record pane reads it (issue 20; seed 001 §2.3, §3; seed 002 §3,
 * §7): the member's profile, the consultation's policy and claims, the insurance claim, the patient's e-mail and
 * whether insurer form data already exists elsewhere. Wire shapes only: what an empty value means ('No information',
 * 'Not Applicable') is the panels' to say. Every value the insurer may leave out is null.
 */

const text = z.string().nullable();

/** A member's or patient's details (seed 002 §3 "Member and patient details"). */
export const InsurerPersonDetails = z.object({
  /** The address lines, in order; empty when the insurer has none. */
  address: z.array(z.string()),
  age: z.number().int().nullable(),
  /** yyyy-mm-dd. */
  dateOfBirth: text,
  entityNumber: text,
  firstName: text,
  lastName: text,
  phone: text,
  staffSchemeIndicator: text,
  title: text,
});
export type InsurerPersonDetails = z.infer<typeof InsurerPersonDetails>;

/** The limits a policy has (seed 002 §3), each with its limit and what remains of it (both default 0). */
export const INSURER_LIMITS = [
  'OpLimit',
  'PsychiatricLimit',
  'OpDiagnosticLimit',
  'VitalityGpLimit',
  'AlternativeTherapiesLimit',
] as const;
export type InsurerLimitName = (typeof INSURER_LIMITS)[number];

export const InsurerLimit = z.object({
  limitAmount: z.number().default(0),
  remainingLimitAmount: z.number().default(0),
});
export type InsurerLimit = z.infer<typeof InsurerLimit>;

export const InsurerLimits = z.object({
  OpLimit: InsurerLimit,
  PsychiatricLimit: InsurerLimit,
  OpDiagnosticLimit: InsurerLimit,
  VitalityGpLimit: InsurerLimit,
  AlternativeTherapiesLimit: InsurerLimit,
});
export type InsurerLimits = z.infer<typeof InsurerLimits>;

/** Underwriting types the moratorium start date is shown for (seed 001 §9); any other is 'Not Applicable'. */
export const MORATORIUM_UNDERWRITING_TYPES = ['MORI', 'MORIPLUS'] as const;

export const InsurerUnderwriting = z.object({
  /** e.g. MORI, MORIPLUS, FMU, CPME. */
  underWritingType: text,
  description: text,
  /** yyyy-mm-dd: the moratorium's start for MORI and MORIPLUS. */
  underwritingStartDate: text,
});
export type InsurerUnderwriting = z.infer<typeof InsurerUnderwriting>;

export const InsurerPolicyDetails = z.object({
  policyNumber: text,
  productType: text,
  /** yyyy-mm-dd. */
  policyEndDate: text,
  hospitalListDescription: text,
  hasVitalityAtWork: z.boolean(),
  hasEssentials: z.boolean(),
  coverageExclusion: text,
  excess: z.object({ excessAmount: z.number().nullable(), excessType: text, remainingExcess: z.number().nullable() }),
  underwriting: InsurerUnderwriting,
  limits: InsurerLimits,
});
export type InsurerPolicyDetails = z.infer<typeof InsurerPolicyDetails>;

/**
 * One measurement of the member's health check (the Vitality pane's vitals tab): the insurer's own name for it
 * (e.g. BMI, Blood pressure, Total cholesterol) with its value as the insurer gives it ('128/82') and its unit.
 */
export const InsurerVital = z.object({
  name: z.string(),
  value: text,
  unit: text,
  /** yyyy-mm-dd. */
  measuredAt: text,
});
export type InsurerVital = z.infer<typeof InsurerVital>;

/** The member's wellness (seed 001 §3 "wellness"): the insurer's risk details. */
export const InsurerWellness = z.object({
  /** yyyy-mm-dd. */
  healthCheckDate: text,
  healthReviewComplete: z.boolean().nullable(),
  vitalityAge: z.number().int().nullable(),
  riskSections: z.array(z.object({ name: z.string(), status: text })),
  selfReportedConditions: z.array(z.string()),
  /**
   * The health check's measurements. The seed's wellness names none, so an insurer that sends none leaves it out
   * (optional, not defaulted: a profile without it is still the whole wellness the seed describes).
   */
  vitals: z.array(InsurerVital).optional(),
});
export type InsurerWellness = z.infer<typeof InsurerWellness>;

/** The insurer's profile of a member (seed 002 §3 "Insurer profile"). */
export const InsurerProfile = z.object({
  memberDetails: InsurerPersonDetails,
  patientDetails: InsurerPersonDetails,
  policyDetails: InsurerPolicyDetails,
  vitalityRiskDetails: InsurerWellness,
  productCode: text,
});
export type InsurerProfile = z.infer<typeof InsurerProfile>;

/** GET …/user-profile-information: null when the insurer knows no such member. */
export const InsurerProfileResponse = z.object({ profile: InsurerProfile.nullable() });
export type InsurerProfileResponse = z.infer<typeof InsurerProfileResponse>;

/** One of the member's past claims (seed 001 §3 "Insurer records … claims"). */
export const InsurerClaimRecord = z.object({ code: z.string(), claimDate: text, description: text });
export type InsurerClaimRecord = z.infer<typeof InsurerClaimRecord>;

/** The consultation's insurer side: the policy, the member's and the patient's entity numbers, past claims. */
export const InsurerConsultation = z.object({
  policyDetails: InsurerPolicyDetails,
  memberEntityNumber: text,
  patientEntityNumber: text,
  claims: z.array(InsurerClaimRecord),
});
export type InsurerConsultation = z.infer<typeof InsurerConsultation>;

export const InsurerConsultationResponse = z.object({ consultation: InsurerConsultation.nullable() });
export type InsurerConsultationResponse = z.infer<typeof InsurerConsultationResponse>;

/**
 * The insurance claim the member comes on (seed 001 §3 "Insurance claim"). numberOfAppointments -1 is the
 * insurance-claim tag, 3 the prehab tag; remainedAppointments -1 is not shown.
 */
export const InsurerInsuranceClaim = z.object({
  insuranceNumber: z.string(),
  company: z.string(),
  isRevoked: z.boolean(),
  validFrom: text,
  validTo: text,
  triageNote: text,
  attachments: z.array(z.object({ name: z.string(), link: z.string() })),
  remainedAppointments: z.number().int(),
  numberOfAppointments: z.number().int(),
});
export type InsurerInsuranceClaim = z.infer<typeof InsurerInsuranceClaim>;

/** GET /api/mental-health-b2b/insuranceClaimInfo/…: null when the member comes on no claim. */
export const InsuranceClaimInfoResponse = z.object({ claim: InsurerInsuranceClaim.nullable() });
export type InsuranceClaimInfoResponse = z.infer<typeof InsuranceClaimInfoResponse>;

/** The query of the profile route (seed 002 §7: entityID, partnerID, kryUserId — our patient's id). */
export const InsurerProfileQuery = z.object({
  entityID: z.string().max(100).optional(),
  partnerID: z.string().max(100).optional(),
  kryUserId: z.string().max(100),
});
export type InsurerProfileQuery = z.infer<typeof InsurerProfileQuery>;

/** The query of the consultation route (seed 002 §7: entityId, partnerId, kryUserId). */
export const InsurerConsultationQuery = z.object({
  entityId: z.string().max(100).optional(),
  partnerId: z.string().max(100).optional(),
  kryUserId: z.string().max(100),
});
export type InsurerConsultationQuery = z.infer<typeof InsurerConsultationQuery>;

/** The patient's e-mail as the insurer holds it; null when none was given. */
export const PatientEmailResponse = z.object({ email: z.string().nullable() });
export type PatientEmailResponse = z.infer<typeof PatientEmailResponse>;

/**
 * PUT …/clinician/patient-email/meeting/{meetingId}/user/{userId} (seed 002 §7): snake-cased as the insurer takes it;
 * user_id and meeting_id must be the path's. The e-mail's own check (422 invalid_email) is the route's.
 */
export const SetPatientEmailBody = z.object({
  user_id: z.string().max(100),
  meeting_id: z.string().max(100),
  email: z.string().trim().max(320),
});
export type SetPatientEmailBody = z.infer<typeof SetPatientEmailBody>;

/** GET /api/uk/vitality/v1/meeting/{id}/form_data: whether the insurer's form data exists in another system. */
export const InsurerFormDataResponse = z.object({ exists: z.boolean() });
export type InsurerFormDataResponse = z.infer<typeof InsurerFormDataResponse>;

/** A consultation report the insurer received (the payload is opaque here), once per idempotency key. */
export const InsurerReceivedReport = z.object({
  idempotencyKey: z.string(),
  payload: z.unknown(),
  receivedAt: z.number().int(),
});
export type InsurerReceivedReport = z.infer<typeof InsurerReceivedReport>;

/** GET /api/dev/insurer/reports (demo mode): what the embedded insurer received, newest first. */
export const InsurerReportsResponse = z.object({ reports: z.array(InsurerReceivedReport) });
export type InsurerReportsResponse = z.infer<typeof InsurerReportsResponse>;

// ——— Development: the embedded insurer (demo mode only) ———

/** The faults the embedded insurer can be switched to (PUT /api/dev/faults/insurer; INSURER_FAULT). */
export const INSURER_FAULTS = ['insurer_unavailable'] as const;
export type InsurerFault = (typeof INSURER_FAULTS)[number];
export const InsurerFaultBody = z.object({ fault: z.enum(INSURER_FAULTS).nullable() });
export type InsurerFaultBody = z.infer<typeof InsurerFaultBody>;

// ——— Insurer outcomes and the rules engine (seed 002 §3 "Insurer outcomes", §5, §7) ———

/** One rule the rules engine asks about a chosen outcome; `questionAnswered` is the GP's answer (null: not yet). */
export const InsurerOutcomeRuleView = z.object({
  ruleId: z.string(),
  /** The question the rule asks (the embedded engine's wording); null when the insurer sends none. */
  question: z.string().nullable(),
  /** The rules engine's own answer text, carried through untouched (the embedded engine: the status the answer gives). */
  answer: z.string().nullable(),
  questionAnswered: z.boolean().nullable(),
  override: z.boolean(),
});
export type InsurerOutcomeRuleView = z.infer<typeof InsurerOutcomeRuleView>;

/**
 * A chosen outcome of the meeting (the encounter) with its rules, the rules engine's status (unknown is Refer; Refer too
 * while a rule is unanswered and none has failed), the GP's decision and `calculated` (every rule not overridden has an
 * answer).
 */
export const InsurerOutcomeView = z.object({
  internalOutcomeId: z.string(),
  /** The form section it was chosen in; null when the insurer does not say. */
  section: z.enum(INSURER_FORM_SECTIONS).nullable(),
  name: z.string(),
  subOutcome: z.string().nullable(),
  requestType: z.enum(OUTCOME_REQUEST_TYPES),
  selfPay: z.boolean(),
  rules: z.array(InsurerOutcomeRuleView),
  status: z.enum(OUTCOME_STATUSES),
  decision: z.enum(OUTCOME_STATUSES).nullable(),
  calculated: z.boolean(),
});
export type InsurerOutcomeView = z.infer<typeof InsurerOutcomeView>;

/** GET /api/uk/vitality/v1/clinician/outcomes/{encounterId}, oldest chosen first. */
export const InsurerOutcomesResponse = z.object({ outcomesForMeeting: z.array(InsurerOutcomeView) });
export type InsurerOutcomesResponse = z.infer<typeof InsurerOutcomesResponse>;

/** POST /api/uk/vitality/v1/clinician/outcomes/{encounterId}: choose an outcome in a section. */
export const ChooseInsurerOutcomeBody = z.object({
  /** The new outcome's id (idempotency: a repeat answers the outcome already chosen). */
  requestId: z.string().uuid(),
  section: z.enum(INSURER_FORM_SECTIONS),
  name: z.string().trim().min(1).max(200),
  /** Null, empty or 'No sub-outcome required' for an outcome without sub-outcomes. */
  subOutcome: z.string().max(200).nullable().default(null),
  requestType: z.enum(OUTCOME_REQUEST_TYPES).default('STANDARD'),
});
export type ChooseInsurerOutcomeBody = z.infer<typeof ChooseInsurerOutcomeBody>;

/** One outcome's answer (POST choose, PATCH decision and self-pay). */
export const InsurerOutcomeResponse = z.object({ outcome: InsurerOutcomeView });
export type InsurerOutcomeResponse = z.infer<typeof InsurerOutcomeResponse>;

/** PATCH …/outcomes/decisions/{internalOutcomeId}: the seed's body, decision and rule_answers. */
export const PatchInsurerOutcomeDecisionBody = z.object({
  decision: z.enum(OUTCOME_STATUSES).nullable(),
  rule_answers: z
    .array(z.object({ rule_id: z.string().min(1).max(200), question_answered: z.boolean().nullable() }))
    .max(50),
});
export type PatchInsurerOutcomeDecisionBody = z.infer<typeof PatchInsurerOutcomeDecisionBody>;

/** PATCH …/outcomes/self-pay/{id}: the seed's body. */
export const PatchInsurerOutcomeSelfPayBody = z.object({ is_self_pay: z.boolean() });
export type PatchInsurerOutcomeSelfPayBody = z.infer<typeof PatchInsurerOutcomeSelfPayBody>;

/** The meeting a by-id outcome route acts in (the seed's meetingId header, as a query parameter here). */
export const InsurerOutcomeMeetingQuery = z.object({ meetingId: z.string().min(1).max(100) });
export type InsurerOutcomeMeetingQuery = z.infer<typeof InsurerOutcomeMeetingQuery>;
