import type { PatientProgramme, ProgrammeLinkInfo } from '@konsult/domain/api/treatment-programmes';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { programmePage } from './programme-entry';
import ProgrammePage from './programme-page';
import { shell } from './programme-shell';

/**
 * Karin opens her programme's own link weeks after the meeting: the page says who runs it and until when the link
 * works, shows the programme and its messages, and her reply goes to the programme's conversation. Once the programme
 * has ended the link still opens it, read-only. The server is a stub.
 */

const DAY = 24 * 60 * 60_000;

function info(overrides: Partial<ProgrammeLinkInfo> = {}): ProgrammeLinkInfo {
  return {
    clinicianName: 'Fredrik Holm',
    expiresAt: new Date(2027, 4, 26, 12, 0).getTime(),
    locale: 'en',
    state: 'active',
    ended: null,
    ...overrides,
  };
}

function programme(overrides: Partial<PatientProgramme> = {}): PatientProgramme {
  return {
    id: 'cp1',
    title: 'Managing anxiety',
    description: 'Eight modules to understand your anxiety.',
    state: 'active',
    created: Date.now() - 20 * DAY,
    ended: null,
    mayWrite: true,
    onThisLink: true,
    exercises: [],
    modules: [
      {
        id: 'm1',
        title: 'Understanding anxiety',
        state: 'unlocked',
        steps: [{ kind: 'text', id: 's1', title: 'What anxiety is', body: 'Anxiety is an alarm.', done: false }],
      },
    ],
    ...overrides,
  };
}

type Call = { url: string; method: string; body?: unknown };

const linkInvalid = () => Response.json({ error: { key: 'link_invalid', message: 'gone' } }, { status: 404 });

function server(
  answer: ProgrammeLinkInfo | null,
  programmes: PatientProgramme[],
  overrides: Record<string, () => Response | Promise<Response>> = {},
) {
  const calls: Call[] = [];
  const messages = [
    {
      id: 'msg1',
      senderRole: 'CLINICIAN',
      senderName: 'Fredrik Holm',
      subject: null,
      message: 'Welcome to the programme!',
      sentAt: Date.now() - DAY,
      attachments: [],
    },
  ];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const override = overrides[`${method} ${url.split('?')[0]}`];
    if (override) return override();
    if (url === '/api/programme/tok') return answer ? Response.json(answer) : Response.json({}, { status: 404 });
    if (url.startsWith('/api/programme/tok/treatment-programmes?')) return Response.json({ programmes });
    if (url === '/api/programme/tok/messages' && method === 'GET') return Response.json({ messages });
    if (url === '/api/programme/tok/messages') return Response.json({}, { status: 201 });
    return Response.json({}, { status: 404 });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the programme’s own page', () => {
  it('shows the programme and its messages, and sends the reply to the programme’s conversation', async () => {
    const calls = server(info(), [programme()]);
    render(<ProgrammePage token="tok" shell={shell} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your treatment programme' })).toBeTruthy();
    expect(screen.getByText('Your therapist: Fredrik Holm')).toBeTruthy();
    expect(screen.getByText(/^This link is yours and works until 26 May 2027, 12:00\./)).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Managing anxiety' });
    expect(within(region).getByText('Anxiety is an alarm.')).toBeTruthy();
    expect(await screen.findByText('Welcome to the programme!')).toBeTruthy();
    expect(document.title).toBe('Your treatment programme');

    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { url: '/api/programme/tok/messages', method: 'POST', body: { message: 'Thank you!' } },
      ]),
    );
    expect(calls.every((call) => call.url.startsWith('/api/programme/tok'))).toBe(true);
  });

  it('opens an ended programme read-only and says until when', async () => {
    const ended = Date.now() - 2 * DAY;
    server(info({ state: 'ended', ended, expiresAt: new Date(2027, 0, 5, 9, 30).getTime() }), [
      programme({ state: 'ended', ended, mayWrite: false }),
    ]);
    render(<ProgrammePage token="tok" shell={shell} />);
    expect(
      await screen.findByText('The programme has ended. You can read what you did here until 5 Jan 2027, 09:30.'),
    ).toBeTruthy();
    expect(await screen.findByText('Your programme has ended, so you can no longer send messages here.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).disabled).toBe(true);
    const region = screen.getByRole('region', { name: 'Managing anxiety' });
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says the link is not valid when the server does not know it', async () => {
    const calls = server(null, []);
    render(<ProgrammePage token="tok" shell={shell} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid|expired/i);
    expect(calls.map((call) => call.url)).toEqual(['/api/programme/tok']);
  });

  it('says the link is not valid as soon as any call learns it was replaced; its parts are gone', async () => {
    let programmesGone = false;
    server(info(), [programme()], {
      'GET /api/programme/tok/treatment-programmes': () =>
        programmesGone ? linkInvalid() : Response.json({ programmes: [programme()] }),
      'POST /api/programme/tok/messages': linkInvalid,
    });
    render(<ProgrammePage token="tok" shell={shell} />);
    await screen.findByRole('region', { name: 'Managing anxiety' });
    // The psychologist made a new link: Karin's reply is the first call to hear of it.
    programmesGone = true;
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid|expired/i);
    expect(screen.queryByRole('region', { name: 'Managing anxiety' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('keeps the reply closed until the programme has loaded', async () => {
    let answer!: (response: Response) => void;
    server(info(), [programme()], {
      'GET /api/programme/tok/treatment-programmes': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(<ProgrammePage token="tok" shell={shell} />);
    const reply = (await screen.findByRole('textbox', { name: 'Your reply' })) as HTMLTextAreaElement;
    expect(reply.disabled).toBe(true);
    answer(Response.json({ programmes: [programme()] }));
    await vi.waitFor(() => expect(reply.disabled).toBe(false));
  });

  it('says a 404 for a missing thing is no invalid link: the page stays', async () => {
    server(info(), [programme()], {
      'POST /api/programme/tok/messages': () => Response.json({ error: { key: 'notFound' } }, { status: 404 }),
    });
    render(<ProgrammePage token="tok" shell={shell} />);
    await screen.findByRole('region', { name: 'Managing anxiety' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your message was not sent/);
    expect(screen.getByRole('region', { name: 'Managing anxiety' })).toBeTruthy();
  });
});

describe('loading the programme page', () => {
  it('is busy while its code comes, and says when it could not come, with a way to try again', async () => {
    let fail!: (error: Error) => void;
    const retry = vi.fn();
    const Page = programmePage(() => new Promise((_, reject) => (fail = reject)), retry);
    const { container } = render(
      <Suspense fallback={<main className="join" aria-busy="true" />}>
        <Page token="tok" shell={shell} />
      </Suspense>,
    );
    expect(container.querySelector('main')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(new Error('chunk')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach konsult.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says when a part of the page failed while showing, and starts it again on asking', async () => {
    let fails = true;
    const broken: typeof shell = {
      ...shell,
      formatDateTime: (...args) => {
        if (fails) throw new Error('broken');
        return shell.formatDateTime(...args);
      },
    };
    server(info(), []);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProgrammePage token="tok" shell={broken} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach konsult.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your therapist: Fredrik Holm')).toBeTruthy();
  });
});
