import { describe, expect, it } from 'vitest';
import {
  isKnownSurveyType,
  scoreQuestionnaire,
  SURVEY_TYPES,
  SelfAssessmentsResponse,
  visibleSurveyResponses,
} from '@konsult/domain';
import { demoPatientId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';

/**
 * The self-assessment tab. Anna (se.doctor) reads the surveys Elin answered: PHQ-9 and GAD-7 every two months,
 * scored as the questionnaires score, and one survey of a type the client does not know (sent; the client logs and
 * skips it). James (gb.gp) shares no patient with Anna: 404 as for nobody, and the denial is audited.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const james = t.signedIn('gb.gp');

const ELIN = demoPatientId(0x103);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const path = (patientId: string) => `/api/facts/patients/${patientId}/self-assessments`;

describe("Elin's self-assessments", () => {
  it('are all sent, newest first, the unknown type among them, and the read is audited', async () => {
    const answer = await anna.get(path(ELIN));
    expect(answer.status).toBe(200);
    const { surveyResponses } = SelfAssessmentsResponse.parse(answer.body);
    expect(surveyResponses).toHaveLength(14);
    const times = surveyResponses.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(surveyResponses.filter((r) => !isKnownSurveyType(r.formName)).map((r) => r.formName)).toEqual([
      'sleep_diary_v2',
    ]);
    // 13 known: the list shows 10, and 'show all' adds 3.
    const known = surveyResponses.filter((r) => isKnownSurveyType(r.formName));
    expect(visibleSurveyResponses(known, false).hidden).toBe(3);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'self_assessments.read', outcome: 'success', patientId: ELIN }),
    ]);
  });

  it('PHQ-9 and GAD-7 scores are the sums of the answers, falling over eight months', async () => {
    const { surveyResponses } = SelfAssessmentsResponse.parse((await anna.get(path(ELIN))).body);
    const series = (formName: string) => surveyResponses.filter((r) => r.formName === formName).reverse();
    const phq9 = series('mental_health_phq9_se');
    const gad7 = series('mental_health_gad7_se');
    expect(phq9.map((r) => r.score)).toEqual([17, 14, 10, 8, 4]);
    expect(gad7.map((r) => r.score)).toEqual([14, 12, 9, 6, 3]);
    for (const response of phq9) {
      expect(response.questions).toHaveLength(10);
      expect(scoreQuestionnaire('phq9', response.questions)?.total).toBe(response.score);
    }
    for (const response of gad7) expect(scoreQuestionnaire('gad7', response.questions)?.total).toBe(response.score);
    const first = phq9[0]!.questions[0]!;
    expect(first.subtitle).toContain('två veckorna');
    expect(first.options.filter((o) => o.selected)).toEqual([
      { label: 'Mer än hälften av dagarna', value: '2', selected: true },
    ]);
  });

  it('scores stay within each survey’s maximum; declarations and check-ins have none', async () => {
    const { surveyResponses } = SelfAssessmentsResponse.parse((await anna.get(path(ELIN))).body);
    for (const response of surveyResponses.filter((r) => isKnownSurveyType(r.formName))) {
      const max = SURVEY_TYPES[response.formName as keyof typeof SURVEY_TYPES].maxScore;
      if (max === null) expect(response.score, response.formName).toBeNull();
      else expect(response.score!, response.formName).toBeLessThanOrEqual(max);
    }
    const covid = surveyResponses.find((r) => r.formName === 'covid_19_daily')!;
    expect(covid.questions.at(-1)).toMatchObject({ options: [], answer: expect.stringContaining('hosta') });
  });
});

it('Lars answered only the daily covid check-in, twice while he had pneumonia', async () => {
  const answer = await anna.get(path(demoPatientId(0x104)));
  expect(answer.status).toBe(200);
  const { surveyResponses } = SelfAssessmentsResponse.parse(answer.body);
  expect(surveyResponses.map((r) => [r.formName, r.score])).toEqual([
    ['covid_19_daily', null],
    ['covid_19_daily', null],
  ]);
});

describe('a clinician without a care relationship', () => {
  it('James gets 404 for Elin’s self-assessments, as for nobody, and the denial is audited', async () => {
    const answer = await james.get(path(ELIN));
    expect(answer.status).toBe(404);
    expect(answer.text).toBe((await james.get(path(UNKNOWN_ID))).text);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'self_assessments.read', outcome: 'denied', patientId: ELIN }),
    ]);
  });

  it('without a session it is 401', async () => {
    expect((await new TestClient(t.baseUrl).get(path(ELIN))).status).toBe(401);
  });
});
