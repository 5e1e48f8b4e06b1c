import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/mock-api';
import { TreatmentProgrammeOverviewPanel } from './components/overview-panel';
import { aCarePlan, renderProgramme } from './testing';

/**
 * Fredrik makes Karin a link of the programme's own from the overview: the meeting's link ends two hours after the
 * meeting, the programme runs for weeks. He sees the link with a copy button and until when it works.
 */

const BASE = '/api/treatment-programme';
const SEARCH = `POST ${BASE}/CarePlan/_search`;
const NOTES = `GET ${BASE}/clinicians/notes`;
const LINK = `POST ${BASE}/CarePlan/care-plan-1/link`;
// 26 May 2027, 12:00 in Stockholm.
const EXPIRES = Date.UTC(2027, 4, 26, 10, 0);

const renderOverview = () => renderProgramme(<TreatmentProgrammeOverviewPanel patientId="patient-1" meeting={null} />);

describe('the programme link on the overview', () => {
  it('makes the link and shows it with a copy button and its expiry', async () => {
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK]: json(201, { path: '/programme/tok3n', expiresAt: EXPIRES }),
    });
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Programme link' }));

    const link = (await screen.findByRole('textbox', {
      name: 'Link to the programme for the patient',
    })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/programme/tok3n`);
    expect(link.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/^Works until 26 May 2027.*12:00\. Send it to the patient yourself/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/link'))).toHaveLength(1);
  });

  it('says so when the link could not be made', async () => {
    mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: json(200, { notes: [] }),
      [LINK]: apiError(409, 'treatment_programme_invalid_state'),
    });
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: 'Programme link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not create the programme link. Try again.');
    expect(screen.queryByRole('textbox', { name: 'Link to the programme for the patient' })).toBeNull();
  });
});
