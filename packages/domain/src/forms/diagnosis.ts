/**
 * The ICD code of a diagnosis value: its first word (seed 000 §3), as the diagnosis fields store
 * "code title", e.g. "J02.9 Acute pharyngitis" → "J02.9". A blank value has no code ('').
 */
export function icdCodeOf(value: string): string {
  return value.trim().split(/\s+/, 1)[0] ?? '';
}
