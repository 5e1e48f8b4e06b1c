import { describe, expect, it } from 'vitest';
import { availableTabs, defaultLeftbar, type RecordPaneContext, recordPaneTabs, selectTab } from './tabs';

type Clinician = RecordPaneContext['clinician'];
type MeetingContext = NonNullable<RecordPaneContext['meeting']>;

const doctor = (country: string, overrides: Partial<Clinician> = {}): Clinician => ({
  country,
  profession: 'DOCTOR',
  careType: 'PRIMARY_CARE',
  isExternal: false,
  partnershipKind: null,
  ...overrides,
});

const aMeeting = (overrides: Partial<MeetingContext> = {}): MeetingContext => ({
  activityType: 'DEFAULT',
  symptoms: { hasQuestions: true },
  hasInsuranceClaim: false,
  hasInternalReferral: false,
  ...overrides,
});

function context(
  clinician: Clinician,
  meeting: MeetingContext | null = aMeeting(),
  features = { vaccinationList: true },
): RecordPaneContext {
  return { clinician, meeting, features };
}

/** 'parent(child, child)' per tab, to compare whole trees at a glance. */
function tree(ctx: RecordPaneContext): string[] {
  return recordPaneTabs(ctx).map((t) => (t.children.length ? `${t.tab}(${t.children.join(', ')})` : t.tab));
}

describe('record pane tabs: Sweden', () => {
  it('gives a GP symptoms, patient, appointments, records with their children, medications and vaccinations', () => {
    expect(tree(context(doctor('SE')))).toEqual([
      'symptoms',
      'patient',
      'upcoming-appointments',
      'medical-records(medical-record-entries, self-assessment, health-check)',
      'medication-list',
      'vaccination-list',
    ]);
  });

  it('shows symptoms whenever the meeting has a survey, with or without questions', () => {
    expect(tree(context(doctor('SE'), aMeeting({ symptoms: { hasQuestions: false } })))).toContain('symptoms');
    expect(tree(context(doctor('SE'), aMeeting({ symptoms: null })))).not.toContain('symptoms');
    // A referred meeting without a survey still shows the panel, for the referral's banner.
    expect(tree(context(doctor('SE'), aMeeting({ symptoms: null, hasInternalReferral: true })))[0]).toBe('symptoms');
  });

  it('adds insurance-claim details only when the meeting has claim information', () => {
    expect(tree(context(doctor('SE'), aMeeting({ hasInsuranceClaim: true })))[2]).toBe('insurance-claim-details');
    expect(tree(context(doctor('SE')))).not.toContain('insurance-claim-details');
  });

  it('adds documents only with a symptoms survey and an activity other than the default', () => {
    expect(tree(context(doctor('SE'), aMeeting({ activityType: 'REVISIT' })))).toContain('documents');
    expect(tree(context(doctor('SE'), aMeeting({ activityType: 'DEFAULT' })))).not.toContain('documents');
    expect(tree(context(doctor('SE'), aMeeting({ activityType: 'REVISIT', symptoms: null })))).not.toContain(
      'documents',
    );
  });

  it('gives the treatment programme with its children to psychologists and mental-health clinicians only', () => {
    const programme = 'treatment-programme(overview, activity-diary, situation-analysis)';
    expect(tree(context(doctor('SE', { profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' })))).toContain(programme);
    expect(tree(context(doctor('SE', { profession: 'NURSE', careType: 'MENTAL_HEALTH' })))).toContain(programme);
    expect(tree(context(doctor('SE', { profession: 'PSYCHOLOGIST' })))).toContain(programme);
    expect(tree(context(doctor('SE', { profession: 'NURSE' })))).not.toContain(programme);
    expect(tree(context(doctor('SE')))).not.toContain(programme);
    // Issue 21: British psychologists too; a British GP keeps the seed's plain tab (which has no panel of its own).
    expect(tree(context(doctor('GB', { profession: 'PSYCHOLOGIST' })))).toContain(programme);
    expect(tree(context(doctor('GB')))).toContain('treatment-programme');
    expect(tree(context(doctor('GB')))).not.toContain(programme);
  });

  it('hides vaccinations when the feature flag is off', () => {
    expect(tree(context(doctor('SE'), aMeeting(), { vaccinationList: false }))).not.toContain('vaccination-list');
  });

  it('in the meetingless view: no symptoms, no claim, no documents', () => {
    expect(tree(context(doctor('SE'), null))).toEqual([
      'patient',
      'upcoming-appointments',
      'medical-records(medical-record-entries, self-assessment, health-check)',
      'medication-list',
      'vaccination-list',
    ]);
  });
});

/** What a clinician outside Sweden sees, unless a partnership or their role changes it. */
const STANDARD_PANE = [
  'symptoms',
  'patient',
  'documents',
  'medical-records(consultation-history, self-assessment)',
  'treatment-programme',
];

describe('record pane tabs: France', () => {
  it('gives a doctor symptoms, patient, documents, records and the treatment programme', () => {
    expect(tree(context(doctor('FR')))).toEqual(STANDARD_PANE);
  });

  it('shows symptoms only when the survey has questions', () => {
    expect(tree(context(doctor('FR'), aMeeting({ symptoms: { hasQuestions: false } })))).not.toContain('symptoms');
    expect(tree(context(doctor('FR'), aMeeting({ symptoms: null })))).not.toContain('symptoms');
  });

  it('gives medical records to doctors and nurses, not to psychologists', () => {
    const records = 'medical-records(consultation-history, self-assessment)';
    expect(tree(context(doctor('FR', { profession: 'NURSE' })))).toContain(records);
    expect(tree(context(doctor('FR', { profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' })))).not.toContain(
      records,
    );
  });
});

describe('record pane tabs: Great Britain', () => {
  it('gives a GP symptoms, patient, documents, records and the treatment programme', () => {
    expect(tree(context(doctor('GB')))).toEqual(STANDARD_PANE);
  });

  it('gives the Vitality partnership its profile instead of the patient tab, its booking, and vitals under the records', () => {
    expect(tree(context(doctor('GB', { partnershipKind: 'INSURER' })))).toEqual([
      'symptoms',
      'documents',
      'vitality-patient-profile(vitality-insurance-details, vitality-personal-details)',
      'vitality-booking',
      'medical-records(consultation-history, self-assessment, vitality-vitals)',
      'treatment-programme',
    ]);
  });

  it('puts the Vitality booking after the claim, and leaves it out of the meetingless view and other GB panes', () => {
    const vitality = doctor('GB', { partnershipKind: 'INSURER' });
    expect(tree(context(vitality, aMeeting({ hasInsuranceClaim: true }))).slice(3, 5)).toEqual([
      'insurance-claim-details',
      'vitality-booking',
    ]);
    expect(tree(context(vitality, null))).not.toContain('vitality-booking');
    expect(selectTab(context(vitality, null), 'vitality-booking')).toBeNull();
    expect(tree(context(doctor('GB')))).not.toContain('vitality-booking');
  });

  it('adds the insurance-claim tab after the Vitality profile only when the meeting comes with a claim', () => {
    const vitality = doctor('GB', { partnershipKind: 'INSURER' });
    expect(tree(context(vitality, aMeeting({ hasInsuranceClaim: true })))[3]).toBe('insurance-claim-details');
    expect(tree(context(vitality, null))).not.toContain('insurance-claim-details');
    expect(tree(context(doctor('GB'), aMeeting({ hasInsuranceClaim: true })))).not.toContain('insurance-claim-details');
  });

  it('keeps the ordinary pane for a private-practice partnership', () => {
    expect(tree(context(doctor('GB', { partnershipKind: 'PRIVATE_PRACTICE' })))).toContain('patient');
  });

  it('hides self-assessments from external clinicians', () => {
    expect(tree(context(doctor('GB', { isExternal: true })))).toContain('medical-records(consultation-history)');
  });

  it('leaves symptoms out when the survey has no questions', () => {
    expect(tree(context(doctor('GB'), aMeeting({ symptoms: { hasQuestions: false } })))[0]).toBe('patient');
  });
});

describe('record pane tabs: the fourth country (Norway, Germany)', () => {
  it.each(['NO', 'DE'])('%s gets symptoms, patient, documents, records and the treatment programme', (country) => {
    expect(tree(context(doctor(country)))).toEqual(STANDARD_PANE);
  });
});

describe('record pane tabs: other countries', () => {
  it('refuses a country konsult does not support', () => {
    expect(() => recordPaneTabs(context(doctor('US')))).toThrow('does not support the country "US"');
  });
});

describe('the default tab', () => {
  it('opens on symptoms when they have questions', () => {
    expect(defaultLeftbar(context(doctor('SE')))).toBe('symptoms');
    expect(defaultLeftbar(context(doctor('GB')))).toBe('symptoms');
  });

  it('opens on the patient when the symptoms have no questions or there are none', () => {
    expect(defaultLeftbar(context(doctor('SE'), aMeeting({ symptoms: { hasQuestions: false } })))).toBe('patient');
    expect(defaultLeftbar(context(doctor('FR'), aMeeting({ symptoms: null })))).toBe('patient');
  });

  it('opens on the patient for a prescription renewal, whatever its symptoms', () => {
    expect(defaultLeftbar(context(doctor('SE'), aMeeting({ activityType: 'PRESCRIPTION_RENEWAL' })))).toBe('patient');
  });

  it('opens on the patient in the meetingless view', () => {
    expect(defaultLeftbar(context(doctor('SE'), null))).toBe('patient');
  });

  it('opens the Vitality pane on its patient profile', () => {
    const vitality = doctor('GB', { partnershipKind: 'INSURER' });
    expect(defaultLeftbar(context(vitality, aMeeting({ symptoms: null })))).toBe('vitality-patient-profile');
  });
});

describe('choosing the tab from the address', () => {
  it('finds a top-level tab, and a child under its parent', () => {
    const ctx = context(doctor('SE'));
    expect(selectTab(ctx, 'patient')).toEqual({ top: 'patient', child: null });
    expect(selectTab(ctx, 'health-check')).toEqual({ top: 'medical-records', child: 'health-check' });
    expect(selectTab(ctx, undefined)).toEqual({ top: 'symptoms', child: null });
  });

  it('has no tab the clinician may not see', () => {
    expect(selectTab(context(doctor('SE')), 'treatment-programme')).toBeNull();
    expect(selectTab(context(doctor('GB', { partnershipKind: 'INSURER' })), 'patient')).toBeNull();
    expect(selectTab(context(doctor('FR')), 'vaccination-list')).toBeNull();
  });

  it('lists parents and children together', () => {
    expect(availableTabs(recordPaneTabs(context(doctor('NO'), null)))).toEqual([
      'patient',
      'documents',
      'medical-records',
      'consultation-history',
      'self-assessment',
      'treatment-programme',
    ]);
  });
});
