import { describe, expect, it } from 'vitest';
import type { FormTemplate } from './template';
import { valueIssues } from './value-issues';

const template: FormTemplate = {
  id: 'test/v1',
  kind: 'evaluation',
  sections: [
    {
      name: 'main',
      title: 'main',
      nodes: [
        { name: 'note', kind: 'textarea', label: 'note' },
        {
          name: 'helped',
          kind: 'single-choice',
          label: 'helped',
          options: [
            { value: 'yes', label: 'y' },
            { value: 'no', label: 'n' },
          ],
        },
        { name: 'actions', kind: 'multi-choice', label: 'actions', options: [{ value: 'referral', label: 'r' }] },
        { name: 'score', kind: 'number', label: 'score', min: 0, max: 27 },
        { name: 'consent', kind: 'checkbox', label: 'consent' },
      ],
    },
  ],
};

describe('valueIssues', () => {
  it('accepts values of the right kinds, and empty values', () => {
    expect(
      valueIssues(template, { note: 'x', helped: 'yes', actions: ['referral'], score: 27, consent: false }),
    ).toEqual([]);
    expect(valueIssues(template, { note: null, helped: null, actions: null, score: null })).toEqual([]);
  });

  it('names a field the form does not have', () => {
    expect(valueIssues(template, { surprise: 'x' })).toEqual([
      { path: 'surprise', code: 'unknown_field', message: 'The form has no field "surprise".' },
    ]);
  });

  it('names wrong types, options not offered and numbers out of range', () => {
    const issues = valueIssues(template, {
      note: 3,
      helped: 'maybe',
      actions: ['referral', 'lab'],
      score: 28,
      consent: 'yes',
    });
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['note', 'invalid_type'],
      ['helped', 'invalid_option'],
      ['actions', 'invalid_option'],
      ['score', 'invalid_type'],
      ['consent', 'invalid_type'],
    ]);
  });
});
