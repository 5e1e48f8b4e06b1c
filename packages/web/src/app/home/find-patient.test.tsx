import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aClinician, aPatientSearchHit } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/**
 * Anna, a Swedish doctor, looks a patient up by personnummer from her home page: a patient of hers opens with
 * "Open record"; Karin, whom she has never met, is offered only emergency access.
 */

const ME = {
  'GET /api/auth/me': json(200, { clinician: aClinician() }),
  'GET /api/meetings': json(200, { meetings: [] }),
};
const SEARCH = 'POST /api/patients/search';

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

async function searchFor(idNumber: string) {
  const view = renderApp('/');
  const section = await screen.findByRole('region', { name: 'Find a patient' });
  await view.user.type(within(section).getByRole('textbox', { name: 'Personal identity number' }), idNumber);
  await view.user.click(within(section).getByRole('button', { name: 'Search' }));
  return { ...view, section };
}

describe('finding a patient from the home page', () => {
  it('offers emergency access, not the record, for a patient without a care relationship', async () => {
    const requests = mockApi({ ...ME, [SEARCH]: json(200, { patients: [aPatientSearchHit({ ground: null })] }) });
    const { section } = await searchFor('19121212-1212');

    const hit = await within(section).findByRole('listitem');
    expect(within(hit).getByText('Karin Holm')).toBeTruthy();
    expect(within(hit).getByText('19121212-1212 · born 12 Dec 1912')).toBeTruthy();
    expect(within(hit).getByText('You have no care relationship with this patient.')).toBeTruthy();
    expect(within(hit).getByRole('button', { name: 'Emergency access…' })).toBeTruthy();
    expect(within(hit).queryByRole('link', { name: 'Open record' })).toBeNull();
    expect(requests.find((r) => r.path === '/api/patients/search')?.body).toEqual({ idNumber: '19121212-1212' });
  });

  it('links to the record of a patient in the clinician’s care', async () => {
    mockApi({ ...ME, [SEARCH]: json(200, { patients: [aPatientSearchHit({ ground: 'care' })] }) });
    const { section } = await searchFor('191212121212');

    const open = await within(section).findByRole('link', { name: 'Open record' });
    expect(open.getAttribute('href')).toBe('/patient-profile/patient-7');
    expect(within(section).queryByRole('button', { name: 'Emergency access…' })).toBeNull();
  });

  it('says so when no patient has the number', async () => {
    mockApi({ ...ME, [SEARCH]: json(200, { patients: [] }) });
    const { section } = await searchFor('19121212-1213');
    expect(await within(section).findByText('No patient with this number.')).toBeTruthy();
  });

  it('asks for a number before searching, and offers "Try again" when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const requests = mockApi({
      ...ME,
      [SEARCH]: () => (++calls === 1 ? apiError(500, 'unknown') : json(200, { patients: [aPatientSearchHit()] })),
    });
    const { user } = renderApp('/');
    const section = await screen.findByRole('region', { name: 'Find a patient' });
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    expect(within(section).getByText('Enter the whole number to search for.')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/patients/search')).toHaveLength(0);

    await user.type(within(section).getByRole('textbox', { name: 'Personal identity number' }), '191212121212');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('The search failed');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Karin Holm')).toBeTruthy();
  });
});
