import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_SURVEY_TYPES, SURVEY_TYPES, isKnownSurveyType, partitionBySurveyType } from './survey-types';
import { SURVEY_LIST_INITIAL, visibleSurveyResponses } from './survey-list';

describe('known survey types', () => {
  it('are the nine of seed 001 §3', () => {
    expect(KNOWN_SURVEY_TYPES).toHaveLength(9);
    expect(Object.keys(SURVEY_TYPES).sort()).toEqual([...KNOWN_SURVEY_TYPES].sort());
    expect(isKnownSurveyType('mental_health_phq9_se')).toBe(true);
    expect(isKnownSurveyType('mental_health_phq9')).toBe(false);
  });

  it('PHQ-9 and GAD-7 are scored here, out of 27 and 21', () => {
    expect(SURVEY_TYPES.mental_health_phq9_se).toEqual({ maxScore: 27, scoring: 'phq9' });
    expect(SURVEY_TYPES.mental_health_gad7_se).toEqual({ maxScore: 21, scoring: 'gad7' });
  });

  it('splits a list into known responses, in order, and the unknown types once each', () => {
    const list = [
      { id: 1, formName: 'mental_health_gad7_se' },
      { id: 2, formName: 'sleep_diary_v2' },
      { id: 3, formName: 'covid_19_daily' },
      { id: 4, formName: 'sleep_diary_v2' },
      { id: 5, formName: 'audit_c' },
    ];
    expect(partitionBySurveyType(list)).toEqual({
      known: [list[0], list[2]],
      unknownTypes: ['sleep_diary_v2', 'audit_c'],
    });
  });
});

describe('the self-assessment list', () => {
  const at = (createdAt: number) => ({ createdAt });

  it('shows the newest 10 and says how many "show all" adds', () => {
    const list = Array.from({ length: 13 }, (_, i) => at(i));
    const { visible, hidden } = visibleSurveyResponses(list, false);
    expect(visible.map((r) => r.createdAt)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(hidden).toBe(3);
    expect(visibleSurveyResponses(list, true)).toMatchObject({ hidden: 0 });
    expect(visibleSurveyResponses(list, true).visible).toHaveLength(13);
  });

  it('ten or fewer: all of them, no button', () => {
    expect(
      visibleSurveyResponses(
        Array.from({ length: 10 }, (_, i) => at(i)),
        false,
      ).hidden,
    ).toBe(0);
  });

  it('never shows more than 10 before "show all", and never loses one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat().map(at), { maxLength: 40 }), (list) => {
        const { visible, hidden } = visibleSurveyResponses(list, false);
        expect(visible.length).toBe(Math.min(list.length, SURVEY_LIST_INITIAL));
        expect(visible.length + hidden).toBe(list.length);
      }),
    );
  });
});
