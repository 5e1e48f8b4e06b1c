import type { MedicationListResponse, NewMedicationBody } from '@konsult/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { MedicationListPanel } from './index';
import { aDailyWireDosage, aDrug, aList, aMedication, LIST_PATH } from './testing';

const BASE = '/api/prescriptions';
const ipren = aDrug({
  tradeName: 'Ipren',
  nplId: '19700101000020',
  atcCode: 'M01AE01',
  drugFormTextSv: 'Tablett 200 mg',
  links: { dosageLink: null },
});
const hypertension = { code: 'I10', text: 'Essentiell hypertoni' };
const lumbago = { code: 'M54.5', text: 'Lumbago' };

// 08:00 on 24 November 2026 in Stockholm: "today" for the new dosage.
const NOW = Date.UTC(2026, 10, 24, 7, 0);
const NOV_24 = Date.UTC(2026, 10, 23, 23, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

function routes(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const empty = aList({ active: [] });
  return mockApi({
    [`GET ${LIST_PATH}`]: json(200, empty),
    [`POST ${BASE}/sil/drugs/search`]: (request: RecordedRequest) =>
      json(200, {
        results: [aDrug(), ipren].filter((d) =>
          d.tradeName.toLowerCase().startsWith(String((request.body as { query: string }).query).toLowerCase()),
        ),
      }),
    [`GET ${BASE}/sil/drug/${aDrug().nplId}`]: json(200, aDrug()),
    [`GET ${BASE}/sil/drug/${ipren.nplId}`]: json(200, ipren),
    [`GET ${BASE}/sil/reason/${aDrug().nplId}`]: json(200, { reasons: [lumbago] }),
    [`GET ${BASE}/sil/reason/${ipren.nplId}`]: json(200, { reasons: [] }),
    [`POST ${BASE}/sil/reason/search`]: json(200, { reasons: [hypertension] }),
    [`POST ${BASE}/medication-list/swe/new`]: (request: RecordedRequest) => {
      const body = request.body as NewMedicationBody;
      const added = aMedication({ id: 'new-1', reason: body.reason });
      const after: MedicationListResponse = { active: [added], past: [], canEdit: true };
      return json(200, { medications: after });
    },
    ...overrides,
  });
}

async function openWizard() {
  const view = renderPanel(<MedicationListPanel patientId="patient-1" meeting={aMeeting()} />);
  await view.user.click(await screen.findByRole('button', { name: 'Add medication' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add medication' });
  return { ...view, dialog };
}

async function pickDrug(
  user: ReturnType<typeof renderPanel>['user'],
  dialog: HTMLElement,
  search: string,
  name: string,
) {
  const input = within(dialog).getByRole('textbox', { name: /Search medication/ });
  await user.clear(input);
  await user.type(input, search);
  const results = await within(dialog).findByRole('list', { name: 'Medications found' }, { timeout: 2000 });
  await user.click(within(results).getByRole('button', { name: new RegExp(`^${name}`) }));
}

const step = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('region', { name });
/** The step's list item's aria-current: 'step' while the wizard is on it. */
const ariaCurrentOf = (dialog: HTMLElement, name: RegExp) =>
  step(dialog, name).closest('li')?.getAttribute('aria-current');
const value = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement).value;

describe('add-medication wizard', () => {
  it('adds a medication: pick, shortcut 2x3, a usual and a searched reason, finish', async () => {
    const requests = routes();
    const { user, dialog } = await openWizard();
    expect(within(dialog).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');

    await pickDrug(user, dialog, 'alv', 'Alvedon');
    // Step 1 is done: its summary, the drug information link and an edit link; step 2 is open with the defaults.
    const first = step(dialog, /^1\. Choose medication/);
    expect(within(first).getByText('Done')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Drug information for Alvedon/ })
        .getAttribute('href'),
    ).toBe(aDrug().links.dosageLink);
    expect(within(first).getByRole('button', { name: 'Edit Choose medication' })).toBeTruthy();
    expect(value(dialog, 'Hour, row 1')).toBe('08');
    expect(value(dialog, 'Amount, row 1')).toBe('1');
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe('2026-11-24');
    expect((within(dialog).getByRole('checkbox', { name: 'Until further notice' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Shortcut/ }), '2x3');
    expect([1, 2, 3].map((n) => value(dialog, `Hour, row ${n}`))).toEqual(['06', '14', '22']);
    expect([1, 2, 3].map((n) => value(dialog, `Amount, row ${n}`))).toEqual(['2', '2', '2']);
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional instructions' }), 'Tas med mat');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const second = step(dialog, /^2\. Dosage/);
    expect(second.textContent).toContain('2 tabletter at 06:00, 14:00 and 22:00');
    const third = step(dialog, /^3\. Reason/);
    const usual = await within(third).findByRole('checkbox', { name: 'M54.5 Lumbago' });
    await user.click(usual);
    await user.type(within(third).getByRole('textbox', { name: /Search reason/ }), 'hypertoni ');
    await user.click(await within(third).findByRole('checkbox', { name: 'I10 Essentiell hypertoni' }));
    await user.click(within(third).getByRole('button', { name: 'Add to medication list' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const add = requests.find((r) => r.method === 'POST' && r.path.endsWith('/medication-list/swe/new'));
    expect(add?.body).toEqual({
      patient_id: 'patient-1',
      dosage: aDailyWireDosage(
        [
          { time: '06:00:00', amount: 2 },
          { time: '14:00:00', amount: 2 },
          { time: '22:00:00', amount: 2 },
        ],
        'Tas med mat',
        NOV_24,
      ),
      medication: { atc_code: 'N02BE01', npl_id: '19700101000010' },
      reason: [lumbago, hypertension],
    });
    // The answer's list replaces the shown one.
    const regular = await screen.findByRole('list', { name: 'Regular' });
    expect(regular.textContent).toContain('Alvedon');
    expect(requests.filter((r) => r.method === 'GET' && r.path === LIST_PATH)).toHaveLength(1);
  });

  it('keeps step 2 open with each problem on its field until the dosage is valid', async () => {
    routes();
    const { user, dialog } = await openWizard();
    await pickDrug(user, dialog, 'alv', 'Alvedon');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Hour, row 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add time' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hour, row 2' }), '25');
    await user.type(within(dialog).getByRole('textbox', { name: /Shortcut/ }), '2x9');
    await user.tab();
    expect(within(dialog).getByText(/The shortcut could not be read/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(ariaCurrentOf(dialog, /^2\. Dosage/)).toBe('step');
    expect(within(dialog).getByText('Correct the marked fields to continue.')).toBeTruthy();
    expect(within(dialog).getAllByText('Give the hour as 0–24.')).toHaveLength(2);
    expect(within(dialog).getByText('Give a positive amount.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Hour, row 1' }), '8');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Hour, row 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hour, row 2' }), '8');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount, row 2' }), '1');
    expect(within(dialog).getByText('This time is already on another row.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove time, row 2' }));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Until further notice' }));
    expect(within(dialog).getByText('Choose an end date, or tick “Until further notice”.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-11-23' } });
    expect(within(dialog).getByText('The end date cannot be before the start date.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-12-24' } });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(ariaCurrentOf(dialog, /^3\. Reason/)).toBe('step');
    expect(step(dialog, /^2\. Dosage/).textContent).toContain('1 tablett at 08:00');
  });

  it('clears the fields of the other types when the frequency changes', async () => {
    const requests = routes();
    const { user, dialog } = await openWizard();
    await pickDrug(user, dialog, 'alv', 'Alvedon');
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Choose at least one weekday.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));

    await user.click(within(dialog).getByRole('checkbox', { name: 'As required' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Hour, row 1' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Monday' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount each time/ }), '2-1');
    expect(within(dialog).getByText(/Give a positive amount, or two as 1-2/)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount each time/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount each time/ }), '1-2');
    await user.type(within(dialog).getByRole('textbox', { name: /At most per 24 hours/ }), '6');

    await user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    expect(within(dialog).queryByRole('textbox', { name: /Amount each time/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'As required' }));
    expect(value(dialog, 'Amount each time (tabletter)')).toBe('');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount each time/ }), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(step(dialog, /^2\. Dosage/).textContent).toContain('As needed 1.5 tabletter');

    const third = step(dialog, /^3\. Reason/);
    await user.click(await within(third).findByRole('checkbox', { name: 'M54.5 Lumbago' }));
    await user.click(within(third).getByRole('button', { name: 'Add to medication list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = requests.find((r) => r.path.endsWith('/swe/new'))?.body as NewMedicationBody;
    expect(body.dosage).toMatchObject({
      type: 'AS_NEEDED',
      time_amounts: [],
      weekly_repeats: [],
      custom_dosage_text: null,
      as_needed_amount_interval_min: 1.5,
      as_needed_amount_interval_max: null,
      as_needed_max_amount: null,
    });
  });

  it('needs a reason, and keeps everything typed when adding fails', async () => {
    let fail = true;
    const requests = routes({
      [`POST ${BASE}/medication-list/swe/new`]: () =>
        fail
          ? apiError(500, 'internal')
          : json(200, { medications: { active: [aMedication()], past: [], canEdit: true } }),
    });
    const { user, dialog } = await openWizard();
    await pickDrug(user, dialog, 'alv', 'Alvedon');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const third = step(dialog, /^3\. Reason/);
    await user.click(within(third).getByRole('button', { name: 'Add to medication list' }));
    expect(within(third).getByText('Choose at least one reason.')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/swe/new'))).toBe(false);

    await user.click(await within(third).findByRole('checkbox', { name: 'M54.5 Lumbago' }));
    await user.click(within(third).getByRole('button', { name: 'Add to medication list' }));
    const alert = await within(third).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while adding the medication.');
    expect(screen.getByRole('dialog', { name: 'Add medication' })).toBeTruthy();
    expect(within(third).getByRole('list', { name: 'Chosen reasons' }).textContent).toContain('M54.5 Lumbago');

    fail = false;
    await user.click(within(third).getByRole('button', { name: 'Add to medication list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.path.endsWith('/swe/new'))).toHaveLength(2);
  });

  it('reopens a completed step, and choosing another medication starts the dosage and reasons afresh', async () => {
    routes();
    const { user, dialog } = await openWizard();
    await pickDrug(user, dialog, 'alv', 'Alvedon');
    await user.type(within(dialog).getByRole('textbox', { name: /Shortcut/ }), '1tn');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const third = step(dialog, /^3\. Reason/);
    await user.click(await within(third).findByRole('checkbox', { name: 'M54.5 Lumbago' }));

    // Reopening the dosage keeps it; continuing comes back to the reasons, still chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Edit Dosage' }));
    expect(value(dialog, 'Hour, row 1')).toBe('22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(step(dialog, /^3\. Reason/)).getByRole('list', { name: 'Chosen reasons' }).textContent).toContain(
      'Lumbago',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Edit Choose medication' }));
    await pickDrug(user, dialog, 'ipr', 'Ipren');
    expect(ariaCurrentOf(dialog, /^2\. Dosage/)).toBe('step');
    expect(value(dialog, 'Hour, row 1')).toBe('08');
    expect(within(step(dialog, /^1\. Choose medication/)).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit Dosage' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(step(dialog, /^3\. Reason/)).getByText('No reason chosen yet.')).toBeTruthy();
    expect(
      await within(step(dialog, /^3\. Reason/)).findByText('The catalogue has no usual reasons for this medication.'),
    ).toBeTruthy();
  });

  it('searches reasons from 3 characters, 500 ms after typing, at once after a space', async () => {
    const requests = routes();
    const { user, dialog } = await openWizard();
    await pickDrug(user, dialog, 'alv', 'Alvedon');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const search = within(dialog).getByRole('textbox', { name: /Search reason/ });
    const searches = () => requests.filter((r) => r.path.endsWith('/sil/reason/search'));

    await user.type(search, 'hy');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches()).toHaveLength(0);

    await user.type(search, 'p');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.body).toEqual({ query: 'hyp' });

    await user.type(search, 'ertoni ');
    // The trailing space asks at once: well inside the 500 ms a keystroke would otherwise wait.
    await waitFor(() => expect(searches().map((r) => (r.body as { query: string }).query)).toContain('hypertoni'), {
      timeout: 250,
    });
    expect(searches().map((r) => (r.body as { query: string }).query)).toEqual(['hyp', 'hypertoni']);
  });
});
