import type { PatientProgramme } from '@konsult/domain/api/treatment-programmes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgrammesAndMessages } from './patient-programmes-gate';
import { loadPageLanguage, PageLanguageContext } from './patient-texts';

/**
 * Karin has an internet CBT programme for anxiety on her link. Her psychologist has unlocked module 2: she reads its
 * text, writes in her activity diary, answers the module's questionnaire, and waits for module 3. The server is a
 * stub that keeps her programme and marks the steps she completes.
 */
function anxietyProgramme(overrides: Partial<PatientProgramme> = {}): PatientProgramme {
  return {
    id: 'cp1',
    title: 'Managing anxiety',
    description: 'Eight modules to understand your anxiety and take back what it has taken from you.',
    state: 'active',
    // Started on 20 November 2026: the diary takes activities from the 13th.
    created: new Date(2026, 10, 20, 9, 0).getTime(),
    ended: null,
    mayWrite: true,
    onThisLink: true,
    exercises: [{ exerciseId: 'ex-diary', type: 'activity-diary' }],
    modules: [
      { id: 'm1', title: 'Understanding anxiety', state: 'completed', steps: [] },
      {
        id: 'm2',
        title: 'Noticing what you do',
        state: 'active',
        steps: [
          {
            kind: 'text',
            id: 's1',
            title: 'Why activity matters',
            body: 'What we do shapes how we feel.\n\nThis week you will notice it.',
            done: false,
          },
          {
            kind: 'exercise',
            id: 's2',
            exercise: 'activity-diary',
            exerciseId: 'ex-diary',
            title: 'Your activity diary',
            instructions: 'Write down what you do, and how it felt.',
            done: false,
          },
          {
            kind: 'questionnaire',
            id: 's3',
            title: 'How was your week?',
            questions: [
              { id: 'q1', text: 'I avoided things because of worry' },
              { id: 'q2', text: 'I did something I enjoyed' },
            ],
            scale: ['Not at all', 'Some days', 'Most days'],
            done: false,
          },
        ],
      },
      { id: 'm3', title: 'Facing what you avoid', state: 'disabled', steps: [] },
      { id: 'm4', title: 'Keeping it going', state: 'enabled', steps: [] },
    ],
    ...overrides,
  };
}

type Call = { url: string; method: string; body?: unknown };

/** The server: the programmes as `programmes` holds them now; a completed step is marked done (and its module). */
function server(initial: PatientProgramme[], { stepStatus = 200 }: { stepStatus?: number } = {}) {
  let programmes = structuredClone(initial);
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.endsWith('/messages')) return Response.json({ messages: [] });
    if (url.startsWith('/api/join/abc/treatment-programmes?')) return Response.json({ programmes });
    const step = /treatment-programmes\/(\w+)\/modules\/(\w+)\/steps\/(\w+)$/.exec(url);
    if (step && method === 'POST') {
      if (stepStatus !== 200) return Response.json({ error: 'nope' }, { status: stepStatus });
      programmes = programmes.map((programme) => ({
        ...programme,
        modules: programme.modules.map((module) => {
          if (module.id !== step[2]) return module;
          const steps = module.steps.map((s) => (s.id === step[3] ? { ...s, done: true } : s));
          return { ...module, steps, state: steps.every((s) => s.done) ? 'completed' : 'active' };
        }),
      }));
      return Response.json({});
    }
    if (url.includes('/treatment-exercise/') && method === 'POST') return Response.json({}, { status: 201 });
    return Response.json({}, { status: 404 });
  });
  return calls;
}

/** Karin's programme with the first `done` steps of module 2 already done. */
function withDone(done: number): PatientProgramme {
  const programme = anxietyProgramme();
  programme.modules[1]!.steps = programme.modules[1]!.steps.map((step, index) => ({ ...step, done: index < done }));
  return programme;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openModule() {
  const programme = await screen.findByRole('region', { name: 'Managing anxiety' });
  const module = within(programme).getByRole('heading', { name: 'Module 2: Noticing what you do' }).closest('li')!;
  return { programme, module: module as HTMLElement };
}

describe('the patient’s treatment programme on the link page', () => {
  it('shows the unlocked module’s steps in order, and the locked modules by their title only', async () => {
    server([anxietyProgramme()]);
    render(<ProgrammesAndMessages token="abc" />);
    const { programme, module } = await openModule();

    expect(within(programme).getByText(/^Eight modules to understand your anxiety/)).toBeTruthy();
    const modules = within(programme)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(modules).toEqual([
      'Module 1: Understanding anxiety',
      'Module 2: Noticing what you do',
      'Module 3: Facing what you avoid',
      'Module 4: Keeping it going',
    ]);
    expect(within(module).getByText('Step 1 of 3')).toBeTruthy();
    const steps = within(module)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Why activity matters', 'Your activity diary', 'How was your week?']);
    expect(within(module).getByText('What we do shapes how we feel.')).toBeTruthy();
    expect(within(module).getAllByText('Coming up')).toHaveLength(2);
    // Only the current step can be done; the diary's form waits for its turn.
    expect(
      within(module)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Done']);

    for (const title of ['Module 3: Facing what you avoid', 'Module 4: Keeping it going']) {
      const locked = within(programme).getByRole('heading', { name: title }).closest('li')!;
      expect(locked.textContent).toBe(`${title}Locked — your therapist will unlock it`);
    }
    expect(
      within(programme).getByRole('heading', { name: 'Module 1: Understanding anxiety' }).closest('li')!.textContent,
    ).toContain('Completed');
  });

  it('completes a text step: the next step opens, and the patient hears it went through', async () => {
    const calls = server([anxietyProgramme()]);
    render(<ProgrammesAndMessages token="abc" />);
    const { module } = await openModule();
    await userEvent.click(within(module).getByRole('button', { name: 'Done' }));

    expect(await within(module).findByRole('form', { name: 'Your activity diary' })).toBeTruthy();
    expect(within(module).getByText('Well done. On to the next step.').getAttribute('role')).toBe('status');
    expect(within(module).getByText('Step 2 of 3')).toBeTruthy();
    expect(within(module).getByText('Done ✓')).toBeTruthy();
    expect(document.activeElement).toBe(within(module).getByRole('heading', { name: 'Your activity diary' }));
    expect(posts(calls)).toEqual([
      { url: '/api/join/abc/treatment-programmes/cp1/modules/m2/steps/s1', method: 'POST', body: {} },
    ]);
  });

  it('keeps the step open and says so when completing it fails', async () => {
    server([anxietyProgramme()], { stepStatus: 503 });
    render(<ProgrammesAndMessages token="abc" />);
    const { module } = await openModule();
    await userEvent.click(within(module).getByRole('button', { name: 'Done' }));
    expect((await within(module).findByRole('alert')).textContent).toBe(
      'That did not go through. Check your connection and try again.',
    );
    expect(within(module).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('adds an activity to the diary, lists it, and asks for what is missing first', async () => {
    const calls = server([withDone(1)]);
    render(<ProgrammesAndMessages token="abc" />);
    const { module } = await openModule();
    const diary = within(module).getByRole('form', { name: 'Your activity diary' });

    await userEvent.click(within(diary).getByRole('button', { name: 'Add to my diary' }));
    expect(within(diary).getByRole('alert').textContent).toBe('Write what you did and choose how it felt.');
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(within(diary).getByLabelText('When'), { target: { value: '2026-11-26T18:30' } });
    await userEvent.type(within(diary).getByRole('textbox', { name: 'What did you do?' }), 'A walk with Sara');
    await userEvent.selectOptions(
      within(diary).getByRole('combobox', { name: 'Kind of activity' }),
      'Time with others',
    );
    const feeling = within(diary).getByRole('group', { name: 'How did it feel? (0 = very bad, 10 = very good)' });
    await userEvent.click(within(feeling).getByRole('radio', { name: '7' }));
    await userEvent.click(within(diary).getByRole('button', { name: 'Add to my diary' }));

    expect((await within(diary).findByText('“A walk with Sara” was added to your diary.')).getAttribute('role')).toBe(
      'status',
    );
    expect(posts(calls)).toEqual([
      {
        url: '/api/join/abc/treatment-exercise/activity-diary/ex-diary/activities',
        method: 'POST',
        body: {
          activityTime: new Date(2026, 10, 26, 18, 30).getTime(),
          title: 'A walk with Sara',
          rating: 7,
          type: 'social',
        },
      },
    ]);
    const added = within(diary).getByRole('list', { name: 'Added to your diary this time' });
    expect(within(added).getByRole('listitem').textContent).toMatch(
      /26 Nov 2026, 18:30 A walk with Sara \(Time with others, 7 of 10\)$/,
    );
    // Ready for the next activity.
    expect((within(diary).getByRole('textbox', { name: 'What did you do?' }) as HTMLInputElement).value).toBe('');

    await userEvent.click(within(module).getByRole('button', { name: 'Done' }));
    expect(await within(module).findByRole('form', { name: 'How was your week?' })).toBeTruthy();
    expect(posts(calls).at(-1)!.url).toBe('/api/join/abc/treatment-programmes/cp1/modules/m2/steps/s2');
  });

  it('offers only the times the diary takes, and says so for a time outside them', async () => {
    const calls = server([withDone(1)]);
    render(<ProgrammesAndMessages token="abc" />);
    const { module } = await openModule();
    const diary = within(module).getByRole('form', { name: 'Your activity diary' });
    const when = within(diary).getByLabelText('When') as HTMLInputElement;
    // A week before the programme started, to a day from now.
    expect(when.min).toBe('2026-11-13T09:00');
    expect(Date.parse(when.max)).toBeGreaterThan(Date.now());
    expect(Date.parse(when.max)).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60_000);

    fireEvent.change(when, { target: { value: '2026-11-12T18:30' } });
    await userEvent.type(within(diary).getByRole('textbox', { name: 'What did you do?' }), 'Long ago');
    const feeling = within(diary).getByRole('group', { name: 'How did it feel? (0 = very bad, 10 = very good)' });
    await userEvent.click(within(feeling).getByRole('radio', { name: '5' }));
    await userEvent.click(within(diary).getByRole('button', { name: 'Add to my diary' }));
    expect(within(diary).getByRole('alert').textContent).toMatch(/^Choose a time from 13 Nov 2026, 09:00 to /);
    expect(posts(calls)).toHaveLength(0);
  });

  it('saves a situation analysis with each of its parts', async () => {
    const programme = withDone(1);
    programme.modules[1]!.steps[1] = {
      kind: 'exercise',
      id: 's2',
      exercise: 'situation-analysis',
      exerciseId: 'ex-situations',
      title: 'A situation that made you anxious',
      instructions: 'Think of a moment this week when the worry came.',
      done: false,
    };
    const calls = server([programme]);
    render(<ProgrammesAndMessages token="abc" />);
    const { module } = await openModule();
    const form = within(module).getByRole('form', { name: 'A situation that made you anxious' });

    fireEvent.change(within(form).getByLabelText('When'), { target: { value: '2026-11-25T08:15' } });
    const answers = {
      'The situation: where were you, and what happened?': 'On the bus to work, it was crowded',
      'What went through your mind?': 'I will faint and everyone will stare',
      'What did you notice in your body?': 'Heart racing, sweaty hands',
      'What did you do?': 'Got off two stops early',
      'What happened right after? (short-term consequences)': 'Relief',
      'And in the longer run? (long-term consequences)': 'The bus feels even harder now',
    };
    for (const [label, text] of Object.entries(answers)) {
      await userEvent.type(within(form).getByRole('textbox', { name: label }), text);
    }
    const strength = within(form).getByRole('group', { name: /^How strong was the feeling\?/ });
    await userEvent.click(within(strength).getByRole('radio', { name: '8' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the situation' }));

    expect(await within(form).findByText('Your situation analysis was saved.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        url: '/api/join/abc/treatment-exercise/situation-analysis/ex-situations/situations',
        method: 'POST',
        body: {
          time: new Date(2026, 10, 25, 8, 15).getTime(),
          rating: 8,
          description: 'On the bus to work, it was crowded',
          thoughts: 'I will faint and everyone will stare',
          sensations: 'Heart racing, sweaty hands',
          behaviour: 'Got off two stops early',
          shortTermConsequences: 'Relief',
          longTermConsequences: 'The bus feels even harder now',
        },
      },
    ]);
    expect(within(form).getByRole('list', { name: 'Saved this time' }).textContent).toContain(
      'On the bus to work, it was crowded (8 of 10)',
    );
  });

  it('sends the questionnaire’s answers once every question is answered, which completes the module', async () => {
    const calls = server([withDone(2)]);
    render(<ProgrammesAndMessages token="abc" />);
    const { programme, module } = await openModule();
    const form = within(module).getByRole('form', { name: 'How was your week?' });

    const avoided = within(form).getByRole('group', { name: 'Question 1 of 2: I avoided things because of worry' });
    await userEvent.click(within(avoided).getByRole('radio', { name: 'Some days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Answer every question before you send. Not answered yet: question 2.',
    );
    expect(posts(calls)).toHaveLength(0);

    const enjoyed = within(form).getByRole('group', { name: 'Question 2 of 2: I did something I enjoyed' });
    await userEvent.click(within(enjoyed).getByRole('radio', { name: 'Most days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send answers' }));

    expect(await within(module).findByText('Completed')).toBeTruthy();
    expect(posts(calls)).toEqual([
      { url: '/api/join/abc/treatment-programmes/cp1/modules/m2/steps/s3', method: 'POST', body: { answers: [1, 2] } },
    ]);
    expect(within(module).getByRole('status').textContent).toBe(
      'You have completed this module. Your therapist will look at your work and unlock the next one.',
    );
    expect(within(module).queryByRole('heading', { level: 4 })).toBeNull();
    expect(document.activeElement).toBe(within(module).getByRole('heading', { level: 3 }));
    expect(
      within(programme).getByText(
        'You have done everything that is open to you for now. Your therapist will unlock the next module.',
      ),
    ).toBeTruthy();
  });

  it('tells the patient their therapist has paused messages, and closes the reply', async () => {
    server([anxietyProgramme({ mayWrite: false })]);
    render(<ProgrammesAndMessages token="abc" />);
    await openModule();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(
      await within(messages).findByText(
        'Your therapist has paused messages for now. You can still read everything here.',
      ),
    ).toBeTruthy();
    const reply = within(messages).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    expect(reply.disabled).toBe(true);
    expect(reply.getAttribute('aria-describedby')).toBe('join-answer-closed');
  });

  it('keeps the reply open when the paused programme was started in another meeting: its messages are not these', async () => {
    server([anxietyProgramme({ mayWrite: false, onThisLink: false })]);
    render(<ProgrammesAndMessages token="abc" />);
    await openModule();
    const reply = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    expect(reply.disabled).toBe(false);
    expect(
      screen.queryByText('Your therapist has paused messages for now. You can still read everything here.'),
    ).toBeNull();
  });

  it('lists an ended programme after the running one, without its steps; the reply stays open for the running one', async () => {
    server([
      anxietyProgramme({ id: 'cp0', title: 'Better sleep', state: 'ended', mayWrite: false }),
      anxietyProgramme(),
    ]);
    render(<ProgrammesAndMessages token="abc" />);
    await openModule();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Managing anxiety', 'Better sleep', 'Messages']);
    const ended = screen.getByRole('region', { name: 'Better sleep' });
    expect(within(ended).getByText('This programme has ended. You can still read it here.')).toBeTruthy();
    expect(within(ended).queryAllByRole('heading', { level: 4 })).toHaveLength(0);
    expect(within(ended).queryByRole('button')).toBeNull();
    const reply = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    expect(reply.disabled).toBe(false);
  });

  it('says the programme has ended by the reply when it was the only one', async () => {
    server([anxietyProgramme({ state: 'ended', mayWrite: false })]);
    render(<ProgrammesAndMessages token="abc" />);
    await openModule();
    expect(await screen.findByText('Your programme has ended, so you can no longer send messages here.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('speaks Swedish to a Swedish patient, and asks for the programme in Swedish', async () => {
    const calls = server([anxietyProgramme({ mayWrite: false })]);
    render(
      <PageLanguageContext value={await loadPageLanguage('sv')}>
        <ProgrammesAndMessages token="abc" />
      </PageLanguageContext>,
    );
    const locked = await screen.findByRole('heading', { name: 'Modul 3: Facing what you avoid' });
    expect(locked.closest('li')!.textContent).toContain('Låst – din behandlare låser upp den');
    expect(screen.getByRole('button', { name: 'Klar' })).toBeTruthy();
    expect(
      screen.getByText('Din behandlare har pausat meddelandena just nu. Du kan fortfarande läsa allt här.'),
    ).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/join/abc/treatment-programmes?language=sv');
  });

  it('is not mentioned to a patient without a programme, nor by a server that does not know programmes', async () => {
    for (const answer of [Response.json({ programmes: [] }), Response.json({}, { status: 404 })]) {
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        return url.endsWith('/messages') ? Response.json({ messages: [] }) : answer;
      });
      const { unmount } = render(<ProgrammesAndMessages token="abc" />);
      await screen.findByText('No messages yet.');
      await vi.waitFor(() => expect(calls).toContain('/api/join/abc/treatment-programmes?language=en'));
      expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Messages']);
      expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).disabled).toBe(false);
      unmount();
    }
  });
});
