import type { ProgrammeOffer, StartCarePlanBody, TreatmentProgramme } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { StartProgrammePanel } from './components/start-programme-panel';
import { TreatmentProgrammeOverviewPanel } from './components/overview-panel';
import { aCarePlan, renderProgramme } from './testing';

/**
 * In Erik's meeting Fredrik opens the treatment-programme action and starts Internet CBT for depression; the
 * record pane's overview, open beside it, shows the new programme.
 */

const OFFERS = 'GET /api/treatment-programme/Programme/';
const START = 'POST /api/treatment-programme/CarePlan';
const SEARCH = 'POST /api/treatment-programme/CarePlan/_search';
const REQUEST_ID = '00000000-0000-4000-8000-000000000021';

const anOffer = (overrides: Partial<ProgrammeOffer>): ProgrammeOffer => ({
  identifier: 'ICBT_DEPRESSION',
  programmeNameCopyKey: 'treatment-programme.icbt-depression',
  title: 'Internet CBT for depression',
  description: 'Seven modules on activity and mood.',
  moduleCount: 7,
  alreadyActive: false,
  ...overrides,
});

const offers = [
  anOffer({
    identifier: 'ICBT_ANXIETY',
    title: 'Internet CBT for anxiety',
    description: 'Eight modules on anxiety.',
    moduleCount: 8,
    alreadyActive: true,
  }),
  anOffer({}),
];

afterEach(() => vi.restoreAllMocks());

describe('starting a treatment programme', () => {
  it('lists the programmes with their size, the running one marked and not startable', async () => {
    const requests = mockApi({ [OFFERS]: json(200, { treatmentProgrammes: offers }) });
    renderProgramme(<StartProgrammePanel meeting={aMeeting()} />);
    const running = await screen.findByRole('listitem', { name: 'Internet CBT for anxiety' });
    expect(within(running).getByText('Already active')).toBeTruthy();
    expect(within(running).getByText('8 modules')).toBeTruthy();
    expect(within(running).queryByRole('button')).toBeNull();
    const depression = screen.getByRole('listitem', { name: 'Internet CBT for depression' });
    expect(within(depression).getByText('Seven modules on activity and mood.')).toBeTruthy();
    expect(within(depression).getByRole('button', { name: 'Start Internet CBT for depression' })).toBeTruthy();
    const asked = requests[0]!;
    expect([asked.query.get('userId'), asked.query.get('meetingId')]).toEqual(['patient-1', 'meeting-1']);
  });

  it('starts one with a request id, says so, and the record pane shows it', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(REQUEST_ID);
    let carePlans: TreatmentProgramme[] = [];
    const requests = mockApi({
      [OFFERS]: () =>
        json(200, {
          treatmentProgrammes: offers.map((o) => ({ ...o, alreadyActive: o.alreadyActive || carePlans.length > 0 })),
        }),
      [SEARCH]: () => json(200, { carePlans }),
      'GET /api/treatment-programme/clinicians/notes': json(200, { notes: [] }),
      [START]: () => {
        carePlans = [aCarePlan({ id: REQUEST_ID, title: 'Internet CBT for depression' })];
        return json(201, { carePlan: carePlans[0] });
      },
    });
    const { user } = renderProgramme(
      <>
        <TreatmentProgrammeOverviewPanel patientId="patient-1" meeting={aMeeting()} />
        <StartProgrammePanel meeting={aMeeting()} />
      </>,
    );
    expect(await screen.findByText('No treatment programme has been started for this patient')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Start Internet CBT for depression' }));

    expect(
      await screen.findByText(
        'Internet CBT for depression has been started for Erik Lund. You will find it under the Treatment programme tab.',
      ),
    ).toBeTruthy();
    const body = requests.find((r) => r.method === 'POST' && r.path.endsWith('/CarePlan'))!.body as StartCarePlanBody;
    expect(body).toEqual({
      requestId: REQUEST_ID,
      userId: 'patient-1',
      meetingId: 'meeting-1',
      treatmentProgrammeIdentifier: 'ICBT_DEPRESSION',
    });
    expect(await screen.findByRole('heading', { name: 'Internet CBT for depression' })).toBeTruthy();
    // The offers are fetched again: the programme just started is now the running one.
    const started = screen.getByRole('listitem', { name: 'Internet CBT for depression' });
    expect(await within(started).findByText('Already active')).toBeTruthy();
    expect(within(started).queryByRole('button')).toBeNull();
  });

  it('says the patient already has the programme when the server refuses it as running', async () => {
    mockApi({
      [OFFERS]: json(200, { treatmentProgrammes: offers }),
      [START]: apiError(409, 'treatment_programme_already_active'),
    });
    const { user } = renderProgramme(<StartProgrammePanel meeting={aMeeting()} />);
    await user.click(await screen.findByRole('button', { name: 'Start Internet CBT for depression' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The programme was not started');
    expect(alert.textContent).toContain('The patient already has this programme running.');
  });

  it('keeps the request id when the same start is tried again after a failure', async () => {
    let fail = true;
    const requests = mockApi({
      [OFFERS]: json(200, { treatmentProgrammes: offers }),
      [START]: () => (fail ? apiError(500, 'unknown') : json(201, { carePlan: aCarePlan() })),
    });
    const { user } = renderProgramme(<StartProgrammePanel meeting={aMeeting()} />);
    const start = await screen.findByRole('button', { name: 'Start Internet CBT for depression' });
    await user.click(start);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not start the programme.');
    fail = false;
    await user.click(start);
    await screen.findByText(/has been started for Erik Lund/);
    const ids = requests.filter((r) => r.method === 'POST').map((r) => (r.body as StartCarePlanBody).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});
