import type { Country } from '../markets/country';
import type { Profession } from '../clinicians/profession';
import type { ActivityType } from '../meetings/meeting';
import { GAD7_ITEMS, PHQ9_ITEMS } from '../self-assessments/scoring';
import { answeredTotal, GAD7_MAX, isItemAnswer, isTotalWithin, PHQ9_MAX } from './questionnaires';

/**
 * The rules of the UK mental-health score (seed 002 §5 "Mental health"), the same for the form and the server (422):
 * to end the meeting phq9 and gad7 must be integers within their bounds (PHQ-9 0–27, GAD-7 0–21) and all four
 * impression booleans defined; at least one impression must be ticked, and a description is required when "other"
 * is. The item answers are what the totals are made of: each item answered 0–3, and a total that disagrees with its
 * items is refused.
 */

/** What the form holds, or the body sends: anything may still be missing. */
export type MentalHealthScoreInput = {
  phq9Items: readonly (number | null | undefined)[];
  gad7Items: readonly (number | null | undefined)[];
  phq9?: number | null;
  gad7?: number | null;
  clinicalImpressionDepression?: boolean | null;
  clinicalImpressionAnxiety?: boolean | null;
  clinicalImpressionStress?: boolean | null;
  clinicalImpressionOther?: boolean | null;
  clinicalImpressionDescription?: string | null;
};

export type MentalHealthProblemCode =
  /** An item or a total not answered, an impression not set, the description missing with "other". */
  | 'required'
  /** An item answer other than 0, 1, 2 or 3; a list with the wrong number of items. */
  | 'invalid_answer'
  /** A total that is not a whole number from 0 to its maximum. */
  | 'out_of_bounds'
  /** A total that is not the sum of its items. */
  | 'total_mismatch'
  /** No impression ticked. */
  | 'no_impression';

/** One broken rule at one field, e.g. `phq9Items.8` required, `clinicalImpressionDescription` required. */
export type MentalHealthProblem = { path: string; code: MentalHealthProblemCode };

export const IMPRESSION_FIELDS = [
  'clinicalImpressionDepression',
  'clinicalImpressionAnxiety',
  'clinicalImpressionStress',
  'clinicalImpressionOther',
] as const;
export type ImpressionField = (typeof IMPRESSION_FIELDS)[number];

/** Seed 002 §3: the form's names of the impressions. */
export const IMPRESSION_FORM_NAMES: Record<ImpressionField, string> = {
  clinicalImpressionDepression: 'depression',
  clinicalImpressionAnxiety: 'anxiety',
  clinicalImpressionStress: 'stress',
  clinicalImpressionOther: 'other_diagnosis_method',
};

function itemProblems(
  name: 'phq9' | 'gad7',
  answers: readonly (number | null | undefined)[],
  itemCount: number,
): MentalHealthProblem[] {
  const path = `${name}Items`;
  if (answers.length > itemCount) return [{ path, code: 'invalid_answer' }];
  const problems: MentalHealthProblem[] = [];
  for (let i = 0; i < itemCount; i += 1) {
    const answer = answers[i];
    if (answer === null || answer === undefined) problems.push({ path: `${path}.${i}`, code: 'required' });
    else if (!isItemAnswer(answer)) problems.push({ path: `${path}.${i}`, code: 'invalid_answer' });
  }
  return problems;
}

function totalProblems(
  name: 'phq9' | 'gad7',
  total: number | null | undefined,
  answers: readonly (number | null | undefined)[],
  itemCount: number,
  max: number,
): MentalHealthProblem[] {
  if (total === null || total === undefined) return [{ path: name, code: 'required' }];
  if (!isTotalWithin(total, max)) return [{ path: name, code: 'out_of_bounds' }];
  const fromItems = answeredTotal(answers, itemCount);
  return fromItems !== null && fromItems !== total ? [{ path: name, code: 'total_mismatch' }] : [];
}

/** Every broken rule of the score, in form order; empty when it may be saved and the meeting may end. */
export function mentalHealthScoreProblems(input: MentalHealthScoreInput): MentalHealthProblem[] {
  const problems = [
    ...itemProblems('phq9', input.phq9Items, PHQ9_ITEMS),
    ...totalProblems('phq9', input.phq9, input.phq9Items, PHQ9_ITEMS, PHQ9_MAX),
    ...itemProblems('gad7', input.gad7Items, GAD7_ITEMS),
    ...totalProblems('gad7', input.gad7, input.gad7Items, GAD7_ITEMS, GAD7_MAX),
  ];
  const unset = IMPRESSION_FIELDS.filter((field) => typeof input[field] !== 'boolean');
  problems.push(...unset.map((path) => ({ path, code: 'required' as const })));
  if (unset.length === 0 && !IMPRESSION_FIELDS.some((field) => input[field] === true)) {
    problems.push({ path: 'clinicalImpressions', code: 'no_impression' });
  }
  if (input.clinicalImpressionOther === true && !input.clinicalImpressionDescription?.trim()) {
    problems.push({ path: 'clinicalImpressionDescription', code: 'required' });
  }
  return problems;
}

/**
 * Whether the meeting asks for the score: a British mental-health meeting (seed 002 §2's UK mental-health variant)
 * held by a psychologist or a GP (issue 19: "gb.psychologist and GPs").
 */
export function mentalHealthScoreApplies(input: {
  country: Country;
  activityType: ActivityType;
  profession: Profession;
}): boolean {
  return (
    input.country === 'GB' &&
    input.activityType === 'MENTAL_HEALTH' &&
    (input.profession === 'PSYCHOLOGIST' || input.profession === 'DOCTOR')
  );
}

/** The field finishing names (409 missing_fields, the missing-fields dialog) while the score is missing. */
export const MENTAL_HEALTH_SCORE_FIELD = 'mental-health-score';
