import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SelfAssessmentQuestion } from '../api/self-assessments';
import { gad7Severity, gad7Total, itemScore, phq9Severity, phq9Total, scoreQuestionnaire, severityOf } from './scoring';

const LABELS = ['Inte alls', 'Flera dagar', 'Mer än hälften av dagarna', 'Nästan varje dag'];

function item(points: number | null, title = 'Känt dig nedstämd'): SelfAssessmentQuestion {
  return {
    title,
    subtitle: null,
    options: LABELS.map((label, i) => ({ label, value: String(i), selected: i === points })),
    answer: null,
  };
}

const difficulty: SelfAssessmentQuestion = {
  title: 'Hur svårt har problemen gjort det för dig?',
  subtitle: null,
  options: [
    { label: 'Inte alls svårt', value: 'not_difficult', selected: false },
    { label: 'Ganska svårt', value: 'somewhat_difficult', selected: true },
  ],
  answer: null,
};

describe('PHQ-9 and GAD-7 totals', () => {
  it('sum the item scores', () => {
    expect(phq9Total([1, 2, 3, 0, 1, 2, 3, 0, 0])).toBe(12);
    expect(gad7Total([3, 3, 3, 3, 3, 3, 3])).toBe(21);
    expect(phq9Total([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(0);
  });

  it('refuse the wrong number of items or an item outside 0–3', () => {
    expect(() => phq9Total([1, 2, 3])).toThrow(RangeError);
    expect(() => gad7Total([0, 0, 0, 0, 0, 0, 4])).toThrow(RangeError);
    expect(() => gad7Total([0, 0, 0, 0, 0, 0, 1.5])).toThrow(RangeError);
  });
});

describe('severity bands', () => {
  it.each([
    ['PHQ-9', phq9Severity, 0, 4, 'minimal'],
    ['PHQ-9', phq9Severity, 5, 9, 'mild'],
    ['PHQ-9', phq9Severity, 10, 14, 'moderate'],
    ['PHQ-9', phq9Severity, 15, 19, 'moderately_severe'],
    ['PHQ-9', phq9Severity, 20, 27, 'severe'],
    ['GAD-7', gad7Severity, 0, 4, 'minimal'],
    ['GAD-7', gad7Severity, 5, 9, 'mild'],
    ['GAD-7', gad7Severity, 10, 14, 'moderate'],
    ['GAD-7', gad7Severity, 15, 21, 'severe'],
  ] as const)('%s: %i–%i is %s', (_questionnaire, severity, from, to, band) => {
    expect(severity(from)).toBe(band);
    expect(severity(to)).toBe(band);
  });

  it('never fall as the score rises', () => {
    const rank = { minimal: 0, mild: 1, moderate: 2, moderately_severe: 3, severe: 4 } as const;
    for (const scoring of ['phq9', 'gad7'] as const) {
      const max = scoring === 'phq9' ? 27 : 21;
      fc.assert(
        fc.property(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }), (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rank[severityOf(scoring, lo)]).toBeLessThanOrEqual(rank[severityOf(scoring, hi)]);
        }),
      );
    }
  });
});

describe('scoring a response from its answers', () => {
  it('takes each item’s selected option as its points; the PHQ-9’s difficulty question does not count', () => {
    const questions = [2, 2, 1, 3, 1, 2, 1, 0, 0].map((p) => item(p));
    expect(scoreQuestionnaire('phq9', [...questions, difficulty])).toEqual({
      total: 12,
      items: [2, 2, 1, 3, 1, 2, 1, 0, 0],
      selfHarmThoughts: false,
    });
  });

  it('flags PHQ-9 item 9 answered above "not at all"', () => {
    const questions = [1, 1, 1, 1, 1, 1, 1, 1, 1].map((p) => item(p));
    expect(scoreQuestionnaire('phq9', questions)?.selfHarmThoughts).toBe(true);
  });

  it('gives no score when an item is unanswered or the response is short', () => {
    expect(
      scoreQuestionnaire(
        'gad7',
        [0, 1, 2, null, 1, 1, 1].map((p) => item(p)),
      ),
    ).toBeNull();
    expect(
      scoreQuestionnaire(
        'gad7',
        [0, 1, 2].map((p) => item(p)),
      ),
    ).toBeNull();
  });

  it('an item with two options ticked, or a non-numeric option, has no points', () => {
    const twice = item(1);
    twice.options[2]!.selected = true;
    expect(itemScore(twice)).toBeNull();
    expect(itemScore(difficulty)).toBeNull();
  });

  it('the total is the sum of the answers and stays within 0–27 (PHQ-9) and 0–21 (GAD-7)', () => {
    const points = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(
        fc.array(points, { minLength: 9, maxLength: 9 }),
        fc.array(points, { minLength: 7, maxLength: 7 }),
        (p, g) => {
          const phq = scoreQuestionnaire(
            'phq9',
            p.map((x) => item(x)),
          )!;
          const gad = scoreQuestionnaire(
            'gad7',
            g.map((x) => item(x)),
          )!;
          expect(phq.total).toBe(p.reduce((a, b) => a + b, 0));
          expect(gad.total).toBe(g.reduce((a, b) => a + b, 0));
          expect(phq.total).toBeGreaterThanOrEqual(0);
          expect(phq.total).toBeLessThanOrEqual(27);
          expect(gad.total).toBeLessThanOrEqual(21);
        },
      ),
    );
  });
});
