import { makePersonnummer, type Meeting, type PatientOverview } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClinician, aMeeting } from '../../../test/fixtures';
import { apiError, type ApiRoutes, json, mockApi } from '../../../test/mock-api';
import { aClinicianIn, aPool, renderAs } from '../testing';
import { PatientTab } from './patient-tab';

const OVERVIEW_PATH = '/api/patient/patient-1/overview';
const WARNINGS_PATH = '/api/medicalrecord/patient/warnings/patient-1';
const PRORENATA_PATH = '/api/medicalrecord/patient/prorenatawarnings/patient-1';
const OBSERVATIONS_PATH = '/api/facts/patients/patient-1/observations';
const CONTACT_PERSON_PATH = '/api/fr-patient-details/contact-person/meeting-1/patient/patient-1';

const emptyOverview: PatientOverview = {
  healthCheckScore: null,
  insuranceClaim: null,
  listing: null,
  childRelationshipVerified: null,
};

const claim = (numberOfAppointments: number) => ({
  insuranceNumber: 'VHC-1',
  company: 'Vitality Health',
  isRevoked: false,
  validFrom: '2026-10-01',
  validTo: null,
  triageNote: null,
  attachments: [],
  remainedAppointments: -1,
  numberOfAppointments,
});

function observation(propertyName: string, values: string[], source = 'sf_36', set = 'set-1') {
  return { propertyName, values, createdAt: Date.UTC(2026, 9, 1), sourceDetails: { name: source }, responseSetId: set };
}

function serve(routes: ApiRoutes = {}) {
  return mockApi({
    [`GET ${OVERVIEW_PATH}`]: json(200, emptyOverview),
    [`GET ${WARNINGS_PATH}`]: json(200, { warnings: [] }),
    [`GET ${PRORENATA_PATH}`]: json(200, { codes: [] }),
    [`GET ${OBSERVATIONS_PATH}`]: json(200, { observations: [] }),
    ...routes,
  });
}

function renderTab(meeting: Meeting | null = aMeeting(), me = aClinician()) {
  return renderAs(<PatientTab patientId="patient-1" meeting={meeting} />, me);
}

const section = (name: string) => screen.findByRole('region', { name });

/** Serves the patient's reported health observations and renders the tab. */
function renderWithObservations(...observations: ReturnType<typeof observation>[]) {
  serve({ [`GET ${OBSERVATIONS_PATH}`]: json(200, { observations }) });
  return renderTab();
}

/** The value beside a label in a section's label/value list. */
function valueOf(region: HTMLElement, label: string): string | null | undefined {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  window.localStorage.setItem('konsult.language', 'en');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 21, 12, 0)));
});

afterEach(() => vi.useRealTimers());

describe('patient tab: identity', () => {
  it('shows the name, the Swedish id as 8 digits, a dash and the rest, sex, and date of birth with age', async () => {
    serve();
    const idNumber = makePersonnummer({ date: '1980-01-01', serial: 123 });
    renderTab(aMeeting({ user: { ...aMeeting().user, idNumber } }));

    const identity = await section('Personal details');
    expect(valueOf(identity, 'Name')).toBe('Erik Lund');
    expect(valueOf(identity, 'ID number')).toBe(`19800101-${idNumber.slice(8)}`);
    expect(valueOf(identity, 'Sex')).toBe('Male');
    expect(valueOf(identity, 'Date of birth')).toBe('1 Jan 1980 (46 years)');
  });

  it('shows a child’s name, age and date of birth from the first 8 characters of its id', async () => {
    serve();
    renderTab(aMeeting({ child: { id: '20260509-4411', name: 'Ella Lund', gender: 'female', gb: null } }));

    const child = await section('Child');
    expect(valueOf(child, 'Name')).toBe('Ella Lund');
    expect(valueOf(child, 'Age')).toBe('6 months');
    expect(valueOf(child, 'Date of birth')).toBe('9 May 2026');
  });

  it('alerts when the child’s relationship to the patient was not verified before the meeting', async () => {
    serve({ [`GET ${OVERVIEW_PATH}`]: json(200, { ...emptyOverview, childRelationshipVerified: false }) });
    renderTab(aMeeting({ child: { id: '20260509-4411', name: 'Ella Lund', gender: 'female', gb: null } }));

    expect(
      await screen.findByText('Error: child/patient relationship has not been verified prior to this meeting.'),
    ).toBeTruthy();
  });

  it('in the meetingless view explains where identity and contact details are', async () => {
    serve();
    renderTab(null);
    expect(await screen.findByText(/show when you open one of the patient’s meetings/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contact details' })).toBeNull();
  });
});

describe('patient tab: tags', () => {
  it('tags an insurance claim (-1 appointments) and Sweden’s high-cost card', async () => {
    serve({ [`GET ${OVERVIEW_PATH}`]: json(200, { ...emptyOverview, insuranceClaim: claim(-1) }) });
    const user = { ...aMeeting().user, highCostCard: { id: 'hc-1', date: '2026-03-01', region: 'Region Stockholm' } };
    renderTab(aMeeting({ user }));

    const tags = await section('Tags');
    expect(await within(tags).findByText('Insurance claim')).toBeTruthy();
    expect(within(tags).getByText('High-cost card')).toBeTruthy();
    expect(within(tags).getByText('High-cost card: Region Stockholm, from 1 Mar 2026')).toBeTruthy();
  });

  it('tags prehab (3 appointments)', async () => {
    serve({ [`GET ${OVERVIEW_PATH}`]: json(200, { ...emptyOverview, insuranceClaim: claim(3) }) });
    renderTab(aMeeting(), aClinicianIn('GB'));
    expect(await within(await section('Tags')).findByText('Prehab')).toBeTruthy();
  });

  it('says there are none', async () => {
    serve();
    renderTab();
    expect(await within(await section('Tags')).findByText('No tags')).toBeTruthy();
  });
});

describe('patient tab: contact details and other information', () => {
  it('shows phone, email and address', async () => {
    serve();
    const user = {
      ...aMeeting().user,
      phone: '+46701234567',
      email: 'erik@example.se',
      address: { address: 'Sveavägen 1', zip: '111 57', city: 'Stockholm', countyId: null, country: 'Sverige' },
    };
    renderTab(aMeeting({ user }));
    const contact = await section('Contact details');
    expect(within(contact).getByRole('link', { name: '+46701234567' }).getAttribute('href')).toBe('tel:+46701234567');
    expect(within(contact).getByRole('link', { name: 'erik@example.se' })).toBeTruthy();
    expect(valueOf(contact, 'Address')).toBe('Sveavägen 1, 111 57 Stockholm, Sverige');
  });

  it('shows a British patient’s practice and NHS number', async () => {
    serve();
    const user = {
      ...aMeeting().user,
      language: 'en',
      gb: {
        practiceId: 'p1',
        practiceName: 'Riverside Surgery',
        nhsNumber: '9434765919',
        partnership: null,
        phoneEmr: null,
        isOneTimeUser: false,
      },
    };
    renderTab(aMeeting({ user }), aClinicianIn('GB'));
    const other = await section('Other information');
    expect(valueOf(other, 'Language')).toBe('English');
    expect(valueOf(other, 'GP practice')).toBe('Riverside Surgery');
    expect(valueOf(other, 'NHS number')).toBe('943 476 5919');
  });

  it('shows a French patient’s AME and CMU-C, and their contact person', async () => {
    serve({
      [`GET ${CONTACT_PERSON_PATH}`]: json(200, {
        firstName: 'Karim',
        lastName: 'Benali',
        phoneNumber: '+33 6 98 76 54 32',
        relationship: 'Frère',
      }),
    });
    const user = { ...aMeeting().user, fr: { statusAme: true, statusCmuc: false } };
    renderTab(aMeeting({ user }), aClinicianIn('FR'));
    const other = await section('Other information');
    expect(valueOf(other, 'AME (state medical aid)')).toBe('Yes');
    expect(valueOf(other, 'CMU-C')).toBe('No');
    const person = await section('Contact person');
    expect(await within(person).findByText('Karim Benali')).toBeTruthy();
    expect(valueOf(person, 'Relationship')).toBe('Frère');
  });

  it('takes a 404 for the French contact person as none', async () => {
    serve({ [`GET ${CONTACT_PERSON_PATH}`]: apiError(404, 'notFound') });
    renderTab(aMeeting(), aClinicianIn('FR'));
    expect(await within(await section('Contact person')).findByText('No contact person registered.')).toBeTruthy();
  });

  it('asks no one for a contact person outside France', async () => {
    const requests = serve();
    renderTab();
    await section('Contact details');
    expect(requests.some((r) => r.path === CONTACT_PERSON_PATH)).toBe(false);
  });
});

describe('patient tab: health', () => {
  it('lists allergies, and shows height in cm, weight and the BMI to one decimal', async () => {
    renderWithObservations(
      observation('body_height', ['180']),
      observation('body_weight', ['80']),
      observation('allergy', ['Penicillin', 'Skin test', 'Rash'], 'health_profile_allergies', 'a1'),
    );
    const allergies = await section('Allergies');
    expect(await within(allergies).findByText('Penicillin')).toBeTruthy();
    expect(within(allergies).getByText('Diagnosed by: Skin test')).toBeTruthy();
    const body = await section('Height and weight');
    expect(valueOf(body, 'Height')).toBe('180 cm');
    expect(valueOf(body, 'Weight')).toBe('80 kg');
    expect(valueOf(body, 'BMI')).toBe('24.7');
  });

  it('shows a weight reported as a bound, and no BMI from it', async () => {
    renderWithObservations(observation('body_height', ['170']), observation('gt_body_weight', ['150']));
    const body = await section('Height and weight');
    expect(await within(body).findByText('more than 150 kg')).toBeTruthy();
    expect(valueOf(body, 'BMI')).toBe('Cannot be calculated');
  });

  it('reports a height that is not a number', async () => {
    renderWithObservations(observation('body_height', ['tall']), observation('body_weight', ['80']));
    const body = await section('Height and weight');
    expect(await within(body).findByText('Not a valid value: “tall”')).toBeTruthy();
    expect(valueOf(body, 'BMI')).toBe('Cannot be calculated: a value is not a number');
  });

  it('shows the health-check score card: total, physical and mental of the maximum', async () => {
    serve({
      [`GET ${OVERVIEW_PATH}`]: json(200, {
        ...emptyOverview,
        healthCheckScore: { totalScore: 71, physicalScore: 35, mentalScore: 36, maxScore: 100 },
      }),
    });
    renderTab();
    const card = await section('Health check');
    expect(within(card).getByText('71 of 100')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Physical: 35 of 100' })).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Mental: 36 of 100' })).toBeTruthy();
  });
});

describe('patient tab: the records system’s access warnings', () => {
  const prorenataPool = aClinician({ pool: aPool({ prorenata: true }) });

  it('warns about a missing house access, with a read-more dialog', async () => {
    serve({ [`GET ${PRORENATA_PATH}`]: json(200, { codes: ['prn_no_access_to_house_error'] }) });
    const { user } = renderTab(aMeeting(), prorenataPool);
    expect(await screen.findByText('No access to the patient’s care unit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    const dialog = await screen.findByRole('dialog', { name: 'No access to the patient’s care unit' });
    expect(dialog.textContent).toContain('no access to the care unit (house)');
  });

  it('warns about a missing patient access when the records system fell back to middle storage', async () => {
    serve({ [`GET ${PRORENATA_PATH}`]: json(200, { codes: ['error_falling_back_to_middle_storage'] }) });
    renderTab(aMeeting(), prorenataPool);
    expect(await screen.findByText('No access to the patient’s record')).toBeTruthy();
  });

  it('reports an unknown code and still shows a generic warning', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ [`GET ${PRORENATA_PATH}`]: json(200, { codes: ['prn_brand_new_error'] }) });
    renderTab(aMeeting(), prorenataPool);
    expect(await screen.findByText('Record access is limited')).toBeTruthy();
    expect(String(reported.mock.calls[0]?.[1])).toContain('prn_brand_new_error');
  });

  it('asks only for a pool on the records system', async () => {
    const requests = serve();
    renderTab();
    await section('Contact details');
    expect(requests.some((r) => r.path === PRORENATA_PATH)).toBe(false);
  });
});
