import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aBritishClinician, aClinician, aMeeting } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const MEETING_PATH = '/api/meeting/doctor/meeting/meeting-1';

function stub(clinician = aClinician()) {
  return mockApi({
    'GET /api/auth/me': json(200, { clinician }),
    [`GET ${MEETING_PATH}`]: json(200, aMeeting()),
    'POST /api/meeting/meeting-1/action-panel-events': () => new Response(null, { status: 204 }),
  });
}

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const actionBar = async () => screen.findByRole('navigation', { name: 'Actions' });
const barLabels = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the action bar', () => {
  it('shows a Swedish doctor’s built actions by group, in the seed’s icon order, and none that leads nowhere', async () => {
    stub();
    renderApp('/emr/meeting-1');
    const bar = await actionBar();
    // Every Swedish action a doctor has in a video meeting is built (issues 17, 18), grouped by icon in the seed's
    // order: the sick note sits with documents, the lab referral and home test under Tests.
    expect(barLabels(bar)).toEqual([
      'Send message',
      'Appointments',
      'Documents',
      'Self-assessment',
      'Prescription',
      'Tests',
      'Specialist referral',
      'Taken actions',
    ]);
  });

  it('works from the keyboard: Enter opens the menu, an arrow key and Enter choose', async () => {
    stub();
    const { router, user } = renderApp('/emr/meeting-1');
    within(await actionBar())
      .getByRole('button', { name: 'Appointments' })
      .focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Appointments' });
    // happy-dom runs no CSS transition, so the items stay display:none here; Chromium shows them (e2e).
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Book revisit', 'Internal referral', 'Physical referral']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'internal-referral' }));
    expect(await screen.findByRole('complementary', { name: 'Internal referral' })).toBeTruthy();
  });

  it('gives a British GP the UK actions and none of Sweden’s', async () => {
    stub(aBritishClinician());
    const { user } = renderApp('/emr/meeting-1');
    const bar = await actionBar();
    // Issue 19: the clinician action (tasks for the practice) alone, and the UK prescriptions under one icon.
    expect(barLabels(bar)).toEqual([
      'Send message',
      'Book revisit',
      'Create document',
      'Clinician action',
      'Prescriptions',
      'Taken actions',
    ]);
    await user.click(within(bar).getByRole('button', { name: 'Prescriptions' }));
    const menu = await screen.findByRole('menu', { name: 'Prescriptions' });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['EPS prescription', 'Pay-as-you-go prescription']);
  });

  it('shows an error page for an action this clinician is not offered here', async () => {
    stub(aBritishClinician());
    renderApp('/emr/meeting-1?action=se-sick-note');
    expect(await screen.findByRole('heading', { name: 'The action “se-sick-note” is not available' })).toBeTruthy();
  });

  it('reports the panel’s opening and closing to the server', async () => {
    const requests = stub();
    const { user } = renderApp('/emr/meeting-1');
    await user.click(within(await actionBar()).getByRole('button', { name: 'Send message' }));
    const panel = await screen.findByRole('complementary', { name: 'Send message' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    const events = () =>
      requests
        .filter((r) => r.path.endsWith('/action-panel-events'))
        .map((r) => r.body as { action: string; event: string; occurredAt: number });
    await waitFor(() =>
      expect(events().map((e) => [e.action, e.event])).toEqual([
        ['send-message', 'opened'],
        ['send-message', 'closed'],
      ]),
    );
    expect(events()[1]!.occurredAt).toBeGreaterThanOrEqual(events()[0]!.occurredAt);
  });

  it('counts the actions taken; at 0 the entry is disabled, and with some it opens their list', async () => {
    const sent = {
      id: 'm-1',
      subject: 'Provsvar',
      message: 'Dina prover ser bra ut.',
      sentAt: Date.UTC(2026, 10, 21, 14, 0),
      senderName: 'Anna Berg',
    };
    mockApi({
      'GET /api/auth/me': json(200, { clinician: aClinician() }),
      [`GET ${MEETING_PATH}`]: json(200, aMeeting()),
      'GET /api/meeting/meeting-1/taken-actions': json(200, { count: 0, sections: [] }),
    });
    const first = renderApp('/emr/meeting-1');
    const none = await within(await actionBar()).findByRole('button', { name: /^Taken actions/ });
    await waitFor(() => expect(none.textContent).toBe('Taken actions0'));
    expect((none as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    mockApi({
      'GET /api/auth/me': json(200, { clinician: aClinician() }),
      [`GET ${MEETING_PATH}`]: json(200, aMeeting()),
      'GET /api/meeting/meeting-1/taken-actions': json(200, {
        count: 1,
        sections: [{ kind: 'sent-messages', items: [sent] }],
      }),
      'POST /api/meeting/meeting-1/action-panel-events': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/emr/meeting-1');
    const one = await within(await actionBar()).findByRole('button', { name: /^Taken actions/ });
    await waitFor(() => expect(one.textContent).toBe('Taken actions1'));
    await user.click(one);
    const panel = await screen.findByRole('complementary', { name: 'Taken actions' });
    const section = await within(panel).findByRole('region', { name: 'Sent message (1)' });
    await user.click(within(section).getByRole('button', { name: /Provsvar/ }));
    const modal = await screen.findByRole('dialog', { name: 'Provsvar' });
    expect(within(modal).getByText('Dina prover ser bra ut.')).toBeTruthy();
  });
});
