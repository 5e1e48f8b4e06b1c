import type { SelfAssessmentQuestion, SelfAssessmentResponse, SentSelfAssessment } from '@konsult/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failingUntilRecovered, tryAgainFromErrorBanner } from '../../test/error-banner';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { ANSWER_POLL_MS } from './api/use-self-assessments';
import { SelfAssessmentsPanel } from './index';
import { forgetLoggedSurveyTypes } from './log-unknown-types';
import { answerText, surveyResponseText } from './survey-text';

const PATH = 'GET /api/facts/patients/patient-1/self-assessments';
const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24, 18, 30);
const FREQUENCY = ['Inte alls', 'Flera dagar', 'Mer än hälften av dagarna', 'Nästan varje dag'];

const item = (title: string, points: number): SelfAssessmentQuestion => ({
  title,
  subtitle: null,
  options: FREQUENCY.map((label, i) => ({ label, value: String(i), selected: i === points })),
  answer: null,
});

function aPhq9(id: string, daysAgo: number, points: number[]): SelfAssessmentResponse {
  return {
    id,
    formName: 'mental_health_phq9_se',
    questions: points.map((p, i) => ({
      ...item(`Fråga ${i + 1}`, p),
      subtitle: i === 0 ? 'Under de senaste två veckorna' : null,
    })),
    createdAt: now - daysAgo * DAY,
    score: points.reduce((a, b) => a + b, 0),
  };
}

const declaration: SelfAssessmentResponse = {
  id: 'declaration',
  formName: 'vaccination_health_declaration',
  questions: [
    { title: 'Vilket vaccin ska du få?', subtitle: null, options: [], answer: 'Influensa' },
    {
      title: 'Har du feber idag?',
      subtitle: null,
      options: [
        { label: 'Ja', value: 'yes', selected: false },
        { label: 'Nej', value: 'no', selected: true },
      ],
      answer: null,
    },
  ],
  createdAt: now - 3 * DAY,
  score: null,
};

const unknown: SelfAssessmentResponse = {
  id: 'sleep',
  formName: 'sleep_diary_v2',
  questions: [{ title: 'När gick du och lade dig?', subtitle: null, options: [], answer: '23:15' }],
  createdAt: now - DAY,
  score: null,
};

const english = aClinician({ locale: 'en' });
const REQUESTS_PATH = '/api/treatment-programme/SelfAssessment/';
const aRequest = (answered: boolean): SentSelfAssessment => ({
  id: 'r1',
  type: 'DEPRESSION',
  formName: 'mental_health_phq9_se',
  state: answered ? 'ANSWERED' : 'SENT',
  sentAt: now - 60_000,
  sentBy: 'Anna Lindgren',
  answeredAt: answered ? now : null,
  score: answered ? 8 : null,
  maxScore: 27,
  band: answered ? 'mild' : null,
});
const render = () => renderPanel(<SelfAssessmentsPanel patientId="patient-1" meeting={null} />, english);

beforeEach(() => forgetLoggedSurveyTypes());
afterEach(() => vi.restoreAllMocks());

describe('self-assessments panel', () => {
  it('lists date, survey title and total score with its severity; unknown types are logged and not shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      [PATH]: json(200, { surveyResponses: [unknown, declaration, aPhq9('p1', 10, [2, 2, 1, 3, 1, 2, 1, 1, 1])] }),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Self-assessments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('21 Nov 2026');
    expect(items[0]!.textContent).toContain('Vaccination health declaration');
    expect(items[0]!.textContent).toContain('No score');
    expect(items[1]!.textContent).toContain('PHQ-9 (depression)');
    expect(items[1]!.textContent).toContain('Total score 14 of 27, moderate');
    expect(screen.queryByText(/sleep_diary_v2|När gick du/)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('sleep_diary_v2');
  });

  it('shows the newest 10, and "show all" reveals the rest', async () => {
    const many = Array.from({ length: 13 }, (_, i) => aPhq9(`p${i}`, i * 7, [1, 1, 1, 1, 1, 1, 1, 1, 0]));
    mockApi({ [PATH]: json(200, { surveyResponses: many }) });
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Self-assessments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show all (3 more)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('scores SMBQ and WSAS by their cut-offs, a mean of 3.95 below the burnout threshold and not rounded to 4', async () => {
    const scored = (id: string, formName: string, score: number): SelfAssessmentResponse => ({
      id,
      formName,
      questions: [item('Fråga 1', 1)],
      createdAt: now - DAY,
      score,
    });
    mockApi({
      [PATH]: json(200, {
        surveyResponses: [
          scored('smbq', 'mental_health_smbq_se', 3.95),
          scored('wsas', 'work_and_social_adjustment', 21),
        ],
      }),
    });
    render();
    expect((await screen.findByRole('button', { name: /SMBQ/ })).textContent).toContain(
      'Total score 3.95 of 7, below the burnout threshold',
    );
    expect(screen.getByRole('button', { name: /WSAS/ }).textContent).toContain('Total score 21 of 40, severe');
  });

  it('ten or fewer: no "show all"', async () => {
    mockApi({ [PATH]: json(200, { surveyResponses: [declaration] }) });
    render();
    await screen.findByRole('list', { name: 'Self-assessments' });
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('opens into the questions and answers, and flags a PHQ-9 item 9 above "not at all"', async () => {
    mockApi({ [PATH]: json(200, { surveyResponses: [aPhq9('p1', 2, [2, 2, 1, 3, 1, 2, 1, 1, 1])] }) });
    const { user } = render();
    const toggle = await screen.findByRole('button', { name: /PHQ-9/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.textContent).toContain('Under de senaste två veckorna');
    expect(body.textContent).toContain('Fråga 4Nästan varje dag');
    expect(body.textContent).toContain('Question 9 (thoughts of death or self-harm) was answered “Flera dagar”.');
  });

  it('copies a plain-text rendering of the response to the clipboard', async () => {
    mockApi({ [PATH]: json(200, { surveyResponses: [declaration] }) });
    const { user } = render();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: /Vaccination health declaration/ }));
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toBe(
      [
        'Vaccination health declaration – 21 Nov 2026',
        '',
        '1. Vilket vaccin ska du få?',
        '   Influensa',
        '',
        '2. Har du feber idag?',
        '   Nej',
      ].join('\n'),
    );
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();
  });

  it('says when copying fails', async () => {
    mockApi({ [PATH]: json(200, { surveyResponses: [declaration] }) });
    const { user } = render();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: /Vaccination health declaration/ }));
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it yourself.')).toBeTruthy();
  });

  it('says when the patient has none of a known type', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ [PATH]: json(200, { surveyResponses: [unknown] }) });
    render();
    expect(await screen.findByText('The patient has not filled in any self-assessments.')).toBeTruthy();
  });

  it('in a meeting, shows the patient’s answer without a reload, and stops asking once nothing waits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let answered = false;
    const requests = mockApi({
      [PATH]: () => json(200, { surveyResponses: answered ? [aPhq9('p1', 0, [1, 1, 1, 1, 1, 1, 1, 1, 0])] : [] }),
      [`GET ${REQUESTS_PATH}`]: () => json(200, { assessments: [aRequest(answered)] }),
    });
    renderPanel(<SelfAssessmentsPanel patientId="patient-1" meeting={aMeeting()} />, english);
    await screen.findByText('The patient has not filled in any self-assessments.');
    const asked = () => requests.filter((r) => r.path === REQUESTS_PATH).length;
    expect(asked()).toBe(1);

    answered = true;
    await act(() => vi.advanceTimersByTimeAsync(ANSWER_POLL_MS));
    const list = await screen.findByRole('list', { name: 'Self-assessments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(asked()).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(3 * ANSWER_POLL_MS));
    expect(asked()).toBe(2);
  });

  it('shows an error banner that tries again', async () => {
    const server = failingUntilRecovered(
      () => apiError(403, 'forbidden'),
      () => json(200, { surveyResponses: [declaration] }),
    );
    mockApi({ [PATH]: server.reply });
    const { user } = render();
    await tryAgainFromErrorBanner(user, 'Could not load the self-assessments', server.recover);
    expect(await screen.findByRole('list', { name: 'Self-assessments' })).toBeTruthy();
  });
});

describe('survey text', () => {
  it('reads selected options, free text, or nothing', () => {
    expect(answerText(item('x', 2), 'en-GB')).toBe('Mer än hälften av dagarna');
    expect(answerText({ title: 'x', subtitle: null, options: [], answer: '  ' }, 'en-GB')).toBeNull();
    expect(answerText({ ...item('x', 9) }, 'en-GB')).toBeNull();
  });

  it('lists several selected options in the UI language', () => {
    const options = ['A', 'B', 'C'].map((label) => ({ label, value: label, selected: true }));
    const question = { title: 'x', subtitle: null, options, answer: null };
    expect(answerText(question, 'en-GB')).toBe('A, B and C');
    expect(answerText(question, 'sv-SE')).toBe('A, B och C');
    expect(answerText(question, 'fr-FR')).toBe('A, B et C');
  });

  it('puts the score line under the title and names unanswered questions', () => {
    const text = surveyResponseText({
      title: 'GAD-7 (anxiety)',
      date: '1 Nov 2026',
      scoreLine: 'Total score 3 of 21, minimal',
      questions: [{ ...item('Känt dig nervös', 9), subtitle: 'Senaste två veckorna' }],
      notAnswered: 'Not answered',
      locale: 'en-GB',
    });
    expect(text).toBe(
      [
        'GAD-7 (anxiety) – 1 Nov 2026',
        'Total score 3 of 21, minimal',
        '',
        'Senaste två veckorna',
        '1. Känt dig nervös',
        '   Not answered',
      ].join('\n'),
    );
  });
});
