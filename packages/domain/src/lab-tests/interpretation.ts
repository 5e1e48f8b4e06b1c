import type { LabResult, ReferenceRange, ValueQuantity } from '../api/lab-tests';

/**
 * Seed 001 §9: a lab value is out of range, normal or unknown relative to the reference range's low and high,
 * honouring comparators. A value with a comparator ("<5", ">200") stands for every value it allows; the answer is
 * certain only when all of them fall on the same side:
 *   normal        every value the result allows lies within [low, high] (bounds inclusive, a missing bound open)
 *   out of range  every value it allows lies below low, or every one above high
 *   unknown       no value, no range (or neither bound), or the allowed values straddle a bound
 * "<5" and "<=5" are below a detection limit: a concentration, never negative, so they allow (0, 5) and [0, 5] when
 * the limit is positive. Hence "<5" with range 0–10 is normal, "<5" with low 10 out of range (low), ">200" with high
 * 150 out of range (high), and "<5" with range 3–10 unknown (it may be 1 or 4).
 */

export type LabInterpretation =
  { kind: 'normal' } | { kind: 'unknown' } | { kind: 'out-of-range'; side: 'low' | 'high' };

/** The values a result allows: from `min` to `max`, each end included or not. */
type Allowed = { min: number; minIncluded: boolean; max: number; maxIncluded: boolean };

function allowedValues({ value, comparator }: ValueQuantity): Allowed {
  const floor = value > 0 ? 0 : -Infinity;
  switch (comparator) {
    case '<':
      return { min: floor, minIncluded: floor === 0, max: value, maxIncluded: false };
    case '<=':
      return { min: floor, minIncluded: floor === 0, max: value, maxIncluded: true };
    case '>':
      return { min: value, minIncluded: false, max: Infinity, maxIncluded: false };
    case '>=':
      return { min: value, minIncluded: true, max: Infinity, maxIncluded: false };
    case null:
      return { min: value, minIncluded: true, max: value, maxIncluded: true };
  }
}

const NORMAL: LabInterpretation = { kind: 'normal' };
const UNKNOWN: LabInterpretation = { kind: 'unknown' };

export function interpretLabValue(quantity: ValueQuantity | null, range: ReferenceRange | null): LabInterpretation {
  if (!quantity || !Number.isFinite(quantity.value)) return UNKNOWN;
  const low = range?.low ?? null;
  const high = range?.high ?? null;
  if (low === null && high === null) return UNKNOWN;
  const allowed = allowedValues(quantity);
  // Entirely below low: even the largest allowed value is under it (or equals it, excluded).
  if (low !== null && (allowed.max < low || (allowed.max === low && !allowed.maxIncluded))) {
    return { kind: 'out-of-range', side: 'low' };
  }
  if (high !== null && (allowed.min > high || (allowed.min === high && !allowed.minIncluded))) {
    return { kind: 'out-of-range', side: 'high' };
  }
  const aboveLow = low === null || allowed.min >= low;
  const belowHigh = high === null || allowed.max <= high;
  return aboveLow && belowHigh ? NORMAL : UNKNOWN;
}

/** A result's interpretation: unknown when the lab reported why the value is missing. */
export function interpretLabResult(result: LabResult): LabInterpretation {
  if (result.dataMissingReason !== null) return UNKNOWN;
  return interpretLabValue(result.valueQuantity, result.referenceRange);
}
