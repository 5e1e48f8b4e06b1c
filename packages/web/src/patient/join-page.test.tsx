import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinPage, type JoinInfo } from './join-page';

const info: JoinInfo = {
  clinicianName: 'Anna Lindgren',
  scheduledStartTime: Date.parse('2026-11-21T10:00:00Z'),
  interventionType: 'VIDEO',
  expiresAt: Date.parse('2026-11-21T12:20:00Z'),
};

/** A text meeting: no camera to start, only the appointment and the (empty) messages. */
const textMeeting = (locale?: JoinInfo['locale']): JoinInfo => ({ ...info, interventionType: 'TEXT', locale });

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ messages: [] })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en';
});

describe('patient join page', () => {
  it('shows who the patient will meet when the link is valid', async () => {
    render(<JoinPage token="abc" fetchInfo={async () => info} />);
    const appointment = await screen.findByRole('region', { name: 'Your appointment' });
    expect(appointment.textContent).toContain('video consultation with Anna Lindgren');
    expect(appointment.textContent).toMatch(/Saturday,? 21 November 2026 at 10:00/);
  });

  it('tells the patient the link is not valid and to ask their clinician for a new one', async () => {
    render(<JoinPage token="abc" fetchInfo={async () => null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid or has expired. Ask your clinician for a new link.',
    );
  });

  it('offers to try again when konsult cannot be reached', async () => {
    const fetchInfo = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(info);
    render(<JoinPage token="abc" fetchInfo={fetchInfo} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your appointment' })).toBeTruthy();
  });
});

/** What a patient of each market reads: the appointment, what to do while waiting, and the messages' heading. */
const PAGES = {
  en: {
    appointment: 'Your appointment',
    with: 'Your text consultation with Anna Lindgren',
    waiting: 'Keep this page open. Your clinician will start the consultation at the booked time.',
    messages: 'Messages',
    empty: 'No messages yet.',
    checking: 'Checking your link…',
  },
  sv: {
    appointment: 'Din bokade tid',
    with: 'Ditt chattbesök hos Anna Lindgren',
    waiting: 'Låt den här sidan vara öppen. Vårdpersonalen startar besöket på den bokade tiden.',
    messages: 'Meddelanden',
    empty: 'Inga meddelanden ännu.',
    checking: 'Vi kontrollerar din länk…',
  },
  nb: {
    appointment: 'Timen din',
    with: 'Din tekstkonsultasjon med Anna Lindgren',
    waiting: 'Ha denne siden åpen. Behandleren din starter konsultasjonen til avtalt tid.',
    messages: 'Meldinger',
    empty: 'Ingen meldinger ennå.',
    checking: 'Sjekker lenken din…',
  },
  fr: {
    appointment: 'Votre rendez-vous',
    with: 'Votre téléconsultation écrite avec Anna Lindgren',
    waiting: 'Gardez cette page ouverte. Votre soignant commencera la consultation à l’heure du rendez-vous.',
    messages: 'Messages',
    empty: 'Aucun message pour le moment.',
    checking: 'Vérification de votre lien…',
  },
  de: {
    appointment: 'Ihr Termin',
    with: 'Ihre Textkonsultation bei Anna Lindgren',
    waiting: 'Lassen Sie diese Seite geöffnet. Ihr Behandlungsteam beginnt die Sprechstunde zur vereinbarten Zeit.',
    messages: 'Nachrichten',
    empty: 'Noch keine Nachrichten.',
    checking: 'Ihr Link wird geprüft …',
  },
} as const;
const LANGUAGES = Object.keys(PAGES) as (keyof typeof PAGES)[];

async function expectPageIn(language: keyof typeof PAGES) {
  const page = PAGES[language];
  const appointment = await screen.findByRole('region', { name: page.appointment });
  expect(appointment.textContent).toContain(page.with);
  expect(within(appointment).getByText(page.waiting)).toBeTruthy();
  expect(screen.getByRole('heading', { name: page.messages })).toBeTruthy();
  expect(await screen.findByText(page.empty)).toBeTruthy();
  expect(document.documentElement.lang).toBe(language);
}

describe('the join page in the patient’s language', () => {
  it.each(LANGUAGES)(
    'speaks %s to a patient of that market whose browser prefers none of the five',
    async (language) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'pl']);
      render(<JoinPage token="abc" fetchInfo={async () => textMeeting(language)} />);
      await expectPageIn(language);
    },
  );

  it.each([
    ['en', ['en-US', 'sv']],
    ['sv', ['sv-SE', 'en']],
    ['nb', ['no']],
    ['fr', ['fi', 'fr-FR']],
    ['de', ['de-CH', 'en']],
  ] as const)('speaks %s to a browser that prefers %j when the server names no market', async (language, prefers) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...prefers]);
    let answer: (value: JoinInfo) => void = () => undefined;
    render(<JoinPage token="abc" fetchInfo={() => new Promise<JoinInfo>((resolve) => (answer = resolve))} />);
    expect((await screen.findByRole('status')).textContent).toBe(PAGES[language].checking);
    answer(textMeeting());
    await expectPageIn(language);
  });

  it.each([
    ['en', 'sv'],
    ['de', 'en'],
  ] as const)('speaks %s to a browser that prefers it, whatever the market (%s)', async (language, market) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
    render(<JoinPage token="abc" fetchInfo={async () => textMeeting(market)} />);
    await expectPageIn(language);
  });

  it('speaks English to a browser whose languages the page does not have', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'pl']);
    render(<JoinPage token="abc" fetchInfo={async () => textMeeting()} />);
    await expectPageIn('en');
  });

  it('tells a Norwegian browser in Norwegian that the link is not valid', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO']);
    render(<JoinPage token="abc" fetchInfo={async () => null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lenken er ugyldig eller utløpt. Be behandleren din om en ny lenke.',
    );
  });

  it('writes the booked time in the market’s language on a 24-hour clock', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI']);
    render(
      <JoinPage token="abc" fetchInfo={async () => ({ ...textMeeting('de'), scheduledStartTime: info.expiresAt })} />,
    );
    const appointment = await screen.findByRole('region', { name: 'Ihr Termin' });
    expect(appointment.textContent).toMatch(/Samstag, 21\. November 2026 um 12:20/);
  });
});
