import type { LabResult, LabTestMeta } from '../api/lab-tests';
import { interpretLabResult, type LabInterpretation } from './interpretation';

export type InterpretedLabResult = LabResult & { interpretation: LabInterpretation };

export type LabResultCategory = {
  categoryLocalizationKey: string;
  results: InterpretedLabResult[];
  /** How many of its results are out of range, for the category's heading. */
  outOfRange: number;
};

/**
 * Seed 001 §2.3: a lab test's results grouped by category, each interpreted. Categories keep the order the lab
 * reported them in (first appearance), and results their order within a category.
 */
export function groupResultsByCategory(results: readonly LabResult[]): LabResultCategory[] {
  const groups = new Map<string, LabResultCategory>();
  for (const result of results) {
    const key = result.marker.categoryLocalizationKey;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { categoryLocalizationKey: key, results: [], outOfRange: 0 }));
    const interpretation = interpretLabResult(result);
    group.results.push({ ...result, interpretation });
    if (interpretation.kind === 'out-of-range') group.outOfRange += 1;
  }
  return [...groups.values()];
}

/**
 * Seed 001 §4: the list shows only tests with status COMPLETE, newest first (the server already answers so; the
 * client keeps to it whatever it is sent).
 */
export function completedLabTests<T extends Pick<LabTestMeta, 'status' | 'updatedAt' | 'id'>>(
  tests: readonly T[],
): T[] {
  return tests
    .filter((test) => test.status === 'COMPLETE')
    .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
