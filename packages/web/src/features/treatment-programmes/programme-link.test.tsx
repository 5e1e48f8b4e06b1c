import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/mock-api';
import { TreatmentProgrammeOverviewPanel } from './components/overview-panel';
import { aCarePlan, renderProgramme } from './testing';

/**
 * Fredrik makes Karin a link of the programme's own from the overview: the meeting's link ends two hours after the
 * meeting, the programme runs for weeks. He sees the link with a copy button and until when it works. When Karin
 * already has a link that works, he sees when it was made and until when it works, and is asked before a new one
 * stops it working (its token is stored hashed: it cannot be shown again).
 */

const BASE = '/api/treatment-programme';
const SEARCH = `POST ${BASE}/CarePlan/_search`;
const NOTES = `GET ${BASE}/clinicians/notes`;
const LINK = `POST ${BASE}/CarePlan/care-plan-1/link`;
const LINK_STATE = `GET ${BASE}/CarePlan/care-plan-1/link`;
// 26 May 2027, 12:00 in Stockholm.
const EXPIRES = Date.UTC(2027, 4, 26, 10, 0);
// 27 November 2026, 12:00 in Stockholm.
const MADE = Date.UTC(2026, 10, 27, 11, 0);

const renderOverview = () => renderProgramme(<TreatmentProgrammeOverviewPanel patientId="patient-1" meeting={null} />);
const linkPosts = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/link'));

describe('the programme link on the overview', () => {
  it('makes the link at once when the patient has none, and shows it with a copy button and its expiry', async () => {
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK_STATE]: json(200, { link: null }),
      [LINK]: json(201, { path: '/programme/tok3n', expiresAt: EXPIRES }),
    });
    renderOverview();
    const button = await screen.findByRole('button', { name: 'Programme link' });
    await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);

    const link = (await screen.findByRole('textbox', {
      name: 'Link to the programme for the patient',
    })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/programme/tok3n`);
    expect(link.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/^Works until 26 May 2027.*12:00\. Send it to the patient yourself/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(linkPosts(requests)).toHaveLength(1);
  });

  it('tells of the live link, and asks before a new one stops it working', async () => {
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK_STATE]: json(200, { link: { createdAt: MADE, expiresAt: EXPIRES } }),
      [LINK]: json(201, { path: '/programme/n3w', expiresAt: EXPIRES }),
    });
    renderOverview();
    expect(await screen.findByText('A link made on 27 Nov 2026 works until 26 May 2027.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Programme link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make a new programme link?' });
    expect(
      within(dialog).getByText("The patient's current link will stop working. Send them the new one."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(linkPosts(requests)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Programme link' }));
    dialog = await screen.findByRole('dialog', { name: 'Make a new programme link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const link = (await screen.findByRole('textbox', {
      name: 'Link to the programme for the patient',
    })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/programme/n3w`);
    expect(linkPosts(requests)).toHaveLength(1);
  });

  it('says the programme ended too long ago for a link, apart from a failure worth trying again', async () => {
    mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK_STATE]: json(200, { link: null }),
      [LINK]: apiError(409, 'treatment_programme_invalid_state'),
    });
    renderOverview();
    const button = await screen.findByRole('button', { name: 'Programme link' });
    await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The programme ended more than 30 days ago: a new link would no longer open it.',
    );
    expect(screen.queryByRole('textbox', { name: 'Link to the programme for the patient' })).toBeNull();
  });

  it('asks to try again when the link could not be made', async () => {
    mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK_STATE]: json(200, { link: null }),
      [LINK]: apiError(503, 'unavailable'),
    });
    renderOverview();
    const button = await screen.findByRole('button', { name: 'Programme link' });
    await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not create the programme link. Try again.');
  });
});
