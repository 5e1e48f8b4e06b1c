import type { SelfAssessmentQuestion } from '../api/self-assessments';
import type { Locale } from '../markets/country';
import { GAD7_TEXTS } from './instruments/gad7';
import { PHQ9_TEXTS } from './instruments/phq9';
import { SMBQ_TEXTS } from './instruments/smbq';
import type { InstrumentText, InstrumentTexts } from './instruments/types';
import { WSAS_TEXTS } from './instruments/wsas';
import { gad7Severity, phq9Severity } from './scoring';
import type { SurveyType } from './survey-types';

/**
 * The questionnaires a clinician sends from a meeting (seed 002 §3 "Self-assessment types"), each a validated
 * instrument the patient answers on the link page: ANXIETY → GAD-7, DEPRESSION → PHQ-9, STRESS → SMBQ,
 * WORK_AND_SOCIAL_ADJUSTMENT → WSAS. The answer is stored as a survey response of the instrument's survey type
 * (seed 001 §3), so the record pane's self-assessment list shows it.
 */
export const SELF_ASSESSMENT_TYPES = ['ANXIETY', 'DEPRESSION', 'STRESS', 'WORK_AND_SOCIAL_ADJUSTMENT'] as const;
export type SelfAssessmentType = (typeof SELF_ASSESSMENT_TYPES)[number];

export type Questionnaire = {
  type: SelfAssessmentType;
  formName: SurveyType;
  /** The points of the first and the last answer option. */
  minPoints: number;
  maxPoints: number;
  /** sum: the total of the items; mean: their average, to two decimals. */
  scoring: 'sum' | 'mean';
  maxScore: number;
  texts: InstrumentTexts;
};

export const QUESTIONNAIRES: Record<SelfAssessmentType, Questionnaire> = {
  ANXIETY: {
    type: 'ANXIETY',
    formName: 'mental_health_gad7_se',
    minPoints: 0,
    maxPoints: 3,
    scoring: 'sum',
    maxScore: 21,
    texts: GAD7_TEXTS,
  },
  DEPRESSION: {
    type: 'DEPRESSION',
    formName: 'mental_health_phq9_se',
    minPoints: 0,
    maxPoints: 3,
    scoring: 'sum',
    maxScore: 27,
    texts: PHQ9_TEXTS,
  },
  STRESS: {
    type: 'STRESS',
    formName: 'mental_health_smbq_se',
    minPoints: 1,
    maxPoints: 7,
    scoring: 'mean',
    maxScore: 7,
    texts: SMBQ_TEXTS,
  },
  WORK_AND_SOCIAL_ADJUSTMENT: {
    type: 'WORK_AND_SOCIAL_ADJUSTMENT',
    formName: 'work_and_social_adjustment',
    minPoints: 0,
    maxPoints: 8,
    scoring: 'sum',
    maxScore: 40,
    texts: WSAS_TEXTS,
  },
};

export function itemCount(type: SelfAssessmentType): number {
  return QUESTIONNAIRES[type].texts.en.items.length;
}

/** The questionnaire's words in a language. */
export function questionnaireText(type: SelfAssessmentType, language: Locale): InstrumentText {
  return QUESTIONNAIRES[type].texts[language];
}

/**
 * What a score means, by each instrument's published cut-offs. GAD-7: 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21
 * severe. PHQ-9: 0–4, 5–9, 10–14, 15–19 moderately severe, 20–27 severe. SMBQ: a mean of 4.0 or more is a high
 * level of burnout symptoms. WSAS: under 10 subclinical, 10–20 significant impairment, above 20 moderately severe
 * impairment or worse.
 */
export type SelfAssessmentBand =
  'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe' | 'low' | 'high' | 'subclinical' | 'significant';

export function bandOf(type: SelfAssessmentType, score: number): SelfAssessmentBand {
  switch (type) {
    case 'ANXIETY':
      return gad7Severity(score);
    case 'DEPRESSION':
      return phq9Severity(score);
    case 'STRESS':
      return score >= 4 ? 'high' : 'low';
    case 'WORK_AND_SOCIAL_ADJUSTMENT':
      return score > 20 ? 'severe' : score >= 10 ? 'significant' : 'subclinical';
  }
}

/** Which item is wrong, by its index: unanswered (missing or null) or not a point of the scale. */
export type AnswerIssue = { item: number; code: 'unanswered' | 'out_of_range' };

export type ScoredAnswers =
  { ok: true; score: number; band: SelfAssessmentBand; items: number[] } | { ok: false; issues: AnswerIssue[] };

/**
 * Scores the patient's answers, one per item in order: every item must be answered with a whole number on the
 * instrument's scale, and there are no more answers than items. The server scores; it never takes a client's score.
 */
export function scoreAnswers(type: SelfAssessmentType, answers: readonly (number | null)[]): ScoredAnswers {
  const questionnaire = QUESTIONNAIRES[type];
  const count = itemCount(type);
  const issues: AnswerIssue[] = [];
  for (let item = 0; item < Math.max(count, answers.length); item++) {
    const answer = answers[item];
    if (item >= count) issues.push({ item, code: 'out_of_range' });
    else if (answer === undefined || answer === null) issues.push({ item, code: 'unanswered' });
    else if (!Number.isInteger(answer) || answer < questionnaire.minPoints || answer > questionnaire.maxPoints)
      issues.push({ item, code: 'out_of_range' });
  }
  if (issues.length > 0) return { ok: false, issues };
  const items = answers as number[];
  const sum = items.reduce((total, points) => total + points, 0);
  // The band reads the exact mean: a mean of 3.995 is below 4.0 even though it shows as 4.00.
  const exact = questionnaire.scoring === 'sum' ? sum : sum / count;
  return { ok: true, score: Math.round(exact * 100) / 100, band: bandOf(type, exact), items };
}

/**
 * The answered questionnaire as a survey response's questions (seed 001 §3), in the words the patient read: one
 * question per item, the instructions as the first item's subtitle, every option with its points as its value and
 * the chosen one selected. PHQ-9 and GAD-7 are then scored alike by scoreQuestionnaire.
 */
export function toSurveyQuestions(
  type: SelfAssessmentType,
  language: Locale,
  items: readonly number[],
): SelfAssessmentQuestion[] {
  const { minPoints } = QUESTIONNAIRES[type];
  const text = questionnaireText(type, language);
  return text.items.map((title, index) => ({
    title,
    subtitle: index === 0 ? text.instructions : null,
    options: text.scale.map((label, k) => ({
      label,
      value: String(minPoints + k),
      selected: minPoints + k === items[index],
    })),
    answer: null,
  }));
}
