import type { LabQueueItem } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aClinician } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { LabQueuePage } from './components/lab-queue-page';

const anItem = (id: string, name: string, queuedAt: number): LabQueueItem => ({
  id,
  meetingId: `meeting-${id}`,
  patient: { id: `patient-${id}`, name, idNumber: '19580101-1234' },
  careFacility: { id: 'sodermalm', name: 'Konsult Vårdcentral Södermalm' },
  tests: ['NPU19748'],
  note: null,
  queuedByName: 'Anna Lindgren',
  queuedAt,
  doneAt: null,
  doneByName: null,
});
const ASTRID = anItem('q1', 'Astrid Lindqvist', Date.UTC(2026, 10, 26, 15, 10));
const ELIN = anItem('q2', 'Elin Nyström', Date.UTC(2026, 10, 26, 15, 30));

/** A queue the nurse empties: each done item leaves it; `refuse` answers its mark with a 409, someone being first. */
function queueServer(items: LabQueueItem[], refuse: string[] = []) {
  let waiting = [...items];
  return mockApi({
    'GET /api/lab-queue': () => json(200, { items: waiting }),
    'GET /api/lab-referral/tests': json(200, { tests: [] }),
    ...Object.fromEntries(
      items.map((item) => [
        `POST /api/lab-queue/item/${item.id}/done`,
        () => {
          waiting = waiting.filter((i) => i.id !== item.id);
          return refuse.includes(item.id)
            ? apiError(409, 'lab_queue_item_done')
            : json(200, { item: { ...item, doneAt: Date.now(), doneByName: 'Maria Berg' } });
        },
      ]),
    ),
  });
}

const nurse = aClinician({ locale: 'en' });

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

describe('the lab queue page', { timeout: 20_000 }, () => {
  it('names each patient’s button; marking one moves focus to the next patient, then to the heading', async () => {
    queueServer([ASTRID, ELIN]);
    const { user } = renderPanel(<LabQueuePage />, nurse);
    const astrid = await screen.findByRole('button', { name: 'Mark Astrid Lindqvist as done' });
    expect(screen.getByRole('article', { name: 'Lab queue: Astrid Lindqvist' }).textContent).toContain(
      '26 Nov 2026, 16:10',
    );

    await user.click(astrid);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark Elin Nyström as done' })),
    );
    await user.click(screen.getByRole('button', { name: 'Mark Elin Nyström as done' }));
    await screen.findByText('No patients are waiting for sampling.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lab queue' })));
  });

  it('says on the page, with the patient’s name, when someone else marked them first', async () => {
    queueServer([ASTRID, ELIN], [ASTRID.id]);
    const { user } = renderPanel(<LabQueuePage />, nurse);
    await user.click(await screen.findByRole('button', { name: 'Mark Astrid Lindqvist as done' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lab queue: Astrid Lindqvist');
    expect(alert.textContent).toContain('Someone else has already marked this patient as done.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lab queue: Astrid Lindqvist' })).toBeNull());
    expect(
      within(screen.getByRole('list', { name: 'Patients waiting for sampling' })).getAllByRole('article'),
    ).toHaveLength(1);
  });
});
