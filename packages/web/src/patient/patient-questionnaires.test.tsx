import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatientQuestionnaires, type Questionnaire } from './patient-questionnaires';

const wsas: Questionnaire = {
  id: 'q1',
  type: 'WORK_AND_SOCIAL_ADJUSTMENT',
  title: 'Work and social adjustment (WSAS)',
  instructions: 'How much do your problems affect your everyday life?',
  items: ['Work', 'Home management', 'Social leisure', 'Private leisure', 'Close relationships'],
  options: Array.from({ length: 9 }, (_, points) => ({ points, label: String(points) })),
};

type Call = { url: string; init?: RequestInit };

/** The server: answers the list from `lists` in turn (the last one again), and each answer with `answerStatus`. */
function server(lists: Questionnaire[][], answerStatus: number[] = [200]) {
  const calls: Call[] = [];
  let listed = 0;
  let answered = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (init?.method === 'POST') {
      const status = answerStatus[Math.min(answered++, answerStatus.length - 1)]!;
      return new Response(JSON.stringify({ id: 'q1', state: 'ANSWERED' }), { status });
    }
    return new Response(JSON.stringify({ questionnaires: lists[Math.min(listed++, lists.length - 1)] }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(form: HTMLElement, item: number, points: number) {
  const group = within(form).getByRole('group', { name: new RegExp(`^Question ${item} of 5:`) });
  await userEvent.click(within(group).getByRole('radio', { name: String(points) }));
}

describe('the questionnaires on the link page', () => {
  it('are not mentioned when the clinician has sent none', async () => {
    const calls = server([[]]);
    const { container } = render(<PatientQuestionnaires token="abc" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/join/abc/self-assessments?language=en');
    expect(container.textContent).toBe('');
  });

  it('refuses to send with questions left out, names them, and sends nothing', async () => {
    const calls = server([[wsas]]);
    render(<PatientQuestionnaires token="abc" />);
    const form = await screen.findByRole('form', { name: 'Work and social adjustment (WSAS)' });
    await choose(form, 1, 3);
    await choose(form, 3, 0);
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answers' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Answer every question before you send. Not answered yet: questions 2, 4, and 5.',
    );
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
  });

  it('keeps the answers when sending fails, and sends the chosen points, never a score', async () => {
    const calls = server([[wsas], []], [503, 200]);
    render(<PatientQuestionnaires token="abc" />);
    const form = await screen.findByRole('form', { name: 'Work and social adjustment (WSAS)' });
    for (const [index, points] of [4, 2, 0, 8, 1].entries()) await choose(form, index + 1, points);
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answers' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Your answers were not sent');
    const fourth = within(form).getByRole('group', { name: /^Question 4 of 5:/ });
    expect((within(fourth).getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(form).getByRole('button', { name: 'Send my answers' }));
    await screen.findByText('You have answered every questionnaire. Thank you.');
    expect(document.activeElement?.textContent).toBe('You have answered every questionnaire. Thank you.');
    const posts = calls.filter((c) => c.init?.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['/api/join/abc/self-assessments/q1', '/api/join/abc/self-assessments/q1']);
    expect(JSON.parse(posts[1]!.init!.body as string)).toEqual({ language: 'en', answers: [4, 2, 0, 8, 1] });
  });

  it('names the one question left out in the singular', async () => {
    server([[wsas]]);
    render(<PatientQuestionnaires token="abc" />);
    const form = await screen.findByRole('form', { name: 'Work and social adjustment (WSAS)' });
    for (const [index, points] of [4, 2, 0, 8].entries()) await choose(form, index + 1, points);
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answers' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Answer every question before you send. Not answered yet: question 5.',
    );
  });

  it('moves focus to the next questionnaire’s heading once one is answered', async () => {
    server([[wsas, { ...wsas, id: 'q2', title: 'Second' }], [{ ...wsas, id: 'q2', title: 'Second' }]]);
    render(<PatientQuestionnaires token="abc" />);
    const form = await screen.findByRole('form', { name: 'Work and social adjustment (WSAS)' });
    for (const [index, points] of [4, 2, 0, 8, 1].entries()) await choose(form, index + 1, points);
    await userEvent.click(within(form).getByRole('button', { name: 'Send my answers' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second' })));
  });

  it('shows nothing when the list cannot be loaded and nothing was listed; an expired link is not asked again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ error: { key: 'link_expired' } }), { status: 410 });
    });
    const { container } = render(<PatientQuestionnaires token="abc" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // React applies the stop when act ends: let the failure land first, then wait four polls.
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(1);
    expect(container.textContent).toBe('');
  });

  it('asks nothing while the browser tab is hidden, and asks again when it shows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const calls = server([[]]);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    render(<PatientQuestionnaires token="abc" />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(0);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    hidden.mockRestore();
  });
});
