import { taskTypesFor, type UkTask, type UkTaskBody } from '@konsult/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FinishingProvider, useFinishingRegistry } from '../../lib/finishing';
import { takenActionsKey } from '../../lib/taken-actions/use-taken-actions';
import { aBritishClinician, aMeeting, aOneTimeUserMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { renderPanel } from '../../test/render-panel';
import { UkTasksFinishing } from './components/clinician-checkboxes';
import { UkTasksPanel } from './components/uk-tasks-panel';

const BASE = '/api/uk/meeting/meeting-1';
const GP_TYPES = taskTypesFor('DOCTOR', null);

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

const aTask = (overrides: Partial<UkTask> = {}): UkTask => ({
  id: 'task-1',
  meetingId: 'meeting-1',
  type: 'BLOODS',
  label: 'Bloods',
  note: 'FBC',
  urgency: 'ROUTINE',
  status: 'DRAFT',
  editMode: true,
  documentLink: null,
  slaHours: 72,
  createdAt: Date.now(),
  updatedAt: Date.now(),
  publishedAt: null,
  dueAt: null,
  completedAt: null,
  ...overrides,
});

describe('the clinician action panel', { timeout: 20_000 }, () => {
  it('says the seed’s error when the tasks cannot be loaded', async () => {
    mockApi({ [`GET ${BASE}/tasks`]: apiError(500, 'unknown') });
    renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    expect(
      await screen.findByText('Error when getting all clinician tasks for this meeting. Please refresh the page.'),
    ).toBeTruthy();
  });

  it("offers the GP's types with their SLA; a TWW referral is urgent by default and is saved then submitted", async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(id);
    let tasks: UkTask[] = [];
    const requests = mockApi({
      [`GET ${BASE}/tasks`]: () => json(200, { tasks, allowedTypes: GP_TYPES }),
      [`PUT ${BASE}/tasks/${id}`]: (request) => {
        const body = request.body as UkTaskBody;
        tasks = [aTask({ id, type: body.type, urgency: body.urgency ?? 'ROUTINE', note: body.note ?? '' })];
        return json(200, { task: tasks[0] });
      },
      [`POST ${BASE}/tasks/${id}/submit`]: () => {
        tasks = tasks.map((task) => ({ ...task, status: 'SUBMITTED' }));
        return json(200, { task: tasks[0] });
      },
    });
    const { user } = renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    const form = await screen.findByRole('form', { name: 'New task' });
    const select = within(form).getByLabelText(/Task type/) as HTMLSelectElement;
    const offered = [...select.options].filter((option) => option.value !== '').map((option) => option.textContent);
    expect(offered).toHaveLength(14);
    expect(offered).toContain('Two-week wait (TWW) referral (due within 24h)');
    expect(offered).toContain('NHS fit note (due within 48h)');
    expect(offered).not.toContain(expect.stringMatching(/Vitality/));

    fireEvent.change(select, { target: { value: 'TWW_REFERRAL' } });
    expect((within(form).getByRole('radio', { name: 'Urgent' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note for the practice' }), {
      target: { value: 'Weight loss' },
    });
    await user.click(within(form).getByRole('button', { name: 'Submit task' }));

    const card = await screen.findByRole('article', { name: 'Two-week wait (TWW) referral' });
    await within(card).findByText('Submitted');
    const puts = requests.filter((r) => r.method === 'PUT');
    const posts = requests.filter((r) => r.method === 'POST');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ type: 'TWW_REFERRAL', urgency: 'URGENT', note: 'Weight loss' });
    expect(posts[0]!.path).toBe(`${BASE}/tasks/${id}/submit`);
    expect(screen.getByRole('button', { name: 'Publish tasks' })).toBeTruthy();
  });

  it('sends a task once: while it is being saved, no button of the form sends it again', async () => {
    const id = '00000000-0000-4000-8000-000000000002';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(id);
    let answer: (response: Response) => void = () => undefined;
    const requests = mockApi({
      [`GET ${BASE}/tasks`]: json(200, { tasks: [], allowedTypes: GP_TYPES }),
      [`PUT ${BASE}/tasks/${id}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    const form = await screen.findByRole('form', { name: 'New task' });
    fireEvent.change(within(form).getByLabelText(/Task type/), { target: { value: 'BLOODS' } });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    for (const name of ['Save draft', 'Submit task']) {
      expect((within(form).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.submit(form);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    answer(json(200, { task: aTask({ id }) }));
    await screen.findByText('Draft saved.');
  });

  it('says which operation failed: a failed publish is "not published", not "not saved"', async () => {
    mockApi({
      [`GET ${BASE}/tasks`]: json(200, { tasks: [aTask({ status: 'SUBMITTED' })], allowedTypes: GP_TYPES }),
      [`POST ${BASE}/tasks/publish`]: apiError(500, 'unknown'),
    });
    const { user } = renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    await user.click(await screen.findByRole('button', { name: 'Publish tasks' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The tasks were not published')).toBeTruthy();
    expect(within(alert).getByText('The tasks could not be published. Try again.')).toBeTruthy();
    expect(within(alert).queryByText('The task was not saved')).toBeNull();
  });

  it('takes a document link only over https', async () => {
    const requests = mockApi({ [`GET ${BASE}/tasks`]: json(200, { tasks: [], allowedTypes: GP_TYPES }) });
    const { user } = renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    const form = await screen.findByRole('form', { name: 'New task' });
    fireEvent.change(within(form).getByLabelText(/Task type/), { target: { value: 'BLOODS' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Link to a document/ }), {
      target: { value: 'http://letters.example/1' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('A document link must start with https://')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses to save without a type, sending nothing', async () => {
    const requests = mockApi({ [`GET ${BASE}/tasks`]: json(200, { tasks: [], allowedTypes: GP_TYPES }) });
    const { user } = renderPanel(<UkTasksPanel meeting={aMeeting()} />, aBritishClinician());
    const form = await screen.findByRole('form', { name: 'New task' });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Choose a task type.')).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

/** What finishing would list, as the missing-fields dialog does. */
function Blockers() {
  const registry = useFinishingRegistry();
  return (
    <ul aria-label="blockers">
      {registry.blockers().map((b) => (
        <li key={b.id}>{`${b.section}: ${b.label}`}</li>
      ))}
    </ul>
  );
}

const checkboxes = (ticked: Record<string, boolean> = {}, required = ['clearInstructions', 'correctDocuments']) => ({
  checkboxes: {
    clearInstructions: false,
    correctDocuments: false,
    noTasksConfirmation: false,
    noPrescriptionsConfirmation: false,
    ...ticked,
  },
  required,
});

describe('before you finish', { timeout: 20_000 }, () => {
  it('shows the boxes the meeting asks for, saves each tick, and lists the unticked ones as blockers', async () => {
    const requests = mockApi({
      [`GET ${BASE}/checkboxes`]: json(200, checkboxes()),
      [`GET ${BASE}/tasks`]: json(200, { tasks: [aTask({ status: 'PUBLISHED' })], allowedTypes: GP_TYPES }),
      [`PUT ${BASE}/checkboxes`]: json(200, checkboxes({ clearInstructions: true })),
    });
    const { user } = renderPanel(
      <FinishingProvider>
        <UkTasksFinishing meeting={aMeeting()} />
        <Blockers />
      </FinishingProvider>,
      aBritishClinician(),
    );
    const section = await screen.findByRole('region', { name: 'Before you finish' });
    await within(section).findByRole('checkbox', { name: 'I have given the patient clear instructions' });
    expect(within(section).queryByRole('checkbox', { name: /No tasks/ })).toBeNull();
    const blockers = screen.getByRole('list', { name: 'blockers' });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Before you finish: I have given the patient clear instructions',
        'Before you finish: I have attached the correct documents to the tasks',
      ]),
    );
    await user.click(within(section).getByRole('checkbox', { name: 'I have given the patient clear instructions' }));
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Before you finish: I have attached the correct documents to the tasks']),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ clearInstructions: true });
  });

  it('stops asking for the no-prescription confirmation once another action sends a prescription', async () => {
    let prescriptionSent = false;
    mockApi({
      [`GET ${BASE}/checkboxes`]: () =>
        json(
          200,
          checkboxes(
            {},
            prescriptionSent ? ['noTasksConfirmation'] : ['noTasksConfirmation', 'noPrescriptionsConfirmation'],
          ),
        ),
      [`GET ${BASE}/tasks`]: json(200, { tasks: [], allowedTypes: GP_TYPES }),
    });
    const { queryClient } = renderPanel(
      <FinishingProvider>
        <UkTasksFinishing meeting={aMeeting()} />
      </FinishingProvider>,
      aBritishClinician(),
    );
    const section = await screen.findByRole('region', { name: 'Before you finish' });
    await within(section).findByRole('checkbox', { name: 'No prescription is needed for this consultation' });
    // What an EPS or pay-as-you-go send does once the prescription is sent: the meeting's taken actions are stale.
    prescriptionSent = true;
    await queryClient.invalidateQueries({ queryKey: takenActionsKey('meeting-1') });
    await waitFor(() =>
      expect(
        within(section).queryByRole('checkbox', { name: 'No prescription is needed for this consultation' }),
      ).toBeNull(),
    );
    expect(within(section).getByRole('checkbox', { name: 'No tasks are needed for this consultation' })).toBeTruthy();
  });

  it('lists a blocker when the checks cannot be loaded, and words the unpublished tasks by their field name', async () => {
    mockApi({
      [`GET ${BASE}/checkboxes`]: apiError(500, 'unknown'),
      [`GET ${BASE}/tasks`]: json(200, { tasks: [aTask()], allowedTypes: GP_TYPES }),
    });
    /** What finishing shows for a field the server's 409 names (the missing-fields dialog asks the same). */
    function Described({ name }: { name: string }) {
      const found = useFinishingRegistry().describe(name);
      return <p aria-label="described">{found ? `${found.section}: ${found.label}` : ''}</p>;
    }
    renderPanel(
      <FinishingProvider>
        <UkTasksFinishing meeting={aMeeting()} />
        <Blockers />
        <Described name="uk-tasks-unpublished" />
      </FinishingProvider>,
      aBritishClinician(),
    );
    const blockers = await screen.findByRole('list', { name: 'blockers' });
    await waitFor(() =>
      expect(
        within(blockers)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Before you finish: The end-of-consultation checks could not be loaded',
        'Tasks for the practice: Tasks not yet published to the practice: 1',
      ]),
    );
    // The server's 409 names the field; the dialog words it from the catalogue, not the server's English.
    expect(screen.getByLabelText('described').textContent).toBe(
      'Tasks for the practice: Tasks not yet published to the practice: 1',
    );
  });

  it('asks nothing of a one-time web user', () => {
    const requests = mockApi({});
    renderPanel(
      <FinishingProvider>
        <UkTasksFinishing meeting={aOneTimeUserMeeting()} />
      </FinishingProvider>,
      aBritishClinician(),
    );
    expect(screen.queryByRole('region', { name: 'Before you finish' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
