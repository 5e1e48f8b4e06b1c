import { createHash } from 'node:crypto';
import { analytesOf, type LabAnalyte } from '@konsult/domain';
import type { StoredLabResult } from '../../platform/db/schema';

/**
 * The embedded lab's answer to a referral: a plausible value for every analyte ordered, each with the catalogue's
 * unit and reference range. Values are drawn from the referral's id, so one referral always gets the same answer.
 * The first analyte ordered lies outside its range (above a high bound, else below a low one) and every fourth
 * after it too, so a demo shows the interpretation; the rest lie inside.
 */
export function plausibleResults(referralId: string, testCodes: readonly string[]): StoredLabResult[] {
  return analytesOf(testCodes).map((analyte, index) => ({
    marker: {
      id: analyte.npu ?? analyte.markerKey,
      localizationKey: analyte.markerKey,
      categoryLocalizationKey: analyte.categoryKey,
    },
    valueQuantity: {
      value: valueFor(analyte, index % 4 === 0, fraction(`${referralId}:${analyte.markerKey}`)),
      comparator: null,
      unit: analyte.unit,
    },
    referenceRange: { low: analyte.low, high: analyte.high },
    dataMissingReason: null,
  }));
}

/** A number in [0, 1) from the seed. */
function fraction(seed: string): number {
  return parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16) / 0x1_0000_0000;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function valueFor({ low, high, decimals }: LabAnalyte, outside: boolean, f: number): number {
  const step = 10 ** -decimals;
  if (outside && high !== null) return round(high * (1.25 + 0.5 * f) + step, decimals);
  if (outside && low !== null) return round(Math.max(step, low * (0.55 + 0.3 * f)), decimals);
  // Inside: between the bounds, kept off the edges; with one bound open, within a plausible span of the other.
  const lo = low ?? (high !== null ? high * 0.3 : 0);
  const hi = high ?? (low !== null ? low * 1.6 : 1);
  return round(lo + (hi - lo) * (0.15 + 0.7 * f), decimals);
}
