import {
  GAD7_ITEMS,
  type Gad7Severity,
  gad7Severity,
  ITEM_MAX,
  PHQ9_ITEMS,
  type Phq9Severity,
  phq9Severity,
} from '../self-assessments/scoring';

/**
 * PHQ-9 and GAD-7 as the UK mental-health score takes them (issue 19): the same instruments the patient answers as a
 * self-assessment (self-assessments/scoring.ts, instruments/phq9.ts and gad7.ts hold the items, the published
 * translations and the severity bands), here answered by the clinician item by item: each item 0 Not at all,
 * 1 Several days, 2 More than half the days, 3 Nearly every day; the total is the sum. What this adds: the bounds of
 * seed 002 §5, a total that waits for every item, and bands that refuse a total out of bounds.
 */

/** Seed 002 §5: PHQ-9 0 to 27, GAD-7 0 to 21 (nine and seven items of at most 3). */
export const PHQ9_MAX = PHQ9_ITEMS * ITEM_MAX;
export const GAD7_MAX = GAD7_ITEMS * ITEM_MAX;

/** The severity bands, mildest first: the self-assessments' (scoring.ts), one name per band in the whole app. */
export const PHQ9_BANDS = [
  'minimal',
  'mild',
  'moderate',
  'moderately_severe',
  'severe',
] as const satisfies readonly Phq9Severity[];
export type Phq9Band = Phq9Severity;
export const GAD7_BANDS = ['minimal', 'mild', 'moderate', 'severe'] as const satisfies readonly Gad7Severity[];
export type Gad7Band = Gad7Severity;

/** Whether an item's answer is one of 0, 1, 2, 3. */
export function isItemAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ITEM_MAX;
}

/** The total of a questionnaire's answers; null until every one of its items has a valid answer. */
export function answeredTotal(answers: readonly (number | null | undefined)[], itemCount: number): number | null {
  if (answers.length !== itemCount || !answers.every(isItemAnswer)) return null;
  return (answers as readonly number[]).reduce((sum, answer) => sum + answer, 0);
}

export const phq9AnsweredTotal = (answers: readonly (number | null | undefined)[]) =>
  answeredTotal(answers, PHQ9_ITEMS);
export const gad7AnsweredTotal = (answers: readonly (number | null | undefined)[]) =>
  answeredTotal(answers, GAD7_ITEMS);

/** Whether a total is a whole number within 0 … max. */
export function isTotalWithin(total: unknown, max: number): total is number {
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 && total <= max;
}

/** PHQ-9 severity: 0–4 minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe. */
export function phq9Band(total: number): Phq9Band {
  if (!isTotalWithin(total, PHQ9_MAX)) throw new RangeError(`Not a PHQ-9 total: ${total}`);
  return phq9Severity(total);
}

/** GAD-7 severity: 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe. */
export function gad7Band(total: number): Gad7Band {
  if (!isTotalWithin(total, GAD7_MAX)) throw new RangeError(`Not a GAD-7 total: ${total}`);
  return gad7Severity(total);
}
