import type { FieldValue, FormValues } from '@konsult/domain';

export function fieldEqual(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * Whether two sets of form values say the same thing. A key that is missing and a key that holds `undefined` are
 * the same: JSON drops `undefined`, so the server never sees the difference either.
 */
export function valuesEqual(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!fieldEqual(a[key], b[key])) return false;
  }
  return true;
}

/** The values as the wire carries them: JSON has no `undefined`, so those keys are left out. */
export function toWireValues(values: FormValues): Record<string, FieldValue> {
  const wire: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) wire[key] = value;
  }
  return wire;
}
