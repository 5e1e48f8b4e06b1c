import { describe, expect, it } from 'vitest';
import { type MentalHealthScoreInput, mentalHealthScoreApplies, mentalHealthScoreProblems } from './score-rules';

const complete: MentalHealthScoreInput = {
  phq9Items: [1, 2, 1, 2, 1, 2, 1, 2, 0],
  gad7Items: [2, 2, 2, 1, 1, 1, 0],
  phq9: 12,
  gad7: 9,
  clinicalImpressionDepression: true,
  clinicalImpressionAnxiety: false,
  clinicalImpressionStress: false,
  clinicalImpressionOther: false,
  clinicalImpressionDescription: null,
};

const problems = (change: Partial<MentalHealthScoreInput>) => mentalHealthScoreProblems({ ...complete, ...change });

describe('the mental-health score rules (seed 002 §5)', () => {
  it('takes a complete score', () => {
    expect(mentalHealthScoreProblems(complete)).toEqual([]);
  });

  it('takes the maxima 27 and 21 and the minima 0', () => {
    expect(problems({ phq9Items: Array(9).fill(3), phq9: 27, gad7Items: Array(7).fill(3), gad7: 21 })).toEqual([]);
    expect(problems({ phq9Items: Array(9).fill(0), phq9: 0, gad7Items: Array(7).fill(0), gad7: 0 })).toEqual([]);
  });

  it('refuses totals out of bounds: 28, 22, negative, not whole', () => {
    expect(problems({ phq9: 28 })).toEqual([{ path: 'phq9', code: 'out_of_bounds' }]);
    expect(problems({ gad7: 22 })).toEqual([{ path: 'gad7', code: 'out_of_bounds' }]);
    expect(problems({ phq9: -1 })).toEqual([{ path: 'phq9', code: 'out_of_bounds' }]);
    expect(problems({ gad7: 8.5 })).toEqual([{ path: 'gad7', code: 'out_of_bounds' }]);
  });

  it('refuses a total that is not the sum of its items', () => {
    expect(problems({ phq9: 13 })).toEqual([{ path: 'phq9', code: 'total_mismatch' }]);
    expect(problems({ gad7: 0 })).toEqual([{ path: 'gad7', code: 'total_mismatch' }]);
  });

  it('names each unanswered item and a missing total', () => {
    expect(problems({ phq9Items: [1, 2, 1, 2, 1, 2, 1, 2] })).toEqual([{ path: 'phq9Items.8', code: 'required' }]);
    expect(problems({ gad7Items: [null, 2, 2, 1, 1, 1, 0], gad7: null })).toEqual([
      { path: 'gad7Items.0', code: 'required' },
      { path: 'gad7', code: 'required' },
    ]);
  });

  it('refuses an item answer other than 0–3 and too many items', () => {
    expect(problems({ phq9Items: [4, 2, 1, 2, 1, 2, 1, 2, 0] })).toEqual([
      { path: 'phq9Items.0', code: 'invalid_answer' },
    ]);
    expect(problems({ gad7Items: [2, 2, 2, 1, 1, 1, -1] })).toEqual([{ path: 'gad7Items.6', code: 'invalid_answer' }]);
    expect(problems({ gad7Items: [2, 2, 2, 1, 1, 1, 0.5] })).toEqual([{ path: 'gad7Items.6', code: 'invalid_answer' }]);
    expect(problems({ gad7Items: [2, 2, 2, 1, 1, 1, 0, 0] })).toEqual([{ path: 'gad7Items', code: 'invalid_answer' }]);
  });

  it('needs all four impressions defined', () => {
    expect(problems({ clinicalImpressionStress: undefined, clinicalImpressionOther: null })).toEqual([
      { path: 'clinicalImpressionStress', code: 'required' },
      { path: 'clinicalImpressionOther', code: 'required' },
    ]);
  });

  it('needs at least one impression ticked', () => {
    expect(problems({ clinicalImpressionDepression: false })).toEqual([
      { path: 'clinicalImpressions', code: 'no_impression' },
    ]);
    expect(problems({ clinicalImpressionDepression: false, clinicalImpressionStress: true })).toEqual([]);
  });

  it('needs a description when "other" is ticked, and not otherwise', () => {
    expect(problems({ clinicalImpressionOther: true })).toEqual([
      { path: 'clinicalImpressionDescription', code: 'required' },
    ]);
    expect(problems({ clinicalImpressionOther: true, clinicalImpressionDescription: '   ' })).toEqual([
      { path: 'clinicalImpressionDescription', code: 'required' },
    ]);
    expect(problems({ clinicalImpressionOther: true, clinicalImpressionDescription: 'Adjustment disorder' })).toEqual(
      [],
    );
    expect(problems({ clinicalImpressionDescription: '' })).toEqual([]);
  });
});

describe('where the score applies', () => {
  it('is a British mental-health meeting held by a psychologist or a GP', () => {
    const gb = { country: 'GB', activityType: 'MENTAL_HEALTH' } as const;
    expect(mentalHealthScoreApplies({ ...gb, profession: 'PSYCHOLOGIST' })).toBe(true);
    expect(mentalHealthScoreApplies({ ...gb, profession: 'DOCTOR' })).toBe(true);
    expect(mentalHealthScoreApplies({ ...gb, profession: 'NURSE' })).toBe(false);
    expect(mentalHealthScoreApplies({ ...gb, activityType: 'DEFAULT', profession: 'DOCTOR' })).toBe(false);
    expect(mentalHealthScoreApplies({ ...gb, country: 'SE', profession: 'PSYCHOLOGIST' })).toBe(false);
  });
});
