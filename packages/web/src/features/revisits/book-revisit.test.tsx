import { type B2bTicket, dayKey, type Slot } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeProvider } from '../../lib/session/me-context';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi, type ApiRoutes } from '../../test/mock-api';
import { renderUi } from '../../test/render-ui';
import { BookRevisitPanel } from './index';

const DAY = 86_400_000;
const STOCKHOLM = 'Europe/Stockholm';
const SLOTS_PATH = '/api/meeting/meeting-1/revisit-slots';
const TICKET_PATH = '/api/b2b/ticket-validity';
const BOOK_PATH = '/api/meeting/meeting-1/book-revisit';
const day = (offset: number) => dayKey(Date.now() + offset * DAY, STOCKHOLM);

/** Two free 20-minute times on a weekday at least five days ahead. */
function slots(): { from: string; to: string; slots: Slot[] } {
  let noon = Date.parse(`${day(5)}T12:00:00Z`);
  while ([0, 6].includes(new Date(noon).getUTCDay())) noon += DAY;
  const first = noon - 3 * 3_600_000;
  const slot = (startMillis: number): Slot => ({
    shiftType: 'CONSULTATION',
    meetingId: null,
    startMillis,
    endMillis: startMillis + 20 * 60_000,
    isBookable: true,
    isDropin: false,
  });
  return { from: day(-7), to: day(14), slots: [slot(first), slot(first + 20 * 60_000)] };
}

const ticket = (overrides: Partial<B2bTicket> = {}): B2bTicket => ({
  partnerName: 'Folksam Företagshälsa',
  type: 'b2b_t1',
  validFrom: day(-30),
  validTo: day(150),
  numberOfAppointments: 6,
  remainedAppointments: 4,
  isRevoked: false,
  ...overrides,
});

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function renderBookRevisit(ticketAnswer: ApiRoutes[string], more: ApiRoutes = {}) {
  const requests = mockApi({
    [`GET ${SLOTS_PATH}`]: json(200, slots()),
    [`GET ${TICKET_PATH}`]: ticketAnswer,
    ...more,
  });
  const view = renderUi(
    <MeProvider me={aClinician()}>
      <BookRevisitPanel meeting={aMeeting()} />
    </MeProvider>,
  );
  return { ...view, requests };
}

async function bookFirstTime(user: ReturnType<typeof renderUi>['user']) {
  const times = await screen.findByRole('group', { name: /^Times on/ });
  await user.click(within(times).getAllByRole('button')[0]!);
  await user.click(screen.getByRole('button', { name: /^Book revisit / }));
}

describe('the B2B ticket above the calendar', () => {
  it('shows what is left of a valid ticket, asked by activity and user', async () => {
    const { requests } = renderBookRevisit(json(200, { ticket: ticket() }));
    const note = await screen.findByRole('note', { name: 'B2B ticket' });
    expect(note.textContent).toMatch(
      /The patient’s B2B ticket with Folksam Företagshälsa: 4 of 6 appointments left, valid until \d{1,2} \w{3} \d{4}\./,
    );
    const asked = requests.find((r) => r.path === TICKET_PATH)!;
    expect(Object.fromEntries(asked.query)).toEqual({ activityId: 'meeting-1', userId: 'patient-1' });
  });

  it('warns of a revoked ticket, and still books the revisit', async () => {
    const { user, requests } = renderBookRevisit(json(200, { ticket: ticket({ isRevoked: true }) }), {
      [`POST ${BOOK_PATH}`]: json(201, {
        meetingId: 'meeting-9',
        startMillis: slots().slots[0]!.startMillis,
        coveredByB2bTicket: false,
      }),
    });
    const warning = await screen.findByRole('alert', { name: 'B2B ticket' });
    expect(warning.textContent).toContain(
      'The patient’s B2B ticket with Folksam Företagshälsa has been revoked; this revisit is not covered.',
    );
    await bookFirstTime(user);
    const booked = await screen.findByRole('status');
    expect(booked.textContent).toMatch(/^The revisit is booked for .+\.$/);
    expect(requests.filter((r) => r.method === 'POST' && r.path === BOOK_PATH)).toHaveLength(1);
  });

  it('treats the partner’s TICKET_DELETED as a revoked ticket', async () => {
    renderBookRevisit(apiError(410, 'TICKET_DELETED'));
    const warning = await screen.findByRole('alert', { name: 'B2B ticket' });
    expect(warning.textContent).toContain('The patient’s B2B ticket has been revoked; this revisit is not covered.');
  });

  it('warns of a used-up and of an expired ticket', async () => {
    const usedUp = renderBookRevisit(json(200, { ticket: ticket({ remainedAppointments: 0 }) }));
    expect((await screen.findByRole('alert', { name: 'B2B ticket' })).textContent).toContain(
      'The patient’s B2B ticket with Folksam Företagshälsa is used up (all 6 appointments); this revisit is not covered.',
    );
    usedUp.unmount();
    renderBookRevisit(json(200, { ticket: ticket({ validFrom: day(-400), validTo: day(-2) }) }));
    expect((await screen.findByRole('alert', { name: 'B2B ticket' })).textContent).toMatch(
      /The patient’s B2B ticket with Folksam Företagshälsa expired on \d{1,2} \w{3} \d{4}; this revisit is not covered\./,
    );
  });

  it('shows nothing when the patient has no ticket', async () => {
    const { queryClient } = renderBookRevisit(json(200, { ticket: null }));
    await screen.findByRole('group', { name: /^Times on/ });
    await waitFor(() =>
      expect(queryClient.getQueryState(['revisits', 'b2b-ticket', 'meeting-1'])?.status).toBe('success'),
    );
    expect(screen.queryByText(/B2B/)).toBeNull();
  });

  it('notes a ticket that could not be checked, without blocking the booking', async () => {
    renderBookRevisit(apiError(502, 'b2b_ticket_unavailable'));
    const note = await screen.findByRole('note', { name: 'B2B ticket' }, { timeout: 4_000 });
    expect(note.textContent).toContain('The patient’s B2B ticket could not be checked just now. You can still book');
    const times = screen.getByRole('group', { name: /^Times on/ });
    expect(
      within(times)
        .getAllByRole('button')
        .every((b) => !b.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('says when the ticket pays for the booked revisit, and shows one appointment fewer', async () => {
    let remained = 4;
    const { user } = renderBookRevisit(() => json(200, { ticket: ticket({ remainedAppointments: remained }) }), {
      [`POST ${BOOK_PATH}`]: () => {
        remained -= 1;
        return json(201, {
          meetingId: 'meeting-9',
          startMillis: slots().slots[0]!.startMillis,
          coveredByB2bTicket: true,
        });
      },
    });
    await screen.findByText(/4 of 6 appointments left/);
    await bookFirstTime(user);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^The revisit is booked for .+\. One appointment of the patient’s B2B ticket pays for it\.$/,
    );
    expect(await screen.findByText(/3 of 6 appointments left/)).toBeTruthy();
  });
});

describe('a refused booking', () => {
  it('keeps the message, drops the taken time and says so; the next time books it', async () => {
    let attempts = 0;
    const { user } = renderBookRevisit(json(200, { ticket: null }), {
      [`POST ${BOOK_PATH}`]: () =>
        ++attempts === 1
          ? apiError(409, 'slot_taken', 'Taken')
          : json(201, {
              meetingId: 'meeting-9',
              startMillis: slots().slots[1]!.startMillis,
              coveredByB2bTicket: false,
            }),
    });
    await user.type(await screen.findByLabelText(/^Message to the patient/), 'Kontroll av blodtrycket');
    await bookFirstTime(user);

    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^That time was booked a moment ago\. Choose another; your message is kept\.$/,
    );
    expect((screen.getByLabelText(/^Message to the patient/) as HTMLTextAreaElement).value).toBe(
      'Kontroll av blodtrycket',
    );
    expect((screen.getByRole('button', { name: 'Choose a time' }) as HTMLButtonElement).disabled).toBe(true);

    const times = screen.getByRole('group', { name: /^Times on/ });
    await user.click(within(times).getAllByRole('button')[1]!);
    await user.click(screen.getByRole('button', { name: /^Book revisit / }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^The revisit is booked for /);
    expect((screen.getByLabelText(/^Message to the patient/) as HTMLTextAreaElement).value).toBe('');
    expect(attempts).toBe(2);
  });
});
