import {
  GAD7_ITEMS,
  gad7AnsweredTotal,
  gad7Band,
  type MentalHealthProblem,
  type MentalHealthScore,
  type MentalHealthScoreBody,
  mentalHealthScoreProblems,
  PHQ9_ITEMS,
  phq9AnsweredTotal,
  phq9Band,
} from '@konsult/domain';

/**
 * What the mental-health score's form holds (seed 002 §3: the impressions are the form's depression, anxiety, stress
 * and other_diagnosis_method): the item answers, null until answered, and the impressions. Pure, so the rules the
 * form shows are the domain's, the same the server checks.
 */
export type ScoreForm = {
  phq9Items: (number | null)[];
  gad7Items: (number | null)[];
  depression: boolean;
  anxiety: boolean;
  stress: boolean;
  other: boolean;
  description: string;
};

export function formOf(score: MentalHealthScore | null): ScoreForm {
  return {
    phq9Items: score ? [...score.phq9Items] : Array<null>(PHQ9_ITEMS).fill(null),
    gad7Items: score ? [...score.gad7Items] : Array<null>(GAD7_ITEMS).fill(null),
    depression: score?.clinicalImpressionDepression ?? false,
    anxiety: score?.clinicalImpressionAnxiety ?? false,
    stress: score?.clinicalImpressionStress ?? false,
    other: score?.clinicalImpressionOther ?? false,
    description: score?.clinicalImpressionDescription ?? '',
  };
}

/** The body the form sends: the totals are the items' sums (null until every item is answered). */
export function bodyOf(form: ScoreForm): Omit<MentalHealthScoreBody, 'phq9' | 'gad7'> & {
  phq9: number | null;
  gad7: number | null;
} {
  return {
    phq9Items: form.phq9Items,
    gad7Items: form.gad7Items,
    phq9: phq9AnsweredTotal(form.phq9Items),
    gad7: gad7AnsweredTotal(form.gad7Items),
    clinicalImpressionDepression: form.depression,
    clinicalImpressionAnxiety: form.anxiety,
    clinicalImpressionStress: form.stress,
    clinicalImpressionOther: form.other,
    clinicalImpressionDescription: form.other && form.description.trim() ? form.description.trim() : null,
  };
}

/** Every broken rule of what the form holds; empty when it may be sent. */
export function formProblems(form: ScoreForm): MentalHealthProblem[] {
  return mentalHealthScoreProblems(bodyOf(form));
}

/** The body to send, or null while the form breaks a rule (then nothing is sent, seed 002 §5). */
export function completeBody(form: ScoreForm): MentalHealthScoreBody | null {
  const body = bodyOf(form);
  if (formProblems(form).length > 0 || body.phq9 === null || body.gad7 === null) return null;
  return { ...body, phq9: body.phq9, gad7: body.gad7 };
}

/** Whether the form holds what the saved score holds (nothing to save). */
export function sameAsSaved(form: ScoreForm, saved: MentalHealthScore | null): boolean {
  return saved !== null && JSON.stringify(bodyOf(form)) === JSON.stringify(bodyOf(formOf(saved)));
}

/** A questionnaire's running total and its band, once every item is answered. */
export function runningTotal(kind: 'phq9' | 'gad7', answers: readonly (number | null)[]) {
  const answered = answers.filter((answer) => answer !== null);
  const sum = answered.reduce<number>((total, answer) => total + answer, 0);
  const total = kind === 'phq9' ? phq9AnsweredTotal(answers) : gad7AnsweredTotal(answers);
  return {
    sum,
    answered: answered.length,
    band: total === null ? null : kind === 'phq9' ? phq9Band(total) : gad7Band(total),
  };
}
