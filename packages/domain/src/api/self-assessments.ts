import { z } from 'zod';
import { LOCALES } from '../markets/country';
import { SELF_ASSESSMENT_TYPES } from '../self-assessments/questionnaires';
import { epochMs, listResponse, requestId, takenActionsSection } from './common';

/**
 * Wire contract of the self-assessment tab (seed 001 §3 "Self-assessment survey response"; issue 6). The seed says
 * the responses are "passed in from elsewhere"; ours come from
 *   GET /api/facts/patients/{patientId}/self-assessments → SelfAssessmentsResponse
 * beside the patient's other facts (…/observations). Times are epoch milliseconds.
 */

export const SelfAssessmentOption = z.object({
  label: z.string(),
  /** The option's code; for scored questionnaires (PHQ-9, GAD-7) its points as a whole number ('0'–'3'). */
  value: z.string(),
  selected: z.boolean(),
});
export type SelfAssessmentOption = z.infer<typeof SelfAssessmentOption>;

export const SelfAssessmentQuestion = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  options: z.array(SelfAssessmentOption),
  /** A free-text answer; null for choice questions (their answer is the selected options). */
  answer: z.string().nullable(),
});
export type SelfAssessmentQuestion = z.infer<typeof SelfAssessmentQuestion>;

export const SelfAssessmentResponse = z.object({
  id: z.string(),
  /** The survey type, e.g. mental_health_phq9_se (see KNOWN_SURVEY_TYPES); the client skips types it does not know. */
  formName: z.string(),
  questions: z.array(SelfAssessmentQuestion),
  createdAt: epochMs,
  /** The total score as the survey scores it; null for surveys without one (health declarations). */
  score: z.number().nullable(),
});
export type SelfAssessmentResponse = z.infer<typeof SelfAssessmentResponse>;

/** Newest first, every survey type the patient answered (known or not). */
export const SelfAssessmentsResponse = listResponse('surveyResponses', SelfAssessmentResponse);
export type SelfAssessmentsResponse = z.infer<typeof SelfAssessmentsResponse>;

// ——— Sending a self-assessment from the meeting (se-self-assessment; issue 18) ———

/**
 * Seed 002 §7 "POST and GET treatment-programme/SelfAssessment/: query userId, bookingId; response assessments":
 *   GET  /api/treatment-programme/SelfAssessment/?userId&bookingId → SelfAssessmentRequestsResponse
 *   POST /api/treatment-programme/SelfAssessment/?userId&bookingId  SendSelfAssessmentsBody → …Response (201)
 * userId is the patient, bookingId the meeting.
 */
export const SelfAssessmentTypeSchema = z.enum(SELF_ASSESSMENT_TYPES);

export const SelfAssessmentRequestQuery = z.object({ userId: requestId, bookingId: requestId });
export type SelfAssessmentRequestQuery = z.infer<typeof SelfAssessmentRequestQuery>;

export const SendSelfAssessmentsBody = z.object({
  types: z
    .array(SelfAssessmentTypeSchema)
    .min(1)
    .max(SELF_ASSESSMENT_TYPES.length)
    .refine((types) => new Set(types).size === types.length, { message: 'Each type at most once' }),
});
export type SendSelfAssessmentsBody = z.infer<typeof SendSelfAssessmentsBody>;

export const SelfAssessmentRequestState = z.enum(['SENT', 'ANSWERED']);
export type SelfAssessmentRequestState = z.infer<typeof SelfAssessmentRequestState>;

/** One questionnaire sent in the meeting: SENT until the patient answers, then ANSWERED with its score. */
export const SentSelfAssessment = z.object({
  id: z.string(),
  type: SelfAssessmentTypeSchema,
  /** The survey type its answer is stored as (seed 001 §3), e.g. mental_health_gad7_se. */
  formName: z.string(),
  state: SelfAssessmentRequestState,
  sentAt: epochMs,
  sentBy: z.string(),
  answeredAt: epochMs.nullable(),
  /** Scored by the server from the answers; null until answered. */
  score: z.number().nullable(),
  maxScore: z.number(),
  /** What the score means by the instrument's cut-offs (see bandOf); null until answered. */
  band: z.string().nullable(),
});
export type SentSelfAssessment = z.infer<typeof SentSelfAssessment>;

export const SelfAssessmentRequestsResponse = listResponse('assessments', SentSelfAssessment);
export type SelfAssessmentRequestsResponse = z.infer<typeof SelfAssessmentRequestsResponse>;

/** Taken actions (seed 002 §2): the meeting's self-assessments. */
export const SelfAssessmentsSection = takenActionsSection(
  'self-assessments',
  SentSelfAssessment.pick({
    id: true,
    type: true,
    state: true,
    sentAt: true,
    score: true,
    maxScore: true,
    band: true,
  }),
);

// ——— The patient answers on the link page ———

/**
 * GET /api/join/{token}/self-assessments?language=sv → PatientQuestionnairesResponse: what the patient has still to
 * answer in this meeting, in the page's language. POST /api/join/{token}/self-assessments/{id} with
 * AnswerSelfAssessmentBody: the answers, one per item; the server scores them.
 */
export const PatientQuestionnaireQuery = z.object({ language: z.enum(LOCALES).default('en') });

export const PatientQuestionnaire = z.object({
  id: z.string(),
  type: SelfAssessmentTypeSchema,
  title: z.string(),
  instructions: z.string(),
  items: z.array(z.string()),
  /** The answer options, each with its points. */
  options: z.array(z.object({ points: z.number().int(), label: z.string() })),
});
export type PatientQuestionnaire = z.infer<typeof PatientQuestionnaire>;

export const PatientQuestionnairesResponse = listResponse('questionnaires', PatientQuestionnaire);
export type PatientQuestionnairesResponse = z.infer<typeof PatientQuestionnairesResponse>;

export const AnswerSelfAssessmentBody = z.object({
  /** The language the patient read the questionnaire in: the stored response keeps their words. */
  language: z.enum(LOCALES),
  /** One answer per item in order, each the chosen option's points; null or missing is unanswered (400). */
  answers: z.array(z.number().int().nullable()).max(40),
});
export type AnswerSelfAssessmentBody = z.infer<typeof AnswerSelfAssessmentBody>;

export const AnsweredSelfAssessmentResponse = z.object({ id: z.string(), state: SelfAssessmentRequestState });
