import { describe, expect, it } from 'vitest';
import { LOCALES } from '../markets/country';
import {
  bandOf,
  itemCount,
  QUESTIONNAIRES,
  questionnaireText,
  SELF_ASSESSMENT_TYPES,
  scoreAnswers,
  toSurveyQuestions,
} from './questionnaires';
import { scoreQuestionnaire } from './scoring';
import { isKnownSurveyType, SURVEY_TYPES } from './survey-types';

describe('the questionnaires a clinician can send', () => {
  it('are GAD-7, PHQ-9, SMBQ and WSAS with their item counts and scales', () => {
    expect(SELF_ASSESSMENT_TYPES.map((type) => [type, itemCount(type)])).toEqual([
      ['ANXIETY', 7],
      ['DEPRESSION', 9],
      ['STRESS', 22],
      ['WORK_AND_SOCIAL_ADJUSTMENT', 5],
    ]);
    expect(QUESTIONNAIRES.STRESS).toMatchObject({ minPoints: 1, maxPoints: 7, scoring: 'mean', maxScore: 7 });
    expect(QUESTIONNAIRES.WORK_AND_SOCIAL_ADJUSTMENT).toMatchObject({ minPoints: 0, maxPoints: 8, maxScore: 40 });
  });

  it('are stored as survey types the record pane knows, with the same maximum score', () => {
    for (const type of SELF_ASSESSMENT_TYPES) {
      const { formName, maxScore } = QUESTIONNAIRES[type];
      expect(isKnownSurveyType(formName)).toBe(true);
      expect(SURVEY_TYPES[formName].maxScore).toBe(maxScore);
    }
  });

  it('read the same in all five languages: every item, one option per point of the scale', () => {
    for (const type of SELF_ASSESSMENT_TYPES) {
      const { minPoints, maxPoints } = QUESTIONNAIRES[type];
      for (const language of LOCALES) {
        const text = questionnaireText(type, language);
        expect(text.items, `${type} ${language}`).toHaveLength(itemCount(type));
        expect(text.scale, `${type} ${language}`).toHaveLength(maxPoints - minPoints + 1);
        expect(new Set(text.items).size).toBe(text.items.length);
        for (const words of [text.title, text.instructions, ...text.items, ...text.scale])
          expect(words.trim()).not.toBe('');
      }
      // A translation, not the English again.
      expect(questionnaireText(type, 'sv').items[0]).not.toBe(questionnaireText(type, 'en').items[0]);
      expect(questionnaireText(type, 'de').items[0]).not.toBe(questionnaireText(type, 'en').items[0]);
    }
  });
});

describe('scoring the answers', () => {
  it('adds up GAD-7 and bands it 0–4, 5–9, 10–14, 15–21', () => {
    expect(scoreAnswers('ANXIETY', [0, 0, 1, 1, 1, 0, 1])).toMatchObject({ ok: true, score: 4, band: 'minimal' });
    expect(scoreAnswers('ANXIETY', [1, 1, 1, 1, 1, 0, 0])).toMatchObject({ score: 5, band: 'mild' });
    expect(scoreAnswers('ANXIETY', [2, 2, 2, 2, 1, 1, 0])).toMatchObject({ score: 10, band: 'moderate' });
    expect(scoreAnswers('ANXIETY', [3, 3, 3, 3, 3, 3, 3])).toMatchObject({ score: 21, band: 'severe' });
  });

  it('adds up PHQ-9 and bands it up to 20–27 severe', () => {
    expect(scoreAnswers('DEPRESSION', [2, 2, 2, 2, 2, 2, 2, 2, 3])).toMatchObject({
      score: 19,
      band: 'moderately_severe',
    });
    expect(scoreAnswers('DEPRESSION', [3, 3, 3, 3, 2, 2, 2, 1, 1])).toMatchObject({ score: 20, band: 'severe' });
    expect(scoreAnswers('DEPRESSION', Array(9).fill(0))).toMatchObject({ score: 0, band: 'minimal' });
  });

  it('takes the SMBQ mean, high from 4.0, judged on the exact mean rather than the rounded one', () => {
    expect(scoreAnswers('STRESS', Array(22).fill(4))).toMatchObject({ score: 4, band: 'high' });
    // 87 / 22 = 3.9545…: shown as 3.95, and below 4.0.
    const justBelow = [...Array(21).fill(4), 3];
    expect(scoreAnswers('STRESS', justBelow)).toMatchObject({ score: 3.95, band: 'low' });
    expect(scoreAnswers('STRESS', Array(22).fill(1))).toMatchObject({ score: 1, band: 'low' });
  });

  it('adds up WSAS 0–40: under 10 subclinical, 10–20 significant, above 20 severe', () => {
    expect(scoreAnswers('WORK_AND_SOCIAL_ADJUSTMENT', [2, 2, 2, 2, 1])).toMatchObject({
      score: 9,
      band: 'subclinical',
    });
    expect(scoreAnswers('WORK_AND_SOCIAL_ADJUSTMENT', [4, 4, 4, 4, 4])).toMatchObject({
      score: 20,
      band: 'significant',
    });
    expect(scoreAnswers('WORK_AND_SOCIAL_ADJUSTMENT', [8, 8, 8, 8, 8])).toMatchObject({ score: 40, band: 'severe' });
    expect(bandOf('WORK_AND_SOCIAL_ADJUSTMENT', 21)).toBe('severe');
  });

  it('refuses unanswered items, points off the scale and answers beyond the last item, naming each', () => {
    expect(scoreAnswers('ANXIETY', [0, 1, 2])).toEqual({
      ok: false,
      issues: [3, 4, 5, 6].map((item) => ({ item, code: 'unanswered' })),
    });
    expect(scoreAnswers('ANXIETY', [0, null, 4, 1.5, 0, 0, -1])).toEqual({
      ok: false,
      issues: [
        { item: 1, code: 'unanswered' },
        { item: 2, code: 'out_of_range' },
        { item: 3, code: 'out_of_range' },
        { item: 6, code: 'out_of_range' },
      ],
    });
    // SMBQ starts at 1: a 0 is off its scale.
    expect(scoreAnswers('STRESS', [0, ...Array(21).fill(1)])).toMatchObject({ ok: false });
    expect(scoreAnswers('WORK_AND_SOCIAL_ADJUSTMENT', [1, 1, 1, 1, 1, 1])).toEqual({
      ok: false,
      issues: [{ item: 5, code: 'out_of_range' }],
    });
  });
});

describe('the stored response', () => {
  it('keeps the words the patient read, the chosen option selected, and scores as the record pane scores', () => {
    const items = [3, 2, 2, 1, 1, 0, 2, 0, 1];
    const questions = toSurveyQuestions('DEPRESSION', 'nb', items);
    expect(questions).toHaveLength(9);
    expect(questions[0]!.subtitle).toContain('siste 2 ukene');
    expect(questions[1]!.subtitle).toBeNull();
    expect(questions[0]!.options.filter((o) => o.selected)).toEqual([
      { label: 'Nesten hver dag', value: '3', selected: true },
    ]);
    expect(scoreQuestionnaire('phq9', questions)).toMatchObject({ total: 12, selfHarmThoughts: true });
  });

  it('gives the SMBQ options their points 1–7', () => {
    const questions = toSurveyQuestions('STRESS', 'sv', Array(22).fill(7));
    expect(questions[0]!.options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(questions[0]!.options.at(-1)).toEqual({ label: '7 – nästan alltid', value: '7', selected: true });
  });
});
