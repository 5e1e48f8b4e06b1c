import type { InsurerProfile } from '@konsult/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { aMeeting } from '../../../test/fixtures';
import { VitalityBookingPanel } from './booking-panel';
import { type ApiRoutes, apiError, json, mockApi } from '../../../test/mock-api';
import { aClinicianIn, renderAs } from '../testing';
import { InsuranceClaimDetailsPanel } from './insurance-claim-details-panel';
import { VitalityInsuranceDetailsPanel } from './insurance-details-panel';
import { VitalityPersonalDetailsPanel } from './personal-details-panel';
import { VitalityVitalsPanel } from './vitals-panel';

const PROFILE = '/api/uk/vitality/clinician/user-profile-information';
const CONSULTATION = '/api/uk/vitality/v1/clinician/consultation';
const CLAIM = '/api/mental-health-b2b/insuranceClaimInfo/patient-1/meeting-1';
const FORM_DATA = '/api/uk/vitality/v1/meeting/meeting-1/form_data';

const vitalityGp = aClinicianIn('GB', {}, { partnership: 'VITALITY', partnershipKind: 'INSURER' });

const hannah = {
  address: ['1 Deansgate', 'Manchester', 'M3 1AZ'],
  age: 42,
  dateOfBirth: '1983-12-01',
  entityNumber: 'VH-100205',
  firstName: 'Hannah',
  lastName: 'Clarke',
  phone: '07700 900205',
  staffSchemeIndicator: 'N',
  title: 'Ms',
};

function aProfile(overrides: Partial<InsurerProfile['policyDetails']> = {}): InsurerProfile {
  return {
    memberDetails: hannah,
    patientDetails: hannah,
    productCode: 'VHI-PERSONAL',
    policyDetails: {
      policyNumber: 'VHP-77410293',
      productType: 'Personal Healthcare',
      policyEndDate: '2027-07-30',
      hospitalListDescription: 'Local Hospital List',
      hasVitalityAtWork: false,
      hasEssentials: true,
      coverageExclusion: 'Pre-existing knee condition',
      excess: { excessAmount: 250, excessType: 'Per claim', remainingExcess: 250 },
      underwriting: { underWritingType: 'MORI', description: 'Moratorium', underwritingStartDate: '2024-03-01' },
      limits: {
        OpLimit: { limitAmount: 1000, remainingLimitAmount: 650 },
        PsychiatricLimit: { limitAmount: 1500, remainingLimitAmount: 1500 },
        OpDiagnosticLimit: { limitAmount: 750, remainingLimitAmount: 420 },
        VitalityGpLimit: { limitAmount: 12, remainingLimitAmount: 9 },
        AlternativeTherapiesLimit: { limitAmount: 0, remainingLimitAmount: 0 },
      },
      ...overrides,
    },
    vitalityRiskDetails: {
      healthCheckDate: '2026-06-30',
      healthReviewComplete: true,
      vitalityAge: 39,
      riskSections: [{ name: 'Sleep', status: 'Moderate risk' }],
      selfReportedConditions: ['Migraine'],
    },
  };
}

const consultation = {
  consultation: {
    policyDetails: aProfile().policyDetails,
    memberEntityNumber: 'VH-100205',
    patientEntityNumber: 'VH-100205',
    claims: [{ code: 'GP01', claimDate: '2026-05-11', description: 'Vitality GP consultation' }],
  },
};

const claim = {
  claim: {
    insuranceNumber: 'VHC-4417-2093',
    company: 'Vitality Health',
    isRevoked: false,
    validFrom: '2026-10-28',
    validTo: '2027-10-28',
    triageNote: 'Recurring headaches for six weeks.',
    attachments: [{ name: 'Triage summary.pdf', link: 'https://claims.vitality.example/triage' }],
    remainedAppointments: -1,
    numberOfAppointments: -1,
  },
};

function routes(overrides: ApiRoutes = {}) {
  return mockApi({
    [`GET ${PROFILE}`]: json(200, { profile: aProfile() }),
    [`GET ${CONSULTATION}`]: json(200, consultation),
    [`GET ${CLAIM}`]: json(200, claim),
    [`GET ${FORM_DATA}`]: json(200, { exists: false }),
    ...overrides,
  });
}

beforeEach(() => window.localStorage.setItem('konsult.language', 'en'));

function renderInsurance() {
  return renderAs(<VitalityInsuranceDetailsPanel patientId="patient-1" meeting={aMeeting()} />, vitalityGp);
}

/** The value a section's fact list gives a label. */
function fact(section: HTMLElement, label: string): string | null {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('Vitality insurance details', () => {
  it('shows a MORI member’s moratorium start date, cover and limits in pounds', async () => {
    const requests = routes();
    renderInsurance();
    const plan = await section('Plan information');
    expect(await within(plan).findByText('Moratorium start date')).toBeTruthy();
    expect(fact(plan, 'Moratorium start date')).toBe('1 Mar 2024');
    const outpatient = within(plan).getByRole('row', { name: /Outpatient £1,000\.00 £650\.00/ });
    expect(outpatient).toBeTruthy();
    expect(within(plan).getByRole('row', { name: 'Therapies £0.00 £0.00' })).toBeTruthy();

    const member = await section('Member information');
    expect(fact(member, 'Name')).toBe('Hannah Clarke');
    const cover = await section('Cover information');
    expect(fact(cover, 'Excess')).toBe('£250.00');
    expect(fact(cover, 'Essentials')).toBe('Yes');
    expect(Object.fromEntries(requests.find((r) => r.path === PROFILE)!.query)).toEqual({ kryUserId: 'patient-1' });
  });

  it('says Not Applicable for a non-moratorium policy and No information for an empty value', async () => {
    routes({
      [`GET ${PROFILE}`]: json(200, {
        profile: {
          ...aProfile({
            underwriting: { underWritingType: 'FMU', description: null, underwritingStartDate: '2024-03-01' },
            coverageExclusion: null,
          }),
          memberDetails: { ...hannah, phone: null, title: '  ' },
        },
      }),
    });
    renderInsurance();
    const plan = await section('Plan information');
    expect(await within(plan).findByText('Not Applicable')).toBeTruthy();
    expect(fact(plan, 'Moratorium start date')).toBe('Not Applicable');
    expect(fact(plan, 'Underwriting description')).toBe('No information');
    expect(fact(await section('Cover information'), 'Cover exclusions')).toBe('No information');
    const member = await section('Member information');
    expect(fact(member, 'Mobile number')).toBe('No information');
    expect(fact(member, 'Title')).toBe('No information');
  });

  it('shows the claim with its tag, triage note and attachments, and hides remaining appointments of -1', async () => {
    routes();
    renderInsurance();
    const summary = await section('Insurance claim summary');
    expect(await within(summary).findByText('Insurance claim')).toBeTruthy();
    expect(fact(summary, 'Triage note')).toBe('Recurring headaches for six weeks.');
    expect(within(summary).queryByText('Appointments remaining')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Triage summary.pdf' }).getAttribute('href')).toBe(
      'https://claims.vitality.example/triage',
    );
    const details = await section('Claim details');
    expect(await within(details).findByText(/GP01 · Vitality GP consultation/)).toBeTruthy();
  });

  it('shows a failing call’s error in its own panel, and the other panels still', async () => {
    routes({ [`GET ${CONSULTATION}`]: apiError(503, 'insurer_unavailable', 'The insurer is unavailable') });
    renderInsurance();
    const details = await section('Claim details');
    expect(await within(details).findByText('Could not load the claim details')).toBeTruthy();
    expect(within(details).getByText(/contact support/)).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const plan = await section('Plan information');
    expect(await within(plan).findByText('1 Mar 2024')).toBeTruthy();
    expect(await within(await section('Insurance claim summary')).findByText('VHC-4417-2093')).toBeTruthy();
  });

  it('collapses and opens a panel', async () => {
    routes();
    const { user } = renderInsurance();
    const plan = await section('Plan information');
    await within(plan).findByText('1 Mar 2024');
    const toggle = within(plan).getByRole('button', { name: 'Plan information' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(plan).queryByText('1 Mar 2024')).toBeNull();
    await user.click(toggle);
    expect(await within(plan).findByText('1 Mar 2024')).toBeTruthy();
  });

  it('warns when the meeting’s insurer data already exists in another system', async () => {
    routes({ [`GET ${FORM_DATA}`]: json(200, { exists: true }) });
    renderInsurance();
    expect(await screen.findByRole('alert', { name: /Vitality data already exists in another system/ })).toBeTruthy();
  });

  it('says No information in each panel when the insurer knows no such member', async () => {
    routes({ [`GET ${PROFILE}`]: json(200, { profile: null }) });
    renderInsurance();
    const member = await section('Member information');
    expect(await within(member).findByText(/No information: Vitality has no record/)).toBeTruthy();
  });
});

describe('Vitality personal details', () => {
  it('shows the patient and their wellness, and its own error when the profile fails', async () => {
    routes();
    const view = renderAs(<VitalityPersonalDetailsPanel patientId="patient-1" meeting={aMeeting()} />, vitalityGp);
    const wellness = await section('Wellness information');
    expect(await within(wellness).findByText('Sleep: Moderate risk')).toBeTruthy();
    expect(fact(wellness, 'Vitality age')).toBe('39');
    expect(fact(await section('Patient information'), 'Date of birth')).toBe('1 Dec 1983');
    view.unmount();

    routes({ [`GET ${PROFILE}`]: apiError(503, 'insurer_unavailable', 'The insurer is unavailable') });
    renderAs(<VitalityPersonalDetailsPanel patientId="patient-1" meeting={aMeeting()} />, vitalityGp);
    const patient = await section('Patient information');
    expect(await within(patient).findByText('Could not load the patient information')).toBeTruthy();
  });
});

describe('Vitality vitals', () => {
  const withVitals = (vitals: InsurerProfile['vitalityRiskDetails']['vitals']) => {
    const profile = aProfile();
    return { profile: { ...profile, vitalityRiskDetails: { ...profile.vitalityRiskDetails, vitals } } };
  };
  const renderVitals = () => renderAs(<VitalityVitalsPanel patientId="patient-1" meeting={aMeeting()} />, vitalityGp);

  it('shows the health check’s date, the Vitality age and each measurement, No information for one not taken', async () => {
    routes({
      [`GET ${PROFILE}`]: json(
        200,
        withVitals([
          { name: 'BMI', value: '24.1', unit: 'kg/m²', measuredAt: '2026-06-30' },
          { name: 'Blood pressure', value: '128/82', unit: 'mmHg', measuredAt: '2026-06-30' },
          { name: 'HbA1c', value: null, unit: 'mmol/mol', measuredAt: null },
        ]),
      ),
    });
    renderVitals();
    expect(screen.getByRole('heading', { level: 2, name: 'Vitals' })).toBeTruthy();
    const vitals = await section('Health check measurements');
    expect(await within(vitals).findByRole('row', { name: 'BMI 24.1 kg/m² 30 Jun 2026' })).toBeTruthy();
    expect(within(vitals).getByRole('row', { name: 'Blood pressure 128/82 mmHg 30 Jun 2026' })).toBeTruthy();
    expect(within(vitals).getByRole('row', { name: 'HbA1c No information No information' })).toBeTruthy();
    expect(fact(vitals, 'Health check')).toBe('30 Jun 2026');
    expect(fact(vitals, 'Vitality age')).toBe('39');
  });

  it('says No information when the health check holds no measurements', async () => {
    routes({ [`GET ${PROFILE}`]: json(200, withVitals(undefined)) });
    renderVitals();
    const vitals = await section('Health check measurements');
    expect(await within(vitals).findByText('No information')).toBeTruthy();
    expect(within(vitals).queryByRole('table')).toBeNull();
  });

  it('shows its error with Try again, and the measurements once the insurer answers', async () => {
    let calls = 0;
    routes({
      [`GET ${PROFILE}`]: () =>
        ++calls === 1
          ? apiError(503, 'insurer_unavailable', 'The insurer is unavailable')
          : json(200, withVitals([{ name: 'BMI', value: '24.1', unit: 'kg/m²', measuredAt: '2026-06-30' }])),
    });
    const { user } = renderVitals();
    const vitals = await section('Health check measurements');
    expect(await within(vitals).findByText('Could not load the health check measurements')).toBeTruthy();
    await user.click(within(vitals).getByRole('button', { name: 'Try again' }));
    expect(await within(vitals).findByRole('row', { name: 'BMI 24.1 kg/m² 30 Jun 2026' })).toBeTruthy();
  });

  it('folds away and opens again', async () => {
    routes({ [`GET ${PROFILE}`]: json(200, withVitals([])) });
    const { user } = renderVitals();
    const vitals = await section('Health check measurements');
    await within(vitals).findByText('Vitality age');
    const toggle = within(vitals).getByRole('button', { name: 'Health check measurements' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(vitals).queryByText('Vitality age')).toBeNull();
  });
});

describe('the insurance-claim tab', () => {
  const OVERVIEW = '/api/patient/patient-1/overview';
  const renderClaimTab = (me = vitalityGp) =>
    renderAs(<InsuranceClaimDetailsPanel patientId="patient-1" meeting={aMeeting()} />, me);

  it('shows the Vitality member’s claim from the insurer: its tag, validity, triage note and attachments', async () => {
    const requests = routes();
    renderClaimTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Insurance claim' })).toBeTruthy();
    const summary = await section('Insurance claim summary');
    expect(await within(summary).findByText('VHC-4417-2093')).toBeTruthy();
    expect(within(summary).getByText('Insurance claim', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(fact(summary, 'Insurer')).toBe('Vitality Health');
    expect(fact(summary, 'Valid from')).toBe('28 Oct 2026');
    expect(fact(summary, 'Valid to')).toBe('28 Oct 2027');
    expect(fact(summary, 'Triage note')).toBe('Recurring headaches for six weeks.');
    expect(within(summary).queryByText('Appointments remaining')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Triage summary.pdf' })).toBeTruthy();
    expect(requests.some((r) => r.path === OVERVIEW)).toBe(false);
  });

  it('tags a prehab claim and shows the appointments that remain', async () => {
    routes({
      [`GET ${CLAIM}`]: json(200, { claim: { ...claim.claim, numberOfAppointments: 3, remainedAppointments: 2 } }),
    });
    renderClaimTab();
    const summary = await section('Insurance claim summary');
    expect(await within(summary).findByText('Prehab')).toBeTruthy();
    expect(fact(summary, 'Appointments remaining')).toBe('2');
  });

  it('shows the insurer’s failure with Try again', async () => {
    routes({ [`GET ${CLAIM}`]: apiError(503, 'insurer_unavailable', 'The insurer is unavailable') });
    renderClaimTab();
    const summary = await section('Insurance claim summary');
    expect(await within(summary).findByText('Could not load the insurance claim')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a Swedish clinician the claim the meeting carries, without asking the insurer', async () => {
    const requests = routes({
      [`GET ${OVERVIEW}`]: json(200, {
        healthCheckScore: null,
        insuranceClaim: { ...claim.claim, company: 'Trygg-Hansa', triageNote: null, attachments: [] },
        listing: null,
        childRelationshipVerified: null,
      }),
    });
    renderClaimTab(aClinicianIn('SE'));
    const summary = await section('Insurance claim summary');
    expect(await within(summary).findByText('Trygg-Hansa')).toBeTruthy();
    expect(fact(summary, 'Triage note')).toBe('No information');
    expect(requests.some((r) => r.path === CLAIM)).toBe(false);
  });
});

describe('the Vitality booking tab', () => {
  const EMAIL = '/api/uk-identity/vitality/patient-email/meeting/meeting-1/user/patient-1';
  // A summer booking: British Summer Time is an hour ahead of UTC, so the times show the London clock.
  const summerMeeting = aMeeting({
    bookedTime: Date.UTC(2026, 6, 1, 8, 30),
    scheduledStartTime: Date.UTC(2026, 6, 2, 12, 0),
    slotLength: 20,
    interventionType: 'TEXT',
    activityType: 'DEFAULT',
    status: 'SCHEDULED',
    symptoms: { formName: 'Headache', surveyInformationId: 'survey-1' },
  });
  afterEach(() => i18n.changeLanguage('en'));
  const renderBooking = (meeting = summerMeeting) =>
    renderAs(<VitalityBookingPanel patientId="patient-1" meeting={meeting} />, vitalityGp);

  it('shows what the member booked on the London clock, the account holder’s e-mail and the claim it uses', async () => {
    const requests = routes({ [`GET ${EMAIL}`]: json(200, { email: 'hannah.clarke@example.co.uk' }) });
    renderBooking();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking' })).toBeTruthy();
    const appointment = await section('Appointment');
    expect(fact(appointment, 'Booked on')).toBe('1 Jul 2026, 09:30');
    expect(fact(appointment, 'Appointment time')).toBe('2 Jul 2026, 13:00');
    expect(fact(appointment, 'Length')).toBe('20 minutes');
    expect(fact(appointment, 'Consultation type')).toBe('Text');
    expect(fact(appointment, 'Appointment type')).toBe('Consultation');
    expect(fact(appointment, 'Symptom questionnaire')).toBe('Headache');
    expect(fact(appointment, 'Status')).toBe('Scheduled');

    const holder = await section('Account holder');
    expect(await within(holder).findByText('hannah.clarke@example.co.uk')).toBeTruthy();
    expect(fact(holder, 'E-mail given to Vitality')).toBe('hannah.clarke@example.co.uk');

    const claimSection = await section('Claim used for this booking');
    expect(await within(claimSection).findByText('VHC-4417-2093')).toBeTruthy();
    expect(fact(claimSection, 'Claim number')).toBe('VHC-4417-2093');
    expect(fact(claimSection, 'Claim type')).toBe('Insurance claim');
    expect(fact(claimSection, 'Status')).toBe('Valid');
    expect(requests.some((r) => r.path === EMAIL)).toBe(true);
  });

  it('says No information for an e-mail never given and a booking without a questionnaire, and when no claim is used', async () => {
    routes({
      [`GET ${EMAIL}`]: json(200, { email: null }),
      [`GET ${CLAIM}`]: json(200, { claim: null }),
    });
    renderBooking(aMeeting({ symptoms: null }));
    const appointment = await section('Appointment');
    expect(fact(appointment, 'Symptom questionnaire')).toBe('No information');
    expect(fact(appointment, 'Appointment time')).toBe('21 Nov 2026, 13:00');
    expect(fact(appointment, 'Length')).toBe('15 minutes');
    const holder = await section('Account holder');
    expect(await within(holder).findByText('No information')).toBeTruthy();
    const claimSection = await section('Claim used for this booking');
    expect(await within(claimSection).findByText('This booking is not made on an insurance claim.')).toBeTruthy();
  });

  it('tags a prehab claim and shows a revoked one as revoked', async () => {
    routes({
      [`GET ${EMAIL}`]: json(200, { email: 'hannah.clarke@example.co.uk' }),
      [`GET ${CLAIM}`]: json(200, { claim: { ...claim.claim, numberOfAppointments: 3, isRevoked: true } }),
    });
    renderBooking();
    const claimSection = await section('Claim used for this booking');
    expect(await within(claimSection).findByText('Prehab')).toBeTruthy();
    expect(fact(claimSection, 'Status')).toBe('Revoked');
  });

  it('shows the insurer’s failure in its own panel with Try again, and the booking still', async () => {
    let calls = 0;
    routes({
      [`GET ${EMAIL}`]: () =>
        ++calls === 1
          ? apiError(503, 'insurer_unavailable', 'The insurer is unavailable')
          : json(200, { email: 'hannah.clarke@example.co.uk' }),
    });
    const { user } = renderBooking();
    const holder = await section('Account holder');
    expect(await within(holder).findByText('Could not load the account holder e-mail')).toBeTruthy();
    expect(fact(await section('Appointment'), 'Length')).toBe('20 minutes');
    expect(await within(await section('Claim used for this booking')).findByText('VHC-4417-2093')).toBeTruthy();
    await user.click(within(holder).getByRole('button', { name: 'Try again' }));
    expect(await within(holder).findByText('hannah.clarke@example.co.uk')).toBeTruthy();
  });

  it('says there is no booking outside a meeting, without asking the insurer', async () => {
    const requests = routes();
    renderAs(<VitalityBookingPanel patientId="patient-1" meeting={null} />, vitalityGp);
    expect(await screen.findByText('The booking shows when you open one of the patient’s meetings.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Appointment' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('speaks the clinician’s language', async () => {
    await i18n.changeLanguage('sv');
    routes({ [`GET ${EMAIL}`]: json(200, { email: null }) });
    renderBooking();
    expect(screen.getByRole('heading', { level: 2, name: 'Bokning' })).toBeTruthy();
    const appointment = await section('Besök');
    expect(fact(appointment, 'Besökstid')).toBe('2 juli 2026 13:00');
    expect(fact(appointment, 'Längd')).toBe('20 minuter');
    expect(fact(appointment, 'Kontaktsätt')).toBe('Text');
    expect(await within(await section('Försäkringstagare')).findByText('Uppgift saknas')).toBeTruthy();
  });
});
