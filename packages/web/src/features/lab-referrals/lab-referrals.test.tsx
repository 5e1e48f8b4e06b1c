import { labCatalogueItems } from '@konsult/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { LabReferralPanel } from './components/lab-referral-panel';

const tests = json(200, { tests: labCatalogueItems() });
const sites = json(200, {
  sites: [
    { id: 'lab-kungsholmen', name: 'Provtagning Kungsholmen', address: 'Fleminggatan 22', active: false },
    { id: 'lab-sodermalm', name: 'Provtagning Södermalm', address: 'Götgatan 48', active: true },
  ],
});
const sent = {
  id: 'r-1',
  meetingId: 'meeting-1',
  patientId: 'p-1',
  referrerName: 'Anna Lindgren',
  tests: ['NPU19748'],
  labTestSite: { id: 'lab-sodermalm', name: 'Provtagning Södermalm', address: 'Götgatan 48', active: true },
  commentToLab: 'Fastande.',
  state: 'SENT',
  sentAt: Date.now(),
  resultsArrivedAt: null,
  labTestId: null,
};

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('the lab referral panel', { timeout: 20_000 }, () => {
  it('shows a closed site that cannot be chosen; a lab that is down keeps what was chosen; the retry sends the same referral', async () => {
    let attempts = 0;
    let listed: unknown[] = [];
    const requests = mockApi({
      'GET /api/lab-referral/tests': tests,
      'GET /api/lab-referral/sites': sites,
      'GET /api/lab-referral/meeting/meeting-1': () => json(200, { referrals: listed }),
      'POST /api/lab-referral/meeting/meeting-1': () => {
        if (++attempts === 1) return apiError(503, 'lab_unavailable');
        listed = [sent];
        return json(201, { referral: sent });
      },
    });
    const { user } = renderPanel(<LabReferralPanel meeting={aMeeting({ id: 'meeting-1' })} />);

    expect(await screen.findByText('No lab referrals have been sent in this meeting.')).toBeTruthy();
    const closed = await screen.findByRole('radio', { name: 'Provtagning Kungsholmen' });
    expect((closed as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'CRP (C-reactive protein)' }));
    await user.click(screen.getByRole('radio', { name: 'Provtagning Södermalm' }));
    const comment = screen.getByRole('textbox', { name: /Comment to the lab/ });
    await user.type(comment, 'Fastande.');
    await user.click(screen.getByRole('button', { name: 'Send lab referral' }));

    expect(await screen.findByText(/The lab is not taking referrals right now/)).toBeTruthy();
    expect((comment as HTMLTextAreaElement).value).toBe('Fastande.');
    expect((screen.getByRole('checkbox', { name: 'CRP (C-reactive protein)' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send lab referral' }));
    expect(await screen.findByText(/The lab referral was sent/)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[0]!.body).toMatchObject({
      testCodes: ['NPU19748'],
      siteId: 'lab-sodermalm',
      commentToLab: 'Fastande.',
    });
    await waitFor(() => expect(screen.getByText('Sent')).toBeTruthy());
  });

  it('sends nothing without a test and a site, and says what is missing', async () => {
    const requests = mockApi({
      'GET /api/lab-referral/tests': tests,
      'GET /api/lab-referral/sites': sites,
      'GET /api/lab-referral/meeting/meeting-1': json(200, { referrals: [] }),
    });
    const { user } = renderPanel(<LabReferralPanel meeting={aMeeting({ id: 'meeting-1' })} />);
    await user.click(await screen.findByRole('button', { name: 'Send lab referral' }));
    expect(await screen.findByText('Choose at least one test.')).toBeTruthy();
    expect(screen.getByText('Choose where the patient gives the samples.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
