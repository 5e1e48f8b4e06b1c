import type { AccessLog } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuditor, aPatientSearchHit } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/**
 * Stina, an auditor, is asked by Karin who has opened her record. Stina signs in to the access log (she has no
 * meetings), finds Karin by personnummer, shows the last 30 days and can hand Karin the PDF.
 */

// 21 November 2026, 10:00 UTC: 11:00 in Stockholm.
const NOW = Date.UTC(2026, 10, 21, 10, 0);
const LOG_PATH = '/api/access-log/patient-7';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.setItem('konsult.language', 'en');
});

function aLog(entries: AccessLog['entries']): AccessLog {
  return {
    patient: { id: 'patient-7', name: 'Karin Holm', idNumber: '191212121212', country: 'SE' },
    from: '2026-10-23',
    to: '2026-11-21',
    timeZone: 'Europe/Stockholm',
    entries,
  };
}

const staff = { kind: 'staff', id: 'c-1', name: 'Anna Berg', profession: 'DOCTOR', pool: 'pool-se' } as const;

async function showLogOfKarin(log: AccessLog) {
  const requests = mockApi({
    'GET /api/auth/me': json(200, { clinician: anAuditor() }),
    'POST /api/patients/search': json(200, { patients: [aPatientSearchHit({ ground: null })] }),
    [`GET ${LOG_PATH}`]: json(200, log),
  });
  const view = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Access log' })).toBeTruthy();
  const search = screen.getByRole('region', { name: 'Find a patient' });
  await view.user.type(within(search).getByRole('textbox', { name: 'Personal identity number' }), '191212121212');
  await view.user.click(within(search).getByRole('button', { name: 'Search' }));
  await view.user.click(await within(search).findByRole('button', { name: 'Show access log' }));

  const section = await screen.findByRole('region', { name: 'Access log for Karin Holm, 19121212-1212' });
  expect((within(section).getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-23');
  expect((within(section).getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-21');
  await view.user.click(within(section).getByRole('button', { name: 'Show' }));
  return { ...view, requests, section };
}

describe('the auditor’s access log', () => {
  it('lists who opened the record, oldest first, with the PDF of the same period', async () => {
    const { requests, section } = await showLogOfKarin(
      aLog([
        {
          at: Date.UTC(2026, 10, 2, 8, 5),
          actor: staff,
          part: 'record',
          action: 'record_history.read',
          outcome: 'success',
          ground: 'care',
          reason: null,
        },
        {
          at: Date.UTC(2026, 10, 20, 21, 40),
          actor: { kind: 'staff', id: 'c-2', name: 'Per Lind', profession: 'NURSE', pool: 'pool-se' },
          part: 'medications',
          action: 'medication_list.read',
          outcome: 'success',
          ground: 'emergency',
          reason: 'Medvetslös på akuten',
        },
        {
          at: Date.UTC(2026, 10, 21, 9, 0),
          actor: { kind: 'patient' },
          part: 'messages',
          action: 'messages.read',
          outcome: 'denied',
          ground: null,
          reason: null,
        },
      ]),
    );

    const table = await within(section).findByRole('table', {
      name: 'Accesses to Karin Holm’s record, 23 Oct 2026 – 21 Nov 2026, oldest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2 Nov 2026, 09:05', 'Anna Berg, doctor', 'Record notes', 'Access', 'Care relationship', ''],
      [
        '20 Nov 2026, 22:40',
        'Per Lind, nurse',
        'Medication list',
        'Access',
        'Emergency access',
        'Medvetslös på akuten',
      ],
      ['21 Nov 2026, 10:00', 'The patient (own link)', 'Messages', 'Denied', '—', ''],
    ]);
    const log = requests.find((r) => r.path === LOG_PATH);
    expect(Object.fromEntries(log?.query ?? [])).toEqual({ from: '2026-10-23', to: '2026-11-21' });

    const pdf = within(section).getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/access-log/patient-7/pdf?from=2026-10-23&to=2026-11-21');
    expect(pdf.hasAttribute('download')).toBe(true);
    // An auditor has no meetings and no calls: neither the list nor the video choice is shown.
    expect(screen.queryByRole('heading', { name: 'My meetings' })).toBeNull();
    expect(screen.queryByLabelText('Video')).toBeNull();
    expect(requests.some((r) => r.path === '/api/meetings')).toBe(false);
  });

  it('says so when no one opened the record in the period, and refuses a period that ends before it starts', async () => {
    const { requests, section, user } = await showLogOfKarin(aLog([]));
    expect(await within(section).findByText('No one opened this patient’s record in this period.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Download PDF' })).toBeTruthy();

    const to = within(section).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(within(section).getByRole('button', { name: 'Show' }));
    expect(within(section).getByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(requests.filter((r) => r.path === LOG_PATH)).toHaveLength(1);
  });
});
