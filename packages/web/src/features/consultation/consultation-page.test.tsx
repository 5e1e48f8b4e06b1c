import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const MEETING_PATH = '/api/meeting/doctor/meeting/meeting-1';
const signedIn = { 'GET /api/auth/me': json(200, { clinician: aClinician() }) };

beforeEach(() => {
  // The Swedish clinician's screens in English, so the assertions read like the seed.
  window.localStorage.setItem('konsult.language', 'en');
});

describe('consultation screen: full-page states', () => {
  it('shows a spinner while the meeting loads', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: () => new Promise<Response>(() => undefined) as never });
    renderApp('/emr/meeting-1');
    expect(await screen.findByRole('status', { name: 'Loading meeting' })).toBeTruthy();
  });

  it("shows the cancelled page with the clinician's country and a link home", async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: apiError(410, 'meeting_cancelled', 'Cancelled') });
    renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { name: 'This meeting has been cancelled' })).toBeTruthy();
    expect(screen.getByText(/clinician support in Sweden\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the reassigned page with the same layout', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: apiError(410, 'meeting_reassigned', 'Reassigned') });
    renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { name: 'This meeting has been reassigned' })).toBeTruthy();
    expect(screen.getByText(/clinician support in Sweden\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('shows "Meeting not found" for a meeting that is missing or not the clinician\'s, without retrying', async () => {
    const requests = mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: apiError(404, 'notFound', 'Not found') });
    renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { name: 'Meeting not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(requests.filter((r) => r.path === MEETING_PATH)).toHaveLength(1);
  });

  it('retries a failing meeting twice, then offers Cancel and a Try again that loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const requests = mockApi({
      ...signedIn,
      [`GET ${MEETING_PATH}`]: () => (++calls <= 3 ? apiError(503, 'unknown', 'Down') : json(200, aMeeting())),
    });
    const { user } = renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(requests.filter((r) => r.path === MEETING_PATH)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Erik Lund' })).toBeTruthy();
  });

  it('explains a forbidden meeting on the general error page', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: apiError(403, 'forbidden', 'Forbidden') });
    renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('You do not have access to this meeting.')).toBeTruthy();
  });

  it('shows an error page for an unknown action', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: json(200, aMeeting()) });
    renderApp('/emr/meeting-1?action=teleport');

    expect(await screen.findByRole('heading', { name: 'Unknown action “teleport”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('shows an error page for an unknown record tab', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: json(200, aMeeting()) });
    renderApp('/emr/meeting-1?leftbar=horoscope');

    expect(await screen.findByRole('heading', { name: 'Unknown tab “horoscope”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('sends the clinician to sign in when the session has ended, and back to this meeting afterwards', async () => {
    mockApi({ ...signedIn, [`GET ${MEETING_PATH}`]: apiError(401, 'unauthorized', 'Session ended') });
    const { router } = renderApp('/emr/meeting-1?leftbar=patient');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/emr/meeting-1?leftbar=patient' });
  });
});
