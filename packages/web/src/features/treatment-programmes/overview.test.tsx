import type { CarePlanNote, TreatmentProgramme } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, apiError, json, mockApi } from '../../test/mock-api';
import { TreatmentProgrammeOverviewPanel } from './components/overview-panel';
import { aCarePlan, DAY, PROGRAMME_START, renderProgramme } from './testing';

/**
 * Fredrik, a psychologist, follows Karin through Internet CBT for anxiety in the record pane's overview: the modules
 * with where she is, unlocking the next one when she is ready, pausing their conversation, and ending the programme.
 */

const BASE = '/api/treatment-programme';
const SEARCH = `POST ${BASE}/CarePlan/_search`;
const NOTES = `GET ${BASE}/clinicians/notes`;

/** A fake server holding the patient's programmes; changes answer 200 and change what the next search returns. */
function serverWith(plans: TreatmentProgramme[], routes: ApiRoutes = {}) {
  let current = plans;
  const requests = mockApi({
    [SEARCH]: () => json(200, { carePlans: current }),
    [NOTES]: json(200, { notes: [] }),
    ...routes,
  });
  const update = (id: string, change: (plan: TreatmentProgramme) => TreatmentProgramme) => {
    current = current.map((plan) => (plan.id === id ? change(plan) : plan));
  };
  return { requests, update };
}

const renderOverview = (initialEntry = '/') =>
  renderProgramme(<TreatmentProgrammeOverviewPanel patientId="patient-1" meeting={null} />, { initialEntry });

const moduleItem = (name: RegExp) => screen.getByRole('listitem', { name });

describe('treatment programme overview', () => {
  it('says no programme has been started when the patient has none', async () => {
    serverWith([]);
    renderOverview();
    expect(await screen.findByText('No treatment programme has been started for this patient')).toBeTruthy();
  });

  it('says to refresh or contact support when the programmes cannot be loaded', async () => {
    mockApi({ [SEARCH]: apiError(500, 'unknown') });
    renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Could not load the treatment programme. Refresh, or contact support if it keeps happening.',
    );
  });

  it('shows the programme, its start, the messenger in a new tab and each module as far as the patient has come', async () => {
    const { requests } = serverWith([aCarePlan()]);
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Internet CBT for anxiety' })).toBeTruthy();
    expect(screen.getByText(/Started 2 Nov 2026/)).toBeTruthy();
    const messenger = screen.getByRole('link', { name: 'Open messenger' });
    expect(messenger.getAttribute('href')).toBe('/emr/icbt-messenger/conversation-1');
    expect(messenger.getAttribute('target')).toBe('_blank');
    expect(requests.find((r) => r.path.endsWith('/_search'))?.body).toEqual({ userId: 'patient-1' });

    expect(within(moduleItem(/Understanding anxiety/)).getByText('Completed')).toBeTruthy();
    const current = moduleItem(/The circle of avoidance/);
    expect(within(current).getByText('In progress')).toBeTruthy();
    expect(within(current).getByText('Step 2 of 4 · started 10 Nov 2026')).toBeTruthy();
    expect(within(moduleItem(/Facing fears/)).getByText('Ready to unlock')).toBeTruthy();
    expect(within(moduleItem(/Keeping it up/)).getByText('Locked')).toBeTruthy();
    // Only the module that is ready offers the unlock button.
    expect(screen.getAllByRole('button', { name: /^Unlock/ })).toHaveLength(1);
  });

  it('unlocks the module that is ready: it is then unlocked at step 1', async () => {
    const server = serverWith([aCarePlan({ progressIndicator: 'next_module_is_unlockable' })], {
      [`PATCH ${BASE}/Module/module-3`]: () => {
        server.update('care-plan-1', (plan) => ({
          ...plan,
          progressIndicator: 'none',
          modules: plan.modules.map((m) =>
            m.id === 'module-3' ? { ...m, state: 'unlocked', currentStep: 1, started: Date.now() } : m,
          ),
        }));
        return json(200, {});
      },
    });
    const { user } = renderOverview();
    expect(await screen.findByText('The next module can be unlocked')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlock Facing fears step by step' }));

    expect(
      await screen.findByText('Facing fears step by step is unlocked. The patient starts it at step 1.'),
    ).toBeTruthy();
    const unlocked = moduleItem(/Facing fears/);
    expect(within(unlocked).getByText('Unlocked')).toBeTruthy();
    expect(within(unlocked).getByText(/^Step 1 of 4/)).toBeTruthy();
    expect(within(unlocked).queryByRole('button', { name: /Unlock/ })).toBeNull();
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ state: 'unlocked' });
    await waitFor(() => expect(screen.queryByText('The next module can be unlocked')).toBeNull());
  });

  it('shows an error banner when the module cannot be unlocked, and the module stays ready', async () => {
    serverWith([aCarePlan()], { [`PATCH ${BASE}/Module/module-3`]: apiError(500, 'unknown') });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Unlock Facing fears step by step' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The module was not unlocked');
    expect(within(moduleItem(/Facing fears/)).getByText('Ready to unlock')).toBeTruthy();
  });

  it('ends the programme after confirming, and then disables the messenger, unlock and end', async () => {
    const server = serverWith([aCarePlan()], {
      [`PATCH ${BASE}/CarePlan/care-plan-1`]: () => {
        server.update('care-plan-1', (plan) => ({ ...plan, state: 'ended', ended: Date.now() }));
        return json(200, {});
      },
    });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'End programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the programme?' });
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'End programme' }));

    expect(await screen.findByText(/Internet CBT for anxiety has been ended/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ state: 'ended' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'End programme' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Open messenger' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Open messenger' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Unlock Facing fears step by step' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('keeps the confirm modal open with the failure when the programme cannot be ended', async () => {
    serverWith([aCarePlan()], { [`PATCH ${BASE}/CarePlan/care-plan-1`]: apiError(500, 'unknown') });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'End programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the programme?' });
    await user.click(within(dialog).getByRole('button', { name: 'End programme' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Could not end the programme.');
    expect(screen.getByRole('dialog', { name: 'End the programme?' })).toBeTruthy();
  });

  it('draws an ended programme with the messenger, unlock, pause and end disabled', async () => {
    serverWith([aCarePlan({ state: 'ended', ended: PROGRAMME_START + 20 * DAY })]);
    renderOverview();
    expect(await screen.findByText('Ended')).toBeTruthy();
    expect(screen.getByText(/Ended 22 Nov 2026/)).toBeTruthy();
    for (const name of ['Open messenger', 'Unlock Facing fears step by step', 'End programme', 'Pause conversation']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('says when a module has not been completed in time', async () => {
    serverWith([aCarePlan({ progressIndicator: 'module_not_completed_in_time' })]);
    renderOverview();
    expect(await screen.findByText('A module has not been completed in time')).toBeTruthy();
    expect(screen.queryByText('The next module can be unlocked')).toBeNull();
  });

  it('draws a module in a state it does not know as locked, and reports it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plan = aCarePlan();
    serverWith([{ ...plan, modules: [...plan.modules.slice(0, 3), { ...plan.modules[3]!, state: 'archived' }] }]);
    renderOverview();
    const strange = await screen.findByRole('listitem', { name: /Keeping it up/ });
    expect(within(strange).getByText('Locked')).toBeTruthy();
    expect(within(strange).queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith(
        expect.stringContaining('care plan care-plan-1'),
        expect.objectContaining({ message: expect.stringContaining('module-4:archived') }),
      ),
    );
    report.mockRestore();
  });

  it('shows the newest active programme of several, and the one the clinician picks (carePlanId)', async () => {
    const older = aCarePlan({
      id: 'care-plan-0',
      title: 'Internet CBT for insomnia',
      state: 'ended',
      created: PROGRAMME_START - 90 * DAY,
    });
    const newer = aCarePlan();
    const { router, user } = (() => {
      serverWith([older, newer]);
      return renderOverview();
    })();
    expect(await screen.findByRole('heading', { name: 'Internet CBT for anxiety' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Programme' }), 'care-plan-0');
    expect(await screen.findByRole('heading', { name: 'Internet CBT for insomnia' })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ carePlanId: 'care-plan-0' });
  });

  it('opens on the programme the address names', async () => {
    serverWith([aCarePlan({ id: 'care-plan-0', title: 'Internet CBT for insomnia', state: 'ended' }), aCarePlan()]);
    renderOverview('/?carePlanId=care-plan-0');
    expect(await screen.findByRole('heading', { name: 'Internet CBT for insomnia' })).toBeTruthy();
  });

  it('pauses the conversation, after which the patient cannot write, and resumes it', async () => {
    const server = serverWith([aCarePlan()], {
      [`PATCH ${BASE}/CarePlan/care-plan-1/conversation`]: (request) => {
        const state = (request.body as { state: 'active' | 'paused' }).state;
        server.update('care-plan-1', (plan) => ({ ...plan, conversation: { ...plan.conversation, state } }));
        return json(200, {});
      },
    });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Pause conversation' }));
    expect(
      await screen.findByText('The conversation is paused: the patient cannot write to you until you resume it.'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Resume conversation' }));
    expect(await screen.findByText('The conversation is open again. The patient can write to you.')).toBeTruthy();
    expect(server.requests.filter((r) => r.path.endsWith('/conversation')).map((r) => r.body)).toEqual([
      { state: 'paused' },
      { state: 'active' },
    ]);
  });

  it("writes the clinician's note on the programme", async () => {
    let notes: CarePlanNote[] = [];
    const requests = mockApi({
      [SEARCH]: json(200, { carePlans: [aCarePlan()] }),
      [NOTES]: () => json(200, { notes }),
      [`POST ${BASE}/CarePlan/care-plan-1/note`]: (request) => {
        const { note } = request.body as { note: string };
        notes = [
          {
            carePlanId: 'care-plan-1',
            note,
            clinicianId: 'clinician-fredrik',
            clinicianName: 'Fredrik Ek',
            updatedAt: PROGRAMME_START,
          },
        ];
        return json(200, notes[0]);
      },
    });
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Add a note' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Note on the programme' }),
      'Avoids the bus; start exposure there.',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Avoids the bus; start exposure there.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.path.endsWith('/note'))?.body).toEqual({
      note: 'Avoids the bus; start exposure there.',
    });
    expect(screen.getByText(/^Fredrik Ek, 2 Nov 2026/)).toBeTruthy();
  });
});
