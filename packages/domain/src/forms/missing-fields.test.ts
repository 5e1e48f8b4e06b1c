import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVisible } from './conditions';
import { isAnswered, missingFields, visibleNodes, visibleValues } from './missing-fields';
import { allFormTemplates } from './template-registry';
import type { Condition, FieldKind, FieldNode, FieldValue, FormTemplate, FormValues } from './template';

const options = (...values: string[]) => values.map((value) => ({ value, label: `l.${value}` }));

const template: FormTemplate = {
  id: 'test/v1',
  kind: 'evaluation',
  sections: [
    {
      name: 'outcome',
      title: 'section.outcome',
      nodes: [
        { name: 'helped', kind: 'single-choice', label: 'l.helped', options: options('true', 'false'), required: true },
        {
          name: 'reason',
          kind: 'single-choice',
          label: 'l.reason',
          options: options('no-show', 'not-suitable'),
          required: true,
          visibleWhen: { field: 'helped', equals: 'false' },
        },
        {
          name: 'not_suitable',
          kind: 'single-choice',
          label: 'l.not_suitable',
          options: options('physical', 'lab'),
          required: true,
          visibleWhen: { field: 'reason', equals: 'not-suitable' },
        },
        { name: 'actions', kind: 'multi-choice', label: 'l.actions', options: options('referral', 'prescription') },
        {
          name: 'referral_type',
          kind: 'multi-choice',
          label: 'l.referral_type',
          options: options('labs', 'specialist'),
          required: true,
          visibleWhen: { field: 'actions', includes: 'referral' },
        },
      ],
    },
    {
      name: 'other',
      title: 'section.other',
      nodes: [
        { name: 'note', kind: 'textarea', label: 'l.note', required: true },
        { name: 'confirmed', kind: 'checkbox', label: 'l.confirmed', required: true },
        { name: 'count', kind: 'number', label: 'l.count', required: true },
        { name: 'optional', kind: 'text', label: 'l.optional' },
      ],
    },
  ],
};

const complete: FormValues = { helped: 'true', note: 'Advice given', confirmed: true, count: 0 };

describe('missingFields', () => {
  it('lists the empty required fields in template order with label and section title keys', () => {
    expect(missingFields(template, {})).toEqual([
      { name: 'helped', label: 'l.helped', section: 'section.outcome' },
      { name: 'note', label: 'l.note', section: 'section.other' },
      { name: 'confirmed', label: 'l.confirmed', section: 'section.other' },
      { name: 'count', label: 'l.count', section: 'section.other' },
    ]);
    expect(missingFields(template, complete)).toEqual([]);
  });

  it('counts blank text, an empty array, null and an unticked checkbox as missing', () => {
    const names = (values: FormValues) => missingFields(template, values).map((m) => m.name);
    expect(names({ ...complete, note: '   \n' })).toEqual(['note']);
    expect(names({ ...complete, note: null })).toEqual(['note']);
    expect(names({ ...complete, confirmed: false })).toEqual(['confirmed']);
    expect(names({ ...complete, count: Number.NaN })).toEqual(['count']);
    expect(names({ ...complete, actions: ['referral'], referral_type: [] })).toEqual(['referral_type']);
  });

  it('asks for a required field only while it shows', () => {
    const names = (values: FormValues) => missingFields(template, values).map((m) => m.name);
    expect(names({ ...complete, helped: 'false' })).toEqual(['reason']);
    expect(names({ ...complete, helped: 'false', reason: 'not-suitable' })).toEqual(['not_suitable']);
    expect(names({ ...complete, helped: 'false', reason: 'no-show' })).toEqual([]);
  });

  it('does not let a hidden answer keep its dependants showing', () => {
    // Switched back to helped: the stale not-suitable reason no longer asks for its follow-up.
    expect(missingFields(template, { ...complete, reason: 'not-suitable' })).toEqual([]);
  });

  it('needs exactly one of its own options for a single choice', () => {
    const names = (values: FormValues) => missingFields(template, values).map((m) => m.name);
    expect(names({ ...complete, helped: 'maybe' })).toEqual(['helped']);
    expect(names({ ...complete, helped: ['true'] })).toEqual(['helped']);
    expect(names({ ...complete, helped: true })).toEqual(['helped']);
  });

  it('needs at least one of its own options for a multi choice (referral_type)', () => {
    const names = (values: FormValues) => missingFields(template, values).map((m) => m.name);
    expect(names({ ...complete, actions: ['referral'] })).toEqual(['referral_type']);
    expect(names({ ...complete, actions: ['referral'], referral_type: ['other'] })).toEqual(['referral_type']);
    expect(names({ ...complete, actions: ['referral'], referral_type: ['labs', 'specialist'] })).toEqual([]);
  });
});

describe('visibleValues', () => {
  it('drops answers of hidden fields and keys the template does not know', () => {
    expect(
      visibleValues(template, {
        helped: 'true',
        reason: 'not-suitable',
        not_suitable: 'lab',
        actions: ['prescription'],
        referral_type: ['labs'],
        stray: 'x',
      }),
    ).toEqual({ helped: 'true', actions: ['prescription'] });
  });

  it('keeps a chain of visible answers', () => {
    const values = { helped: 'false', reason: 'not-suitable', not_suitable: 'lab', note: '' };
    expect(visibleValues(template, values)).toEqual(values);
  });
});

describe('isAnswered', () => {
  const node = (kind: FieldKind): FieldNode => ({ name: 'f', kind, label: 'l', options: options('a') });
  it.each<[FieldKind, FieldValue, boolean]>([
    ['text', 'x', true],
    ['text', ' ', false],
    ['textarea', 3, false],
    ['icd10', 'J02.9 Sore throat', true],
    ['date', '2026-11-21', true],
    ['checkbox', true, true],
    ['checkbox', false, false],
    ['single-choice', 'a', true],
    ['single-choice', 'b', false],
    ['multi-choice', ['a', 'zzz'], true],
    ['multi-choice', ['zzz'], false],
    ['number', 0, true],
    ['number', Number.POSITIVE_INFINITY, false],
  ])('%s holding %j is answered: %s', (kind, value, expected) => {
    expect(isAnswered(node(kind), value)).toBe(expected);
  });
});

// --- properties, over every shipped template and over random well-formed templates -------------

const nodesOf = (t: FormTemplate) => t.sections.flatMap((s) => s.nodes);
const optionValues = (node: FieldNode) => (node.options ?? []).map((o) => o.value);

function validValueArb(node: FieldNode): fc.Arbitrary<FieldValue> {
  const opts = optionValues(node);
  switch (node.kind) {
    case 'checkbox':
      return fc.constant(true);
    case 'single-choice':
      return fc.constantFrom(...opts);
    case 'multi-choice':
      return fc.subarray(opts, { minLength: 1 });
    case 'number':
      return fc.integer();
    default:
      return fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
  }
}

function someValidValue(node: FieldNode): FieldValue {
  const first = optionValues(node)[0] ?? 'a';
  if (node.kind === 'checkbox') return true;
  if (node.kind === 'single-choice') return first;
  if (node.kind === 'multi-choice') return [first];
  if (node.kind === 'number') return 1;
  return 'x';
}

function anyValueArb(node: FieldNode): fc.Arbitrary<FieldValue | undefined> {
  const opts = optionValues(node);
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom<FieldValue>(null, '', '  ', false, true, [], 0),
    fc.string(),
    fc.array(fc.string(), { maxLength: 3 }),
    ...(opts.length > 0 ? [fc.constantFrom(...opts), fc.subarray(opts)] : []),
    validValueArb(node),
  );
}

function valuesArb(t: FormTemplate): fc.Arbitrary<Record<string, FieldValue | undefined>> {
  return fc.record(Object.fromEntries(nodesOf(t).map((n) => [n.name, anyValueArb(n)])), { requiredKeys: [] });
}

const KINDS: FieldKind[] = ['text', 'textarea', 'single-choice', 'multi-choice', 'checkbox', 'date', 'number', 'icd10'];

function conditionArb(earlier: FieldNode[]): fc.Arbitrary<Condition> {
  const leaf = fc.constantFrom(...earlier).chain((node): fc.Arbitrary<Condition> => {
    const opts = optionValues(node);
    return fc.oneof(
      fc.constant<Condition>({ field: node.name, filled: true }),
      ...(opts.length > 0
        ? [
            fc.constantFrom(...opts).map((v): Condition => ({ field: node.name, equals: v })),
            fc.constantFrom(...opts).map((v): Condition => ({ field: node.name, includes: v })),
          ]
        : [fc.constant<Condition>({ field: node.name, equals: true })]),
    );
  });
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 3 }).map((all): Condition => ({ all })) },
    { weight: 1, arbitrary: fc.array(leaf, { minLength: 1, maxLength: 3 }).map((any): Condition => ({ any })) },
    { weight: 1, arbitrary: leaf.map((not): Condition => ({ not })) },
  );
}

const randomTemplateArb: fc.Arbitrary<FormTemplate> = fc
  .array(fc.record({ kind: fc.constantFrom(...KINDS), required: fc.boolean(), conditional: fc.boolean() }), {
    minLength: 1,
    maxLength: 8,
  })
  .chain((specs) => {
    const bare: FieldNode[] = specs.map((s, i) => ({
      name: `f${i}`,
      kind: s.kind,
      label: `l.f${i}`,
      required: s.required,
      ...(s.kind.endsWith('choice') ? { options: options('a', 'b', 'c') } : {}),
    }));
    const withConditions = bare.map((node, i) =>
      specs[i]?.conditional && i > 0
        ? conditionArb(bare.slice(0, i)).map((visibleWhen): FieldNode => ({ ...node, visibleWhen }))
        : fc.constant(node),
    );
    return fc.tuple(...withConditions).map((nodes): FormTemplate => ({
      id: 'random/v1',
      kind: 'evaluation',
      sections: [{ name: 's', title: 'section.s', nodes }],
    }));
  });

const shippedOrRandom = fc.oneof(fc.constantFrom(...allFormTemplates()), randomTemplateArb);

describe('missingFields properties', () => {
  it('never reports a hidden field', () => {
    fc.assert(
      fc.property(
        shippedOrRandom.chain((t) => fc.tuple(fc.constant(t), valuesArb(t))),
        ([t, values]) => {
          const effective = visibleValues(t, values);
          const byName = new Map(nodesOf(t).map((n) => [n.name, n]));
          for (const missing of missingFields(t, values)) {
            const node = byName.get(missing.name);
            expect(node?.required).toBe(true);
            expect(node && isVisible(node, effective)).toBe(true);
          }
        },
      ),
    );
  });

  it('reports nothing once every required field holds a valid answer', () => {
    const arb = shippedOrRandom.chain((t) => {
      const required = nodesOf(t).filter((n) => n.required);
      const validArb = fc.record(Object.fromEntries(required.map((n) => [n.name, validValueArb(n)])));
      return fc.tuple(fc.constant(t), valuesArb(t), validArb);
    });
    fc.assert(
      fc.property(arb, ([t, values, valid]) => {
        expect(missingFields(t, { ...values, ...valid })).toEqual([]);
      }),
    );
  });

  it('filling the visible required fields round by round ends with nothing missing', () => {
    fc.assert(
      fc.property(
        shippedOrRandom.chain((t) => fc.tuple(fc.constant(t), valuesArb(t))),
        ([t, start]) => {
          const byName = new Map(nodesOf(t).map((n) => [n.name, n]));
          let values: FormValues = start;
          for (let round = 0; round <= byName.size; round++) {
            const missing = missingFields(t, values);
            if (missing.length === 0) break;
            const fills = missing.map((m) => [m.name, someValidValue(byName.get(m.name)!)]);
            values = { ...values, ...Object.fromEntries(fills) };
          }
          expect(missingFields(t, values)).toEqual([]);
          for (const { node } of visibleNodes(t, values)) {
            // A required field the template leaves unchecked (the renewal form's) is the renewal flow's to answer.
            if (node.required && !t.uncheckedFields?.includes(node.name)) {
              expect(isAnswered(node, values[node.name])).toBe(true);
            }
          }
        },
      ),
    );
  });
});
