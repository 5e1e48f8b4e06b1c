import type { PatientWarning } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failingUntilRecovered, tryAgainFromErrorBanner } from '../../../test/error-banner';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderAs } from '../testing';
import { WarningsPanel } from './warnings-panel';

const WARNINGS_PATH = '/api/medicalrecord/patient/warnings/patient-1';
const day = 86_400_000;
const now = Date.UTC(2026, 10, 21, 12, 0);

function warning(warningId: string, type: PatientWarning['type'], daysAgo: number, note: string | null = null) {
  return {
    warningId,
    type,
    reason: `Reason ${warningId}`,
    note,
    clinicianName: 'Anna Lindgren',
    createdAt: now - daysAgo * day,
  };
}

const four = [
  warning('old-warning', 'WARNING', 400, 'Rash after penicillin.'),
  warning('new-info', 'INFO', 10),
  warning('new-warning', 'WARNING', 30),
  warning('old-info', 'INFO', 120),
];

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function renderPanel() {
  return renderAs(<WarningsPanel patientId="patient-1" />);
}

describe('warnings panel', () => {
  it('shows a spinner while loading', async () => {
    mockApi({ [`GET ${WARNINGS_PATH}`]: () => new Promise<Response>(() => undefined) });
    renderPanel();
    expect(await screen.findByRole('status', { name: 'Loading warnings' })).toBeTruthy();
  });

  it('says when there are no warnings, and offers no list', async () => {
    mockApi({ [`GET ${WARNINGS_PATH}`]: json(200, { warnings: [] }) });
    renderPanel();
    expect(await screen.findByText('No warnings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /See all/ })).toBeNull();
  });

  it('shows the two top warnings: WARNING type first, then the newest', async () => {
    mockApi({ [`GET ${WARNINGS_PATH}`]: json(200, { warnings: four }) });
    renderPanel();
    await screen.findByText('Reason new-warning');
    const shown = screen.getAllByRole('article').map((article) => within(article).getByText(/^Reason /).textContent);
    expect(shown).toEqual(['Reason new-warning', 'Reason old-warning']);
    expect(screen.getByText('Rash after penicillin.')).toBeTruthy();
    expect(screen.getAllByText('Anna Lindgren · 22 Oct 2026').length).toBe(1);
  });

  it('opens every warning in a 45rem modal whose list scrolls beyond 35rem', async () => {
    mockApi({ [`GET ${WARNINGS_PATH}`]: json(200, { warnings: four }) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'See all (4)' }));

    const dialog = await screen.findByRole('dialog', { name: 'All warnings (4)' });
    const list = within(dialog).getByRole('region', { name: 'Warnings' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => within(a).getByText(/^Reason /).textContent),
    ).toEqual(['Reason new-warning', 'Reason old-warning', 'Reason new-info', 'Reason old-info']);
    const root = dialog.closest<HTMLElement>('.mantine-Modal-root')!;
    expect(root.style.getPropertyValue('--modal-size')).toBe('45rem');
    expect(list.style.maxHeight).toBe('35rem');
    expect(list.style.overflowY).toBe('auto');
    expect(list.tabIndex).toBe(0);
  });

  it('says the warnings could not be fetched, and tries again', async () => {
    const server = failingUntilRecovered(
      () => apiError(404, 'notFound'),
      () => json(200, { warnings: four.slice(0, 1) }),
    );
    mockApi({ [`GET ${WARNINGS_PATH}`]: server.reply });
    const { user } = renderPanel();
    await tryAgainFromErrorBanner(user, 'The patient’s warnings could not be loaded. Try again.', server.recover);
    expect(await screen.findByText('Reason old-warning')).toBeTruthy();
  });
});
