import { describe, expect, it } from 'vitest';
import {
  GAD7_BANDS,
  GAD7_MAX,
  gad7AnsweredTotal,
  gad7Band,
  PHQ9_BANDS,
  PHQ9_MAX,
  phq9AnsweredTotal,
  phq9Band,
} from './questionnaires';

describe('PHQ-9 and GAD-7 scoring', () => {
  it('are nine and seven items, each scored 0–3, so at most 27 and 21', () => {
    expect(phq9AnsweredTotal(Array(9).fill(3))).toBe(27);
    expect(gad7AnsweredTotal(Array(7).fill(3))).toBe(21);
    expect([PHQ9_MAX, GAD7_MAX]).toEqual([27, 21]);
  });

  it('adds the answers', () => {
    expect(phq9AnsweredTotal([0, 1, 2, 3, 0, 1, 2, 3, 0])).toBe(12);
    expect(gad7AnsweredTotal([1, 1, 1, 1, 1, 1, 1])).toBe(7);
    expect(phq9AnsweredTotal(Array(9).fill(0))).toBe(0);
  });

  it('has no total until every item has an answer from 0 to 3', () => {
    expect(phq9AnsweredTotal([0, 1, 2, 3, 0, 1, 2, 3])).toBeNull();
    expect(phq9AnsweredTotal([0, 1, 2, 3, 0, 1, 2, 3, null])).toBeNull();
    expect(gad7AnsweredTotal([1, 1, 1, 1, 1, 1, 4])).toBeNull();
    expect(gad7AnsweredTotal([1, 1, 1, 1, 1, 1, -1])).toBeNull();
    expect(gad7AnsweredTotal([1, 1, 1, 1, 1, 1, 1.5])).toBeNull();
    expect(gad7AnsweredTotal([1, 1, 1, 1, 1, 1, 1, 1])).toBeNull();
  });
});

describe('severity bands', () => {
  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately_severe'],
    [19, 'moderately_severe'],
    [20, 'severe'],
    [27, 'severe'],
  ])('PHQ-9 %i is %s', (total, band) => expect(phq9Band(total)).toBe(band));

  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ])('GAD-7 %i is %s', (total, band) => expect(gad7Band(total)).toBe(band));

  it('lists exactly the bands the totals fall in, mildest first', () => {
    const bandsOf = (band: (total: number) => string, max: number) => [
      ...new Set(Array.from({ length: max + 1 }, (_, total) => band(total))),
    ];
    expect(bandsOf(phq9Band, PHQ9_MAX)).toEqual([...PHQ9_BANDS]);
    expect(bandsOf(gad7Band, GAD7_MAX)).toEqual([...GAD7_BANDS]);
  });

  it('has no band outside the bounds', () => {
    expect(() => phq9Band(28)).toThrow(RangeError);
    expect(() => phq9Band(-1)).toThrow(RangeError);
    expect(() => phq9Band(4.5)).toThrow(RangeError);
    expect(() => gad7Band(22)).toThrow(RangeError);
    expect(() => gad7Band(-1)).toThrow(RangeError);
  });
});
