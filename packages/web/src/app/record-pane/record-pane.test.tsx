import { DEFAULT_FEATURES, type Features, type LeftbarTab, type Meeting } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordPane } from '../../features/record-pane';
import { aClinicianIn, aSurvey, renderAs } from '../../features/record-pane/testing';
import type { TabCounter, TabPanel, TabPanels } from '../../lib/record-pane/tab-panels';
import { aClinician, aMeeting } from '../../test/fixtures';
import { apiError, json, mockApi } from '../../test/mock-api';
import { RECORD_PANE_TABS } from './record-pane-tabs';

/**
 * The record pane as the app composes it: the record-pane feature's tabs with the other features' panels. A tab the
 * domain gives a clinician but nobody has built a panel for (treatment programme, insurance claim, the Vitality
 * vitals) is not shown.
 */

const SURVEY_PATH = '/api/meeting/doctor/survey-responses/meeting-1';
const OVERVIEW_PATH = '/api/patient/patient-1/overview';
const overview = { healthCheckScore: null, insuranceClaim: null, listing: null, childRelationshipVerified: null };

function renderPane(
  options: {
    meeting?: Meeting | null;
    leftbar?: LeftbarTab;
    me?: ReturnType<typeof aClinician>;
    features?: Features;
    panels?: TabPanels;
  } = {},
) {
  const onLeftbarChange = vi.fn();
  const onUnavailableTab = vi.fn();
  const view = renderAs(
    <RecordPane
      patientId="patient-1"
      meeting={options.meeting === undefined ? aMeeting() : options.meeting}
      leftbar={options.leftbar}
      onLeftbarChange={onLeftbarChange}
      onUnavailableTab={onUnavailableTab}
      panels={options.panels ?? RECORD_PANE_TABS}
    />,
    options.me,
    options.features,
  );
  return { ...view, onLeftbarChange, onUnavailableTab };
}

/** The names of a tab list's tabs, without their counters. */
function tabNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.querySelector('.mantine-Tabs-tabLabel')?.textContent ?? '');
}

async function mainTabs(): Promise<string[]> {
  return tabNames(await screen.findByRole('tablist', { name: 'Record sections' }));
}

function selectedTab(list: HTMLElement): string | undefined {
  return (
    within(list)
      .getAllByRole('tab')
      .find((tab) => tab.getAttribute('aria-selected') === 'true')
      ?.querySelector('.mantine-Tabs-tabLabel')?.textContent ?? undefined
  );
}

const withSymptoms = aMeeting({ symptoms: { formName: 'Sore throat', surveyInformationId: 'survey-1' } });

beforeEach(() => {
  mockApi({
    [`GET ${SURVEY_PATH}`]: json(200, aSurvey()),
    [`GET ${OVERVIEW_PATH}`]: json(200, overview),
  });
});

describe('record pane: tabs per market', () => {
  it('gives a Swedish doctor symptoms, patient, appointments, records, medications and vaccinations', async () => {
    renderPane({ meeting: withSymptoms });
    expect(await mainTabs()).toEqual([
      'Symptoms',
      'Patient',
      'Upcoming appointments',
      'Medical records',
      'Medications',
      'Vaccinations',
    ]);
  });

  it('shows the insurance claim in Sweden when the meeting carries one, and hides vaccinations behind the flag', async () => {
    mockApi({
      [`GET ${OVERVIEW_PATH}`]: json(200, {
        ...overview,
        insuranceClaim: {
          insuranceNumber: 'FH-1',
          company: 'Nordisk Företagshälsa',
          isRevoked: false,
          validFrom: '2026-10-01',
          validTo: null,
          triageNote: null,
          attachments: [],
          remainedAppointments: 3,
          numberOfAppointments: 5,
        },
      }),
    });
    renderPane({ features: { ...DEFAULT_FEATURES, vaccinationList: false } });
    expect(await mainTabs()).toEqual([
      'Patient',
      'Insurance claim',
      'Upcoming appointments',
      'Medical records',
      'Medications',
    ]);
  });

  it('gives a Swedish psychologist the treatment programme after the records', async () => {
    renderPane({ me: aClinician({ profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' }) });
    expect(await mainTabs()).toEqual([
      'Patient',
      'Upcoming appointments',
      'Medical records',
      'Treatment programme',
      'Medications',
      'Vaccinations',
    ]);
  });

  it('gives a French doctor symptoms, patient, documents and records', async () => {
    renderPane({ meeting: withSymptoms, me: aClinicianIn('FR') });
    expect(await mainTabs()).toEqual(['Symptoms', 'Patient', 'Documents', 'Medical records']);
  });

  it('leaves symptoms out in France when the survey has no questions', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: json(200, aSurvey({ questions: [] })) });
    renderPane({ meeting: withSymptoms, me: aClinicianIn('FR') });
    expect(await mainTabs()).toEqual(['Patient', 'Documents', 'Medical records']);
  });

  it('gives a British GP the patient tab, and the Vitality partnership no patient tab', async () => {
    const first = renderPane({ meeting: withSymptoms, me: aClinicianIn('GB') });
    expect(await mainTabs()).toEqual(['Symptoms', 'Patient', 'Documents', 'Medical records']);
    first.unmount();

    // Its own profile stands in for the patient tab, the member's booking follows, and its vitals sit under the records.
    const vitality = aClinicianIn('GB', {}, { partnership: 'VITALITY', partnershipKind: 'INSURER' });
    const second = renderPane({ meeting: withSymptoms, me: vitality, leftbar: 'medical-records' });
    expect(await mainTabs()).toEqual(['Symptoms', 'Documents', 'Vitality profile', 'Booking', 'Medical records']);
    const sections = screen.getByRole('tablist', { name: 'Medical records sections' });
    expect(tabNames(sections)).toEqual(['Consultation history', 'Self-assessment', 'Vitals']);
    second.unmount();

    // A meeting that comes with an insurance claim adds its tab after the profile, before the booking.
    mockApi({
      [`GET ${SURVEY_PATH}`]: json(200, aSurvey()),
      [`GET ${OVERVIEW_PATH}`]: json(200, {
        ...overview,
        insuranceClaim: {
          insuranceNumber: 'VHC-4417-2093',
          company: 'Vitality Health',
          isRevoked: false,
          validFrom: '2026-10-28',
          validTo: null,
          triageNote: null,
          attachments: [],
          remainedAppointments: -1,
          numberOfAppointments: -1,
        },
      }),
    });
    renderPane({ meeting: withSymptoms, me: vitality, leftbar: 'medical-records' });
    expect(await mainTabs()).toEqual([
      'Symptoms',
      'Documents',
      'Vitality profile',
      'Insurance claim',
      'Booking',
      'Medical records',
    ]);
  });

  it('gives a Norwegian doctor the fourth country’s tabs', async () => {
    renderPane({ me: aClinicianIn('NO') });
    expect(await mainTabs()).toEqual(['Patient', 'Documents', 'Medical records']);
  });

  it('shows a spinner while it learns whether the symptoms have questions', async () => {
    mockApi({ [`GET ${SURVEY_PATH}`]: () => new Promise<Response>(() => undefined) });
    renderPane({ meeting: withSymptoms });
    expect(await screen.findByRole('status', { name: 'Loading the record' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('record pane: which tab is open', () => {
  it('opens on symptoms when they have questions', async () => {
    renderPane({ meeting: withSymptoms });
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Record sections' }))).toBe('Symptoms');
    expect(await screen.findByRole('heading', { name: 'Sore throat' })).toBeTruthy();
  });

  it('opens on the patient without symptoms, and for a prescription renewal', async () => {
    const first = renderPane();
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Record sections' }))).toBe('Patient');
    first.unmount();

    renderPane({ meeting: aMeeting({ ...withSymptoms, activityType: 'PRESCRIPTION_RENEWAL' }) });
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Record sections' }))).toBe('Patient');
  });

  it('opens on the patient in the meetingless view', async () => {
    renderPane({ meeting: null });
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Record sections' }))).toBe('Patient');
    expect(await screen.findByText(/show when you open one of the patient’s meetings/)).toBeTruthy();
  });

  it('opens the tab the address names, and reports a click', async () => {
    const { user, onLeftbarChange } = renderPane({ leftbar: 'vaccination-list' });
    const tabs = await screen.findByRole('tablist', { name: 'Record sections' });
    expect(selectedTab(tabs)).toBe('Vaccinations');
    expect(await screen.findByRole('heading', { name: 'Vaccinations', level: 2 })).toBeTruthy(); // the list's panel

    await user.click(within(tabs).getByRole('tab', { name: /^Medications/ }));
    expect(onLeftbarChange).toHaveBeenCalledWith('medication-list');
  });

  it('shows a child tab under its parent, as a nested tab list', async () => {
    const { user, onLeftbarChange } = renderPane({ leftbar: 'health-check' });
    const tabs = await screen.findByRole('tablist', { name: 'Record sections' });
    expect(selectedTab(tabs)).toBe('Medical records');
    const sections = screen.getByRole('tablist', { name: 'Medical records sections' });
    expect(tabNames(sections)).toEqual(['Record entries', 'Self-assessment', 'Health check']);
    expect(selectedTab(sections)).toBe('Health check');
    expect(await screen.findByText(/Could not find lab tests/)).toBeTruthy(); // the health-check panel; no lab stub

    await user.click(within(sections).getByRole('tab', { name: /^Self-assessment/ }));
    expect(onLeftbarChange).toHaveBeenCalledWith('self-assessment');
  });

  it('keeps its tabs when the overview fails: the patient tab says so, and nothing asks again by itself', async () => {
    const requests = mockApi({ [`GET ${OVERVIEW_PATH}`]: apiError(503, 'unknown', 'Down') });
    renderPane();
    expect(await screen.findByText('Could not load the patient’s overview', undefined, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((r) => r.path === OVERVIEW_PATH)).toHaveLength(3);
    expect(selectedTab(screen.getByRole('tablist', { name: 'Record sections' }))).toBe('Patient');
  });

  it('opens the Vitality pane without symptoms on its profile, the insurance details first', async () => {
    renderPane({ me: aClinicianIn('GB', {}, { partnership: 'VITALITY', partnershipKind: 'INSURER' }) });
    expect(selectedTab(await screen.findByRole('tablist', { name: 'Record sections' }))).toBe('Vitality profile');
    const sections = screen.getByRole('tablist', { name: 'Vitality profile sections' });
    expect(tabNames(sections)).toEqual(['Insurance details', 'Personal details']);
    expect(selectedTab(sections)).toBe('Insurance details');
    expect(await screen.findByRole('heading', { name: 'Insurance details', level: 2 })).toBeTruthy();
  });

  it('says a tab whose panel is not built is unavailable, as one the clinician does not have', async () => {
    // France has the treatment-programme tab without its Swedish children; nobody has built a panel for it there.
    const { onUnavailableTab } = renderPane({ leftbar: 'treatment-programme', me: aClinicianIn('FR') });
    await waitFor(() => expect(onUnavailableTab).toHaveBeenCalledWith('treatment-programme'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says a tab this clinician does not have is unavailable', async () => {
    const { onUnavailableTab } = renderPane({ leftbar: 'treatment-programme' });
    await waitFor(() => expect(onUnavailableTab).toHaveBeenCalledWith('treatment-programme'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('record pane: tab counters', () => {
  type UseCounter = NonNullable<TabPanel['useCounter']>;

  /** The app's panels, with these tabs' counters replaced. */
  function withCounters(counters: Partial<Record<LeftbarTab, UseCounter>>): TabPanels {
    const panels = { ...RECORD_PANE_TABS };
    for (const [tab, useCounter] of Object.entries(counters) as [LeftbarTab, UseCounter][]) {
      panels[tab] = { ...panels[tab]!, useCounter };
    }
    return panels;
  }

  it('shows the count, a spinner while loading, a warning icon on error, or a question mark', async () => {
    renderPane({
      panels: withCounters({
        'medication-list': () => ({ state: 'ready', count: 4 }),
        'vaccination-list': () => ({ state: 'loading' }),
        'medical-records': () => ({ state: 'error' }),
        'upcoming-appointments': () => ({ state: 'unknown' }),
      }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Record sections' });
    expect(within(tabs).getByRole('tab', { name: 'Medications 4' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Vaccinations Loading count' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Medical records Count could not be loaded' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Upcoming appointments Count unknown' })).toBeTruthy();
  });

  it('gives each tab its own counter, with the patient and the meeting', async () => {
    const counter = vi.fn((): TabCounter => ({ state: 'ready', count: 2 }));
    renderPane({ panels: withCounters({ 'medication-list': counter }) });
    await screen.findByRole('tab', { name: 'Medications 2' });
    expect(counter).toHaveBeenCalledWith({ patientId: 'patient-1', meeting: aMeeting() });
  });
});
