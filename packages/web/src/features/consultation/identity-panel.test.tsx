import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_ID, mockConsultationServer, requestsTo } from '../../test/consultation-api';
import { aBritishClinician } from '../../test/fixtures';
import { apiError, json } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const LATEST_PATH = '/api/user/patient-1/identity-verification/method/latest';
const checkTime = Date.UTC(2026, 10, 20, 10, 15);

const accepted = {
  latest: {
    method: 'clinician_check',
    outcome: 'Accept',
    rejectionReason: null,
    checkTime,
    meetingId: 'meeting-0',
    meetingType: 'Adult',
    verifyingClinician: { id: 'clinician-james', name: 'James Whitaker' },
    kbvState: 'answered',
  },
};

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
});

async function openMeeting() {
  const view = renderApp(`/emr/${MEETING_ID}`);
  await screen.findByRole('group', { name: 'Patient and meeting' });
  return view;
}

describe('identity panel (UK)', () => {
  it('shows the latest check: outcome, method, when and by whom, and the KBV state', async () => {
    mockConsultationServer({ me: aBritishClinician(), routes: { [`GET ${LATEST_PATH}`]: json(200, accepted) } });
    await openMeeting();
    const panel = await screen.findByRole('region', { name: 'Identity' });
    expect(within(panel).getByText('Identity accepted')).toBeTruthy();
    expect(panel.textContent).toContain('Checked by a clinician in a consultation');
    expect(panel.textContent).toContain('20 Nov 2026, 10:15 by James Whitaker');
    expect(panel.textContent).toContain('KBV answered');
  });

  it('names a rejection’s reason and a check without KBV questions', async () => {
    const rejected = {
      latest: { ...accepted.latest, outcome: 'Reject', rejectionReason: 'DidNotAttend', kbvState: 'not_asked' },
    };
    mockConsultationServer({ me: aBritishClinician(), routes: { [`GET ${LATEST_PATH}`]: json(200, rejected) } });
    await openMeeting();
    const panel = await screen.findByRole('region', { name: 'Identity' });
    expect(panel.textContent).toContain('Identity rejected · Did not attend');
    expect(panel.textContent).toContain('KBV not asked');
  });

  it('shows nothing for a patient never checked', async () => {
    const { requests } = mockConsultationServer({ me: aBritishClinician() });
    await openMeeting();
    await vi.waitFor(() => expect(requestsTo(requests, 'GET', LATEST_PATH)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Identity' })).toBeNull();
  });

  it('says when the checks could not be loaded, and tries again', async () => {
    let fail = true;
    mockConsultationServer({
      me: aBritishClinician(),
      routes: { [`GET ${LATEST_PATH}`]: () => (fail ? apiError(404, 'notFound') : json(200, accepted)) },
    });
    const { user } = await openMeeting();
    const panel = await screen.findByRole('region', { name: 'Identity' });
    expect(within(panel).getByRole('alert').textContent).toBe('Could not load the identity checks.');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    // The patient tab's identity panel shows the same check once it has loaded: look in the meeting's panel.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Identity' })).getByText('Identity accepted')).toBeTruthy(),
    );
  });

  it('is not shown to a Swedish clinician, who is not asked for it', async () => {
    const { requests } = mockConsultationServer();
    await openMeeting();
    expect(requestsTo(requests, 'GET', LATEST_PATH)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Identity' })).toBeNull();
  });
});
