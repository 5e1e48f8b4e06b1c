import type { LeftbarTab, RecordPaneContext, RecordPaneTab } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import type { TabPanels } from '../../lib/record-pane/tab-panels';
import { selectShownTab, shownTabs } from './tab-model';

/** Only whether a tab has a panel matters here, not what it renders. */
function panelsFor(...tabs: LeftbarTab[]): TabPanels {
  return Object.fromEntries(tabs.map((tab) => [tab, { Panel: () => null }]));
}

const built = panelsFor(
  'symptoms',
  'patient',
  'documents',
  'upcoming-appointments',
  'medical-records',
  'medical-record-entries',
  'consultation-history',
  'self-assessment',
  'health-check',
  'medication-list',
  'vaccination-list',
);

function context(
  clinician: Partial<RecordPaneContext['clinician']> & { country: string },
  meeting: Partial<NonNullable<RecordPaneContext['meeting']>> | null = {},
): RecordPaneContext {
  return {
    clinician: {
      profession: 'DOCTOR',
      careType: 'PRIMARY_CARE',
      isExternal: false,
      partnershipKind: null,
      ...clinician,
    },
    features: { vaccinationList: true },
    meeting: meeting && {
      activityType: 'DEFAULT',
      symptoms: { hasQuestions: true },
      hasInsuranceClaim: false,
      hasInternalReferral: false,
      ...meeting,
    },
  };
}

const psychologist = context({ country: 'SE', profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH' });
const vitality = (meeting: Partial<NonNullable<RecordPaneContext['meeting']>> = {}) =>
  context({ country: 'GB', partnershipKind: 'INSURER' }, meeting);

/** 'parent(child, child)' per tab, to compare whole trees at a glance. */
function tree(tabs: RecordPaneTab[]): string[] {
  return tabs.map((t) => (t.children.length ? `${t.tab}(${t.children.join(', ')})` : t.tab));
}

describe('record pane tab model: which tabs are shown', () => {
  it('leaves out a tab nobody has built a panel for: the treatment programme and the insurance claim', () => {
    expect(
      tree(shownTabs(context({ country: 'SE', profession: 'PSYCHOLOGIST' }, { hasInsuranceClaim: true }), built)),
    ).toEqual([
      'symptoms',
      'patient',
      'upcoming-appointments',
      'medical-records(medical-record-entries, self-assessment, health-check)',
      'medication-list',
      'vaccination-list',
    ]);
  });

  it('keeps a parent with only its built children, and leaves out a parent none of whose children is built', () => {
    expect(tree(shownTabs(vitality(), built))).toEqual([
      'symptoms',
      'documents',
      'medical-records(consultation-history, self-assessment)',
    ]);
    expect(tree(shownTabs(vitality(), panelsFor('symptoms', 'documents', 'vitality-insurance-details')))).toEqual([
      'symptoms',
      'documents',
      'vitality-patient-profile(vitality-insurance-details)',
    ]);
  });

  it('shows only the tabs it is given panels for', () => {
    expect(tree(shownTabs(context({ country: 'FR' }), panelsFor('patient')))).toEqual(['patient']);
  });
});

describe('record pane tab model: which tab is open', () => {
  it('opens the domain’s default tab, and the tab or child tab the address names', () => {
    const tabs = shownTabs(context({ country: 'SE' }), built);
    expect(selectShownTab(context({ country: 'SE' }), tabs, undefined)).toEqual({ top: 'symptoms', child: null });
    expect(selectShownTab(context({ country: 'SE' }), tabs, 'health-check')).toEqual({
      top: 'medical-records',
      child: 'health-check',
    });
  });

  it('treats an address naming a tab that is not shown as a tab the clinician does not have', () => {
    expect(selectShownTab(psychologist, shownTabs(psychologist, built), 'treatment-programme')).toBeNull();
    expect(selectShownTab(psychologist, shownTabs(psychologist, built), 'activity-diary')).toBeNull();
    expect(selectShownTab(vitality(), shownTabs(vitality(), built), 'vitality-vitals')).toBeNull();
  });

  it('opens the Vitality pane without symptoms on its first tab, as its profile is not shown', () => {
    const withoutSymptoms = vitality({ symptoms: null });
    expect(selectShownTab(withoutSymptoms, shownTabs(withoutSymptoms, built), undefined)).toEqual({
      top: 'documents',
      child: null,
    });
  });
});
