import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aClinician, aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const MEETING_PATH = '/api/meeting/doctor/meeting/meeting-1';
const originalWidth = window.innerWidth;

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
  mockApi({
    'GET /api/auth/me': json(200, { clinician: aClinician() }),
    'GET /api/emergency-access/patient-7': json(200, { ground: 'care', access: null }),
    [`GET ${MEETING_PATH}`]: json(
      200,
      aMeeting({ child: { id: 'c1', name: 'Lisa Lund', gender: 'female', gb: null } }),
    ),
  });
});

afterEach(() => setWindowWidth(originalWidth));

describe('consultation screen: layout', () => {
  it('shows the patient, the record pane, the note and the action bar', async () => {
    renderApp('/emr/meeting-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Erik Lund' })).toBeTruthy();
    expect(screen.getByText('ID number 19800101-1234')).toBeTruthy();
    expect(screen.getByText('Child: Lisa Lund')).toBeTruthy();
    expect(screen.getByText(/Video · Consultation/)).toBeTruthy();

    const pane = screen.getByRole('region', { name: 'Patient record' });
    // The pane is a lazily loaded chunk of its own; the first test in the file pays for loading it.
    expect(await within(pane).findByRole('tab', { name: 'Patient', selected: true }, { timeout: 4000 })).toBeTruthy();
    expect(within(pane).getByRole('heading', { level: 2, name: 'Patient' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Consultation note' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('hides and shows the record with the button and with Alt+R', async () => {
    const { user } = renderApp('/emr/meeting-1');

    const toggle = await screen.findByRole('button', { name: 'Hide record' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('title')).toBe('Hide record (Alt+R)');

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Patient record' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show record' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(document.documentElement, { key: 'r', code: 'KeyR', altKey: true });
    expect(await screen.findByRole('region', { name: 'Patient record' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide record' })).toBeTruthy();
  });

  it('opens the Send message panel from the action bar and closes it again', async () => {
    setWindowWidth(1600);
    const { router, user } = renderApp('/emr/meeting-1');

    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    const panel = await screen.findByRole('complementary', { name: 'Send message' });
    expect(router.state.location.search).toEqual({ action: 'send-message' });
    expect(await within(panel).findByRole('form', { name: 'Message to the patient' })).toBeTruthy();
    // A wide window keeps the record open beside the panel.
    expect(screen.getByRole('region', { name: 'Patient record' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Send message' })).toBeNull());
    expect(router.state.location.search).toEqual({});
  });

  it('retracts the record pane when an action opens in a window narrower than 1200 px', async () => {
    setWindowWidth(1100);
    const { user } = renderApp('/emr/meeting-1');

    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('complementary', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Patient record' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show record' })).toBeTruthy();
  });

  it('comes back the same after a reload: the action panel and the record tab from the address', async () => {
    setWindowWidth(1600);
    renderApp('/emr/meeting-1?action=book-revisit&leftbar=medication-list');

    expect(await screen.findByRole('complementary', { name: 'Book revisit' })).toBeTruthy();
    const pane = screen.getByRole('region', { name: 'Patient record' });
    expect(await within(pane).findByRole('tab', { name: /^Medications/, selected: true })).toBeTruthy();
    expect(within(pane).getByRole('tab', { name: /^Patient/, selected: false })).toBeTruthy();
  });

  it('switches record tabs through the address', async () => {
    const { router, user } = renderApp('/emr/meeting-1?leftbar=medication-list');

    await user.click(await screen.findByRole('tab', { name: 'Patient' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ leftbar: 'patient' }));
  });

  it('shows the raw search state in a Debug panel when debug is on', async () => {
    renderApp('/emr/meeting-1?debug&leftbar=patient');

    const debug = await screen.findByRole('region', { name: 'Debug' });
    expect(JSON.parse(within(debug).getByText(/leftbar/).textContent ?? '')).toEqual({ leftbar: 'patient', debug: 1 });
  });
});

describe('meetingless patient profile', () => {
  it('shows the record pane always open, without a toggle', async () => {
    setWindowWidth(1000);
    renderApp('/patient-profile/patient-7?action=send-message');

    expect(await screen.findByRole('heading', { level: 1, name: 'Patient patient-7' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Patient record' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /record/ })).toBeNull();
  });
});
