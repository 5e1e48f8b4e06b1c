import { describe, expect, it } from 'vitest';
import type { FormTemplate } from './template';
import { templateProblems } from './template-problems';

describe('templateProblems', () => {
  it('finds duplicates, optionless choices and conditions on later or unknown fields', () => {
    const t: FormTemplate = {
      id: 'bad/v1',
      kind: 'evaluation',
      sections: [
        {
          name: 's',
          title: 't',
          nodes: [
            { name: 'a', kind: 'text', label: 'l', visibleWhen: { field: 'b', filled: true } },
            { name: 'b', kind: 'single-choice', label: 'l' },
            {
              name: 'b',
              kind: 'multi-choice',
              label: 'l',
              options: [
                { value: 'x', label: 'l' },
                { value: 'x', label: 'l' },
              ],
              visibleWhen: { not: { field: 'ghost', equals: 1 } },
            },
          ],
        },
      ],
    };
    expect(templateProblems(t)).toEqual([
      'a: condition reads "b", which is not an earlier field',
      'b: a choice field without options',
      'b: duplicate field name',
      'b: condition reads "ghost", which is not an earlier field',
      'b: duplicate option values',
    ]);
  });
});
