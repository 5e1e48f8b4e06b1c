import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aBritishClinician, aClinician, aMeetingSummary } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

// 21 November 2026, 10:00 in London (UTC+0 in November): the clinician's "today".
const NOW = Date.UTC(2026, 10, 21, 10, 0);
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

const signedIn = (clinician = aBritishClinician()) => ({ 'GET /api/auth/me': json(200, { clinician }) });

beforeEach(() => {
  // Only Date is faked: timers stay real so React, Query and Testing Library behave normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('home page', () => {
  it("lists today's meetings before upcoming and ended ones", async () => {
    mockApi({
      ...signedIn(),
      'GET /api/meetings': json(200, {
        meetings: [
          aMeetingSummary({ id: 'old', patientName: 'Olive Old', scheduledStartTime: at(18, 9), status: 'COMPLETED' }),
          aMeetingSummary({ id: 'next-week', patientName: 'Nina Next', scheduledStartTime: at(27, 11) }),
          aMeetingSummary({ id: 'afternoon', patientName: 'Adam Afternoon', scheduledStartTime: at(21, 15, 30) }),
          aMeetingSummary({
            id: 'cancelled-today',
            patientName: 'Cecil Cancelled',
            scheduledStartTime: at(21, 11),
            status: 'CANCELLED',
          }),
          aMeetingSummary({
            id: 'morning',
            patientName: 'Mia Morning',
            childName: 'Milo',
            interventionType: 'TEXT',
            activityType: 'REVISIT',
            scheduledStartTime: at(21, 10, 30),
          }),
          aMeetingSummary({ id: 'yesterday-open', patientName: 'Yusuf Yesterday', scheduledStartTime: at(20, 16) }),
          aMeetingSummary({ id: 'tomorrow', patientName: 'Tara Tomorrow', scheduledStartTime: at(22, 8, 15) }),
        ],
      }),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'My meetings' })).toBeTruthy();
    const today = await screen.findByRole('region', { name: 'Today' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const ended = screen.getByRole('region', { name: 'Ended' });
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.querySelector('.meeting-row__patient')?.textContent);

    expect(names(today)).toEqual(['Mia Morning', 'Adam Afternoon']);
    expect(names(upcoming)).toEqual(['Tara Tomorrow', 'Nina Next']);
    expect(names(ended)).toEqual(['Cecil Cancelled', 'Yusuf Yesterday', 'Olive Old']);

    // Sections come in this order on the page, under the patient search.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Find a patient', 'Today', 'Upcoming', 'Ended']);

    const mia = within(today).getByRole('link', { name: /Mia Morning/ });
    expect(mia.getAttribute('href')).toBe('/emr/morning');
    expect(mia.textContent).toContain('Child: Milo');
    expect(mia.textContent).toContain('10:30');
    expect(mia.textContent).toContain('Text');
    expect(mia.textContent).toContain('Revisit');
    expect(mia.textContent).toContain('Scheduled');

    const tara = within(upcoming).getByRole('link', { name: /Tara Tomorrow/ });
    expect(tara.textContent).toContain('22 Nov 2026, 08:15');
    expect(tara.textContent).toContain('Video');
    expect(within(ended).getByRole('link', { name: /Cecil Cancelled/ }).textContent).toContain('Cancelled');
  });

  it('shows a spinner while the meetings load', async () => {
    mockApi({ ...signedIn(), 'GET /api/meetings': () => new Promise<Response>(() => undefined) as never });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading meetings' })).toBeTruthy();
  });

  it('shows an error with "Try again" that loads the list again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      ...signedIn(),
      'GET /api/meetings': () =>
        ++calls <= 3
          ? apiError(500, 'unknown', 'Boom')
          : json(200, { meetings: [aMeetingSummary({ scheduledStartTime: at(21, 12) })] }),
    });
    const { user } = renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your meetings');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Erik Lund/ })).toBeTruthy();
  });

  it('says so when the clinician has no meetings', async () => {
    mockApi({ ...signedIn(), 'GET /api/meetings': json(200, { meetings: [] }) });
    renderApp('/');
    expect(await screen.findByText('You have no meetings.')).toBeTruthy();
  });

  it('shows a Swedish clinician the page in Swedish, and the language switcher changes and remembers it', async () => {
    mockApi({ ...signedIn(aClinician()), 'GET /api/meetings': json(200, { meetings: [] }) });
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Mina möten' })).toBeTruthy();
    expect(screen.getByText('Primary care Sweden, Sverige')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Språk'), 'en');

    expect(await screen.findByRole('heading', { name: 'My meetings' })).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();
    expect(window.localStorage.getItem('konsult.language')).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
