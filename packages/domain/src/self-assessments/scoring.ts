import type { SelfAssessmentQuestion } from '../api/self-assessments';

/**
 * PHQ-9 (depression) and GAD-7 (anxiety) scoring: each item 0–3 ("not at all" … "nearly every day"), the total
 * their sum, and the published severity bands (Kroenke, Spitzer & Williams 2001; Spitzer et al. 2006).
 */

export const PHQ9_ITEMS = 9;
export const GAD7_ITEMS = 7;
export const ITEM_MAX = 3;

export type Phq9Severity = 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe';
export type Gad7Severity = 'minimal' | 'mild' | 'moderate' | 'severe';

function total(items: readonly number[], count: number, name: string): number {
  if (items.length !== count) throw new RangeError(`${name} has ${count} items, got ${items.length}`);
  for (const item of items) {
    if (!Number.isInteger(item) || item < 0 || item > ITEM_MAX) throw new RangeError(`${name} items are 0–3`);
  }
  return items.reduce((sum, item) => sum + item, 0);
}

/** 0–27 from the nine item scores. */
export function phq9Total(items: readonly number[]): number {
  return total(items, PHQ9_ITEMS, 'PHQ-9');
}

/** 0–21 from the seven item scores. */
export function gad7Total(items: readonly number[]): number {
  return total(items, GAD7_ITEMS, 'GAD-7');
}

/** 0–4 minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe. */
export function phq9Severity(score: number): Phq9Severity {
  if (score >= 20) return 'severe';
  if (score >= 15) return 'moderately_severe';
  if (score >= 10) return 'moderate';
  if (score >= 5) return 'mild';
  return 'minimal';
}

/** 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe. */
export function gad7Severity(score: number): Gad7Severity {
  if (score >= 15) return 'severe';
  if (score >= 10) return 'moderate';
  if (score >= 5) return 'mild';
  return 'minimal';
}

/**
 * An item's points: its one selected option's value, a whole number 0–3. null when unanswered, answered twice or
 * not a scored option.
 */
export function itemScore(question: SelfAssessmentQuestion): number | null {
  const selected = question.options.filter((option) => option.selected);
  if (selected.length !== 1) return null;
  const text = selected[0]!.value;
  if (!/^[0-3]$/.test(text)) return null;
  return Number(text);
}

export type QuestionnaireScore = {
  total: number;
  items: number[];
  /** PHQ-9 item 9: thoughts of being better off dead or of self-harm, answered above "not at all". */
  selfHarmThoughts: boolean;
};

/**
 * Scores a PHQ-9 or GAD-7 response from its answers: the first nine (seven) questions are the items; the PHQ-9's
 * tenth (how difficult the problems made life) is not scored. null when any item is unanswered.
 */
export function scoreQuestionnaire(
  scoring: 'phq9' | 'gad7',
  questions: readonly SelfAssessmentQuestion[],
): QuestionnaireScore | null {
  const count = scoring === 'phq9' ? PHQ9_ITEMS : GAD7_ITEMS;
  if (questions.length < count) return null;
  const items = questions.slice(0, count).map(itemScore);
  if (items.some((item) => item === null)) return null;
  const scores = items as number[];
  return {
    total: scoring === 'phq9' ? phq9Total(scores) : gad7Total(scores),
    items: scores,
    selfHarmThoughts: scoring === 'phq9' && scores[PHQ9_ITEMS - 1]! > 0,
  };
}

export function severityOf(scoring: 'phq9' | 'gad7', score: number): Phq9Severity | Gad7Severity {
  return scoring === 'phq9' ? phq9Severity(score) : gad7Severity(score);
}
