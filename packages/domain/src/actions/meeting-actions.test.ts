import { describe, expect, it } from 'vitest';
import type { Profession } from '../clinicians/profession';
import { ACTION_NAMES, type ActionName } from '../consultation/search-params';
import { actionGroups, meetingActions, type MeetingActionsContext } from './meeting-actions';
import { ACTION_DEFINITIONS } from './registry';

const ALL_ON = { homeTestOrders: true, ukEpsSignposting: true, pollenGuidelines: true, physicalLabQueue: true };

function context(
  country: string,
  profession: Profession,
  overrides: {
    clinician?: Partial<MeetingActionsContext['clinician']>;
    features?: Partial<MeetingActionsContext['features']>;
    meeting?: Partial<NonNullable<MeetingActionsContext['meeting']>> | null;
  } = {},
): MeetingActionsContext {
  return {
    clinician: {
      country,
      profession,
      careType: profession === 'PSYCHOLOGIST' ? 'MENTAL_HEALTH' : 'PRIMARY_CARE',
      isExternal: false,
      partnershipKind: null,
      usesExternalEmr: false,
      ...overrides.clinician,
    },
    features: { ...ALL_ON, ...overrides.features },
    meeting:
      overrides.meeting === null
        ? null
        : {
            activityType: 'DEFAULT',
            interventionType: 'VIDEO',
            isOneTimeUser: false,
            hasCareFacility: false,
            isChild: false,
            ...overrides.meeting,
          },
  };
}

const COMMON: ActionName[] = ['send-message', 'create-document', 'book-revisit'];

/** A digital video meeting with an adult account holder, every feature on: market × profession. */
const TABLE: [string, Profession, ActionName[]][] = [
  [
    'SE',
    'DOCTOR',
    [
      ...COMMON,
      'internal-referral',
      'physical-referral',
      'se-sick-note',
      'se-self-assessment',
      'se-prescription',
      'se-lab-referral',
      'se-home-test-referral-order',
      'se-specialist-referral',
      'taken-actions',
    ],
  ],
  [
    'SE',
    'NURSE',
    [
      ...COMMON,
      'internal-referral',
      'physical-referral',
      'se-self-assessment',
      'se-lab-referral',
      'se-home-test-referral-order',
      'taken-actions',
    ],
  ],
  [
    'SE',
    'PSYCHOLOGIST',
    [...COMMON, 'internal-referral', 'physical-referral', 'se-self-assessment', 'taken-actions', 'treatment-programme'],
  ],
  ['NO', 'DOCTOR', [...COMMON, 'no-home-test-order', 'taken-actions']],
  ['NO', 'NURSE', [...COMMON, 'no-home-test-order', 'taken-actions']],
  ['NO', 'PSYCHOLOGIST', [...COMMON, 'taken-actions']],
  ['GB', 'DOCTOR', [...COMMON, 'uk-clinician-action', 'uk-eps-prescription', 'uk-payg-prescription', 'taken-actions']],
  ['GB', 'NURSE', [...COMMON, 'uk-clinician-action', 'taken-actions']],
  // A psychologist outside a partnership has no task types (seed 002 §6), so no UK task.
  ['GB', 'PSYCHOLOGIST', [...COMMON, 'taken-actions', 'treatment-programme']],
  ['FR', 'DOCTOR', [...COMMON, 'taken-actions']],
  ['FR', 'NURSE', [...COMMON, 'taken-actions']],
  ['FR', 'PSYCHOLOGIST', [...COMMON, 'taken-actions']],
  ['DE', 'DOCTOR', [...COMMON, 'taken-actions']],
  ['DE', 'NURSE', [...COMMON, 'taken-actions']],
  ['DE', 'PSYCHOLOGIST', [...COMMON, 'taken-actions']],
];

const sorted = (names: readonly ActionName[]) => [...names].sort();

describe('the actions a clinician is offered in a meeting', () => {
  it.each(TABLE)('%s %s', (country, profession, expected) => {
    expect(sorted(meetingActions(context(country, profession)))).toEqual(sorted(expected));
  });

  it('refuses a country outside the supported markets', () => {
    expect(() => meetingActions(context('US', 'DOCTOR'))).toThrow('does not support the country "US"');
  });

  it('offers only messages and documents in the meetingless view', () => {
    for (const [country, profession] of TABLE) {
      expect(meetingActions(context(country, profession, { meeting: null }))).toEqual([
        'send-message',
        'create-document',
      ]);
    }
  });

  it('leaves a pool with an external EMR its messages and taken actions', () => {
    expect(meetingActions(context('GB', 'PSYCHOLOGIST', { clinician: { usesExternalEmr: true } }))).toEqual([
      'send-message',
      'taken-actions',
    ]);
  });

  it('offers UK tasks in a private practice with an external EMR: they go to the practice team', () => {
    expect(
      meetingActions(
        context('GB', 'PSYCHOLOGIST', { clinician: { usesExternalEmr: true, partnershipKind: 'PRIVATE_PRACTICE' } }),
      ),
    ).toEqual(['send-message', 'uk-clinician-action', 'taken-actions']);
  });

  it('offers UK tasks only to a clinician with task types (seed 002 §6)', () => {
    expect(meetingActions(context('GB', 'DOCTOR', { clinician: { partnershipKind: 'INSURER' } }))).toContain(
      'uk-clinician-action',
    );
    expect(
      meetingActions(context('GB', 'NURSE', { clinician: { partnershipKind: 'PRIVATE_PRACTICE' } })),
    ).not.toContain('uk-clinician-action');
  });

  it('gives an external doctor no prescriptions and no internal referral', () => {
    const se = meetingActions(context('SE', 'DOCTOR', { clinician: { isExternal: true } }));
    expect(se).not.toContain('se-prescription');
    expect(se).not.toContain('internal-referral');
    expect(se).toContain('se-sick-note');
    const gb = meetingActions(context('GB', 'DOCTOR', { clinician: { isExternal: true } }));
    expect(gb).not.toContain('uk-eps-prescription');
    expect(gb).not.toContain('uk-payg-prescription');
  });

  it('follows the feature flags', () => {
    const off = { homeTestOrders: false, ukEpsSignposting: false, pollenGuidelines: false, physicalLabQueue: false };
    expect(meetingActions(context('SE', 'DOCTOR', { features: off }))).not.toContain('se-home-test-referral-order');
    expect(meetingActions(context('NO', 'NURSE', { features: off }))).not.toContain('no-home-test-order');
    expect(meetingActions(context('GB', 'DOCTOR', { features: off }))).not.toContain('uk-eps-prescription');
  });

  it('offers the pollen text prescription only in a text meeting', () => {
    expect(meetingActions(context('SE', 'DOCTOR', { meeting: { interventionType: 'TEXT' } }))).toContain(
      'pollen-text-prescription',
    );
    expect(meetingActions(context('SE', 'DOCTOR'))).not.toContain('pollen-text-prescription');
  });

  it('at a clinic: the physical lab queue instead of a physical referral', () => {
    const clinic = meetingActions(context('SE', 'NURSE', { meeting: { hasCareFacility: true } }));
    expect(clinic).toContain('physical-lab-queue');
    expect(clinic).not.toContain('physical-referral');
  });

  it('orders no Norwegian home test in a child meeting', () => {
    expect(meetingActions(context('NO', 'DOCTOR', { meeting: { isChild: true } }))).not.toContain('no-home-test-order');
  });

  it('books no revisit, programme or UK task for a one-time web user', () => {
    const gb = meetingActions(
      context('GB', 'PSYCHOLOGIST', {
        clinician: { partnershipKind: 'PRIVATE_PRACTICE' },
        meeting: { isOneTimeUser: true },
      }),
    );
    expect(gb).not.toContain('book-revisit');
    expect(gb).not.toContain('treatment-programme');
    expect(gb).not.toContain('uk-clinician-action');
  });

  it('keeps pay-as-you-go out of the insurer partnership', () => {
    expect(meetingActions(context('GB', 'DOCTOR', { clinician: { partnershipKind: 'INSURER' } }))).not.toContain(
      'uk-payg-prescription',
    );
  });
});

describe('the action bar groups', () => {
  it('follow the seed’s icon order and leave out empty groups', () => {
    expect(actionGroups(meetingActions(context('SE', 'DOCTOR')))).toEqual([
      { category: 'message', actions: ['send-message'] },
      { category: 'calendar', actions: ['book-revisit', 'internal-referral', 'physical-referral'] },
      { category: 'document', actions: ['create-document', 'se-sick-note'] },
      { category: 'clipboard', actions: ['se-self-assessment'] },
      { category: 'pill', actions: ['se-prescription'] },
      { category: 'flask', actions: ['se-lab-referral', 'se-home-test-referral-order'] },
      { category: 'referral-specialist', actions: ['se-specialist-referral'] },
      { category: 'journal', actions: ['taken-actions'] },
    ]);
  });
});

describe('the action registry', () => {
  it('defines every action the seeds name, once', () => {
    const names = ACTION_DEFINITIONS.map((definition) => definition.name);
    expect([...names].sort()).toEqual([...ACTION_NAMES].sort());
  });
});
