import { z } from 'zod';
import { epochMs, listResponse } from './common';

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
