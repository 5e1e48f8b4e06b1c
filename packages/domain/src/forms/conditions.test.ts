import { describe, expect, it } from 'vitest';
import { conditionFields, evaluateCondition, isFilled, isVisible } from './conditions';
import type { Condition, FieldNode } from './template';

describe('evaluateCondition', () => {
  it('equals compares the value exactly, type included', () => {
    const c: Condition = { field: 'patient_helped', equals: 'false' };
    expect(evaluateCondition(c, { patient_helped: 'false' })).toBe(true);
    expect(evaluateCondition(c, { patient_helped: 'true' })).toBe(false);
    expect(evaluateCondition(c, { patient_helped: false })).toBe(false);
    expect(evaluateCondition(c, {})).toBe(false);
    expect(evaluateCondition({ field: 'n', equals: 3 }, { n: 3 })).toBe(true);
    expect(evaluateCondition({ field: 'b', equals: true }, { b: true })).toBe(true);
  });

  it('includes looks inside a multi-choice answer only', () => {
    const c: Condition = { field: 'patient_helped_action', includes: 'referral' };
    expect(evaluateCondition(c, { patient_helped_action: ['prescription', 'referral'] })).toBe(true);
    expect(evaluateCondition(c, { patient_helped_action: ['prescription'] })).toBe(false);
    expect(evaluateCondition(c, { patient_helped_action: [] })).toBe(false);
    expect(evaluateCondition(c, { patient_helped_action: 'referral' })).toBe(false);
    expect(evaluateCondition(c, {})).toBe(false);
  });

  it('filled means a non-blank string, a non-empty array, true or a number', () => {
    const c: Condition = { field: 'x', filled: true };
    for (const yes of ['a', ['a'], true, 0, 12.5]) expect(evaluateCondition(c, { x: yes })).toBe(true);
    for (const no of ['', '   ', [], false, null, undefined, Number.NaN]) {
      expect(evaluateCondition(c, { x: no })).toBe(false);
    }
  });

  it('combines with all, any and not', () => {
    const allNo: Condition = {
      all: [
        { field: 'prescription_created', equals: 'no' },
        { field: 'sick_note_created', equals: 'no' },
      ],
    };
    expect(evaluateCondition(allNo, { prescription_created: 'no', sick_note_created: 'no' })).toBe(true);
    expect(evaluateCondition(allNo, { prescription_created: 'no', sick_note_created: 'yes' })).toBe(false);
    expect(evaluateCondition({ all: [] }, {})).toBe(true);

    const anyYes: Condition = {
      any: [
        { field: 'a', equals: 'yes' },
        { field: 'b', equals: 'yes' },
      ],
    };
    expect(evaluateCondition(anyYes, { b: 'yes' })).toBe(true);
    expect(evaluateCondition(anyYes, { a: 'no', b: 'no' })).toBe(false);
    expect(evaluateCondition({ any: [] }, {})).toBe(false);

    expect(evaluateCondition({ not: { field: 'a', filled: true } }, {})).toBe(true);
    expect(evaluateCondition({ not: { field: 'a', filled: true } }, { a: 'x' })).toBe(false);
  });

  it('lists the fields a condition reads', () => {
    expect(
      conditionFields({ all: [{ field: 'a', equals: 1 }, { not: { any: [{ field: 'b', includes: 'x' }] } }] }),
    ).toEqual(['a', 'b']);
  });

  it('isFilled treats false as unanswered', () => {
    expect(isFilled(false)).toBe(false);
    expect(isFilled(true)).toBe(true);
  });
});

describe('isVisible', () => {
  const node: FieldNode = {
    name: 'referral_type',
    kind: 'multi-choice',
    label: 'l',
    visibleWhen: { field: 'patient_helped_action', includes: 'referral' },
  };

  it('shows a node without a condition always', () => {
    expect(isVisible({ name: 'plan', kind: 'textarea', label: 'l' }, {})).toBe(true);
  });

  it('shows a conditional node only while its condition holds', () => {
    expect(isVisible(node, { patient_helped_action: ['referral'] })).toBe(true);
    expect(isVisible(node, { patient_helped_action: ['sick-note'] })).toBe(false);
  });
});
