import { z } from 'zod';
import { GAD7_BANDS, PHQ9_BANDS } from '../mental-health/questionnaires';
import { epochMs } from './common';

/**
 * Wire contracts of the UK mental-health score (seed 002 §3 "Mental-health score", §5 "Mental health"; issue 19):
 * PHQ-9 and GAD-7 with the clinician's clinical impressions, one score per meeting. The body carries the seed's
 * fields (phq9, gad7, clinicalImpressionDepression … clinicalImpressionDescription; the meeting and patient are the
 * path's) and the item answers (`phq9Items`, `gad7Items`) so the form can be restored; the server recomputes the
 * totals from the items. The shapes are checked here (400); the score's rules — every item answered 0–3, totals
 * within bounds and agreeing with the items, an impression ticked, a description with "other" — are
 * `mentalHealthScoreProblems` (422, per field).
 */

export const MENTAL_HEALTH_SCORE_BASE = '/api/uk/mental-health-score/meeting';

/** Seed 002 §8: what the clinician reads when the score could not be saved (any failure of the API). */
export const MENTAL_HEALTH_SCORE_ERROR = 'Could not formulate UK Mental Health Score';

/** The 422's key when the score breaks one of its rules; the issues name each field. */
export const MENTAL_HEALTH_SCORE_ERROR_KEYS = {
  invalid: 'invalid_mental_health_score',
  notApplicable: 'mental_health_score_not_applicable',
} as const;

/** An item's answer as sent: a number (its rules are the domain's), or null while unanswered. */
const itemAnswers = z.array(z.number().nullable()).max(20);

export const MentalHealthScoreBody = z.object({
  phq9Items: itemAnswers,
  gad7Items: itemAnswers,
  phq9: z.number(),
  gad7: z.number(),
  clinicalImpressionDepression: z.boolean(),
  clinicalImpressionAnxiety: z.boolean(),
  clinicalImpressionStress: z.boolean(),
  clinicalImpressionOther: z.boolean(),
  clinicalImpressionDescription: z.string().max(2000).nullable(),
});
export type MentalHealthScoreBody = z.infer<typeof MentalHealthScoreBody>;

/** The meeting's saved score (seed 002 §3's fields), with the item answers and the totals' severity bands. */
export const MentalHealthScore = z.object({
  meetingId: z.string(),
  patientId: z.string(),
  clinicianId: z.string(),
  phq9Items: z.array(z.number().int()),
  gad7Items: z.array(z.number().int()),
  phq9: z.number().int(),
  gad7: z.number().int(),
  phq9Band: z.enum(PHQ9_BANDS),
  gad7Band: z.enum(GAD7_BANDS),
  clinicalImpressionDepression: z.boolean(),
  clinicalImpressionAnxiety: z.boolean(),
  clinicalImpressionStress: z.boolean(),
  clinicalImpressionOther: z.boolean(),
  clinicalImpressionDescription: z.string().nullable(),
  updatedAt: epochMs,
});
export type MentalHealthScore = z.infer<typeof MentalHealthScore>;

/** GET: the meeting's score, null until one is saved. */
export const MentalHealthScoreResponse = z.object({ score: MentalHealthScore.nullable() });
export type MentalHealthScoreResponse = z.infer<typeof MentalHealthScoreResponse>;
