import { describe, expect, it } from 'vitest';
import {
  allCalculated,
  allowedOutcomes,
  isCalculated,
  isOutcomeAllowed,
  MISSING_INTERNAL_OUTCOME_ID_ERROR,
  NO_SUB_OUTCOME_REQUIRED,
  OUTCOME_NAMES,
  OUTCOME_STATUS_DISPLAY,
  OUTCOME_SUB_OUTCOMES,
  outcomeDecisionPatch,
  outcomeRequestEntries,
  outcomeStatusOf,
  selectableOutcomeNames,
  statusInSection,
  validateOutcomes,
  type InsurerFormSection,
  type OutcomeRule,
} from './outcomes';

const CONSULTANT = 'Routine Referral to Consultant';
const CANCER = 'Suspected Cancer';
const ALT = 'Referral to Alternative therapies';
const PHYSIO = 'Referral to Physiotherapy Partner';
const VITALITY = 'Referral to Vitality';

/** A section's table row as plain data: status → "name[: sub, sub]" sorted. */
function row(section: InsurerFormSection): Record<string, string[]> {
  const allowed = allowedOutcomes(section);
  return Object.fromEntries(
    Object.entries(allowed).map(([status, outcomes]) => [
      status,
      outcomes.map((o) => (o.subOutcomes.length ? `${o.name}: ${o.subOutcomes.join(', ')}` : o.name)).sort(),
    ]),
  );
}

describe('allowed outcomes per section (seed 002 §5)', () => {
  it('INFO_FOR_VITALITY: Accept with Referral to Vitality only', () => {
    expect(row('INFO_FOR_VITALITY')).toEqual({
      Accept: [`${VITALITY}: Discuss Policy, Personal Details Update, Patient wants Lifestyle surgeries`],
      Decline: [],
      MoreInfo: [],
      Refer: [],
    });
  });

  it('HISTORY_OF_PRESENTING_COMPLAINT: the four clinical outcomes under every status, policy or lifestyle on Accept', () => {
    const four = [ALT, PHYSIO, CONSULTANT, CANCER].sort();
    expect(row('HISTORY_OF_PRESENTING_COMPLAINT')).toEqual({
      Accept: [...four, `${VITALITY}: Discuss Policy, Patient wants Lifestyle surgeries`].sort(),
      Decline: four,
      MoreInfo: four,
      Refer: four,
    });
  });

  it.each(['EXAMINATION_FINDINGS', 'MANAGEMENT_PLAN'] as const)(
    '%s: Accept with no clinical outcome, MoreInfo and Refer without physio, no Decline',
    (section) => {
      const three = [ALT, CONSULTANT, CANCER].sort();
      expect(row(section)).toEqual({
        Accept: [`${VITALITY}: Discuss Policy, Patient wants Lifestyle surgeries`],
        Decline: [],
        MoreInfo: three,
        Refer: three,
      });
    },
  );

  it('checks one combination at a time', () => {
    expect(isOutcomeAllowed('MANAGEMENT_PLAN', 'Decline', CONSULTANT)).toBe(false);
    expect(isOutcomeAllowed('MANAGEMENT_PLAN', 'Refer', PHYSIO)).toBe(false);
    expect(isOutcomeAllowed('HISTORY_OF_PRESENTING_COMPLAINT', 'Decline', PHYSIO)).toBe(true);
    expect(isOutcomeAllowed('EXAMINATION_FINDINGS', 'Accept', VITALITY, 'Discuss Policy')).toBe(true);
    expect(isOutcomeAllowed('EXAMINATION_FINDINGS', 'Accept', VITALITY, 'Personal Details Update')).toBe(false);
    expect(isOutcomeAllowed('INFO_FOR_VITALITY', 'Accept', VITALITY, 'Personal Details Update')).toBe(true);
    expect(isOutcomeAllowed('INFO_FOR_VITALITY', 'Accept', VITALITY, null)).toBe(false);
    expect(isOutcomeAllowed('INFO_FOR_VITALITY', 'Accept', CANCER)).toBe(false);
  });

  it('refers to Vitality a status the section does not allow for the outcome', () => {
    expect(statusInSection('HISTORY_OF_PRESENTING_COMPLAINT', 'Accept', CONSULTANT)).toBe('Accept');
    expect(statusInSection('EXAMINATION_FINDINGS', 'Accept', CONSULTANT)).toBe('Refer');
    expect(statusInSection('EXAMINATION_FINDINGS', 'MoreInfo', CONSULTANT)).toBe('MoreInfo');
    expect(statusInSection('MANAGEMENT_PLAN', 'Decline', CANCER)).toBe('Refer');
    expect(statusInSection('EXAMINATION_FINDINGS', 'Accept', VITALITY, 'Discuss Policy')).toBe('Accept');
  });

  it('offers each section its names', () => {
    expect(selectableOutcomeNames('INFO_FOR_VITALITY')).toEqual([VITALITY]);
    expect(selectableOutcomeNames('HISTORY_OF_PRESENTING_COMPLAINT').sort()).toEqual([...OUTCOME_NAMES].sort());
    expect(selectableOutcomeNames('MANAGEMENT_PLAN').sort()).toEqual([VITALITY, CONSULTANT, CANCER, ALT].sort());
  });
});

describe('statuses', () => {
  it('shows the seed wording and falls back to Refer', () => {
    expect(OUTCOME_STATUS_DISPLAY).toEqual({
      Accept: 'Accepted',
      Decline: 'Indicative Decline',
      MoreInfo: 'More Info',
      Refer: 'Refer to Vitality',
    });
    expect(outcomeStatusOf('MoreInfo')).toBe('MoreInfo');
    expect(outcomeStatusOf('Decline')).toBe('Decline');
    expect(outcomeStatusOf('accept')).toBe('Refer');
    expect(outcomeStatusOf('Pending')).toBe('Refer');
    expect(outcomeStatusOf(undefined)).toBe('Refer');
  });

  it('only Referral to Vitality has sub-outcomes', () => {
    expect(OUTCOME_SUB_OUTCOMES[VITALITY]).toEqual([
      'Discuss Policy',
      'Personal Details Update',
      'Patient wants Lifestyle surgeries',
    ]);
    expect(OUTCOME_NAMES.filter((n) => OUTCOME_SUB_OUTCOMES[n].length > 0)).toEqual([VITALITY]);
  });
});

const rule = (ruleId: string, questionAnswered: boolean | null, override = false): OutcomeRule => ({
  ruleId,
  answer: null,
  questionAnswered,
  override,
});
const withRules = (...rules: OutcomeRule[]) => ({ outcomeStatus: { status: 'Accept' as const, rules } });

describe('calculated (seed 002 §4)', () => {
  it('is calculated when every rule not overridden has a true or false answer', () => {
    expect(isCalculated(withRules(rule('a', true), rule('b', false)))).toBe(true);
    expect(isCalculated(withRules(rule('a', true), rule('b', null, true)))).toBe(true);
    expect(isCalculated(withRules())).toBe(true);
    expect(isCalculated({ outcomeStatus: null })).toBe(true);
  });

  it('is not calculated while a rule not overridden is unanswered', () => {
    expect(isCalculated(withRules(rule('a', true), rule('b', null)))).toBe(false);
    expect(allCalculated([withRules(rule('a', true)), withRules(rule('b', null))])).toBe(false);
    expect(allCalculated([withRules(rule('a', false)), withRules(rule('b', null, true))])).toBe(true);
  });
});

describe('outcome validation (seed 002 §5)', () => {
  it('accepts chosen outcomes with their sub-outcomes', () => {
    const v = validateOutcomes(
      [
        { name: CONSULTANT, subOutcome: NO_SUB_OUTCOME_REQUIRED },
        { name: VITALITY, subOutcome: 'Discuss Policy' },
      ],
      [{ name: VITALITY, subOutcome: 'Personal Details Update' }],
    );
    expect(v).toEqual({ outcomes: false, subOutcomes: false, nonClaimOutcomes: false, nonClaimSubOutcomes: false });
  });

  it('flags a blank outcome, and no outcome at all', () => {
    expect(
      validateOutcomes([
        { name: CANCER, subOutcome: null },
        { name: ' ', subOutcome: null },
      ]).outcomes,
    ).toBe(true);
    expect(validateOutcomes([]).outcomes).toBe(true);
  });

  it('requires a sub-outcome where the outcome has sub-outcomes, claim and non-claim', () => {
    expect(validateOutcomes([{ name: VITALITY, subOutcome: null }]).subOutcomes).toBe(true);
    expect(validateOutcomes([{ name: VITALITY, subOutcome: NO_SUB_OUTCOME_REQUIRED }]).subOutcomes).toBe(true);
    expect(validateOutcomes([{ name: CANCER, subOutcome: null }]).subOutcomes).toBe(false);
    const v = validateOutcomes([{ name: CANCER, subOutcome: null }], [{ name: VITALITY, subOutcome: '' }]);
    expect(v).toEqual({ outcomes: false, subOutcomes: false, nonClaimOutcomes: false, nonClaimSubOutcomes: true });
  });

  it('treats a lone blank non-claim row as none, but flags a blank among several', () => {
    const claim = [{ name: CANCER, subOutcome: null }];
    expect(validateOutcomes(claim, [{ name: '', subOutcome: null }]).nonClaimOutcomes).toBe(false);
    expect(
      validateOutcomes(claim, [
        { name: VITALITY, subOutcome: 'Discuss Policy' },
        { name: '', subOutcome: null },
      ]).nonClaimOutcomes,
    ).toBe(true);
  });
});

describe('outcome requests', () => {
  const rules = [rule('r1', true), rule('r2', null, true)];

  it('sends the placeholder as empty, self-pay and rule answers for STANDARD', () => {
    expect(
      outcomeRequestEntries('STANDARD', [
        { name: CONSULTANT, subOutcome: NO_SUB_OUTCOME_REQUIRED, selfPay: true, rules },
        { name: VITALITY, subOutcome: 'Discuss Policy' },
      ]),
    ).toEqual([
      {
        name: CONSULTANT,
        subOutcome: '',
        selfPay: true,
        ruleAnswers: [
          { ruleId: 'r1', questionAnswered: true, override: false },
          { ruleId: 'r2', questionAnswered: null, override: true },
        ],
      },
      { name: VITALITY, subOutcome: 'Discuss Policy', selfPay: false, ruleAnswers: [] },
    ]);
  });

  it('sends no rules for NON_CLAIM', () => {
    expect(outcomeRequestEntries('NON_CLAIM', [{ name: VITALITY, subOutcome: 'Discuss Policy', rules }])).toEqual([
      { name: VITALITY, subOutcome: 'Discuss Policy', selfPay: false },
    ]);
  });

  it('sends an empty list for a single outcome with an empty name', () => {
    expect(outcomeRequestEntries('STANDARD', [{ name: '', subOutcome: null }])).toEqual([]);
    expect(outcomeRequestEntries('NON_CLAIM', [{ name: '', subOutcome: NO_SUB_OUTCOME_REQUIRED }])).toEqual([]);
  });
});

describe('patching an outcome decision', () => {
  const outcome = {
    internalOutcomeId: 'out-1',
    decision: 'Accept' as const,
    outcomeStatus: { status: 'MoreInfo' as const, rules: [rule('r1', null), rule('r2', true)] },
  };

  it('sends the decision and the rule answers, the new ones over the old', () => {
    expect(outcomeDecisionPatch(outcome, { r1: false })).toEqual({
      internalOutcomeId: 'out-1',
      body: {
        decision: 'Accept',
        rule_answers: [
          { rule_id: 'r1', question_answered: false },
          { rule_id: 'r2', question_answered: true },
        ],
      },
    });
  });

  it("fails in the seed's words", () => {
    expect(() => outcomeDecisionPatch({ ...outcome, internalOutcomeId: null })).toThrow(
      MISSING_INTERNAL_OUTCOME_ID_ERROR,
    );
    expect(MISSING_INTERNAL_OUTCOME_ID_ERROR).toBe('Failed to patch outcome, could not determine internalOutcomeId');
    expect(() => outcomeDecisionPatch({ ...outcome, outcomeStatus: { status: 'Refer', rules: [] } })).toThrow(
      'Failed to patch outcome out-1. There are no outcome rules to be patched.',
    );
  });
});
