import type { Condition, FieldNode, FieldValue, FormValues } from './template';

/**
 * Whether a value counts as answered for a `filled` condition: a string with more than whitespace,
 * a non-empty array, `true`, or a number. `false` is not "filled": an unticked checkbox is the
 * absence of an answer, which is also how the missing-fields check reads it.
 */
export function isFilled(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return value;
}

/** Evaluates a visibility condition against the form's current values. */
export function evaluateCondition(condition: Condition, values: FormValues): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, values));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, values));
  if ('not' in condition) return !evaluateCondition(condition.not, values);
  const value = values[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return isFilled(value);
}

/**
 * Whether a node shows for these values. This looks at the node's own condition only; a form's
 * values may still hold answers of fields that are hidden themselves, so callers that need the
 * form's real visibility (hidden parents hide their children) go through `visibleValues` first.
 */
export function isVisible(node: FieldNode, values: FormValues): boolean {
  return node.visibleWhen === undefined || evaluateCondition(node.visibleWhen, values);
}

/** The field names a condition reads, for checking that templates only look backwards. */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}
