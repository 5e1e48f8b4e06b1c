import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCHARGE_SUMMARY_QUESTION_TITLE, insurerMissingItems, type InsurerEndFacts } from './checks';

const complete: InsurerEndFacts = {
  accidentCause: 'Sport',
  bodyArea: 'Right knee',
  outcomesCalculated: true,
  accountHolderEmail: 'sam.taylor@example.co.uk',
  icd10SelectionValid: true,
  requiredDischargeSummaryFields: new Set(['managementPlan', 'safetyNet']),
  values: { managementPlan: 'Physiotherapy', safetyNet: 'Call 111 if worse' },
  labels: { managementPlan: 'Management plan' },
};

describe('insurer required-missing markers (seed 002 §5)', () => {
  it('has nothing missing when everything is given', () => {
    expect(insurerMissingItems(complete)).toEqual([]);
  });

  it('marks each missing item in the seed order', () => {
    expect(
      insurerMissingItems({
        ...complete,
        accidentCause: null,
        bodyArea: '  ',
        outcomesCalculated: false,
        accountHolderEmail: 'sam@example',
        icd10SelectionValid: false,
      }).map((i) => (i.kind === 'checkbox' ? i.key : i.name)),
    ).toEqual([
      'accident-cause-missing',
      'body-area-missing',
      'calculated-outcomes-missing',
      'invalid-account-holder-email',
      'invalid-icd10-selection',
    ]);
    expect(insurerMissingItems({ ...complete, accountHolderEmail: undefined })).toEqual([
      { kind: 'checkbox', key: 'invalid-account-holder-email' },
    ]);
  });

  it('gives a required text-area error for an empty or whitespace-only discharge-summary field', () => {
    expect(insurerMissingItems({ ...complete, values: { managementPlan: ' \n\t', safetyNet: undefined } })).toEqual([
      { kind: 'textarea', name: 'managementPlan', label: 'Management plan' },
      { kind: 'textarea', name: 'safetyNet', label: DEFAULT_DISCHARGE_SUMMARY_QUESTION_TITLE },
    ]);
    expect(
      insurerMissingItems({ ...complete, requiredDischargeSummaryFields: ['safetyNet'], values: { safetyNet: '' } }),
    ).toEqual([{ kind: 'textarea', name: 'safetyNet', label: DEFAULT_DISCHARGE_SUMMARY_QUESTION_TITLE }]);
  });
});
