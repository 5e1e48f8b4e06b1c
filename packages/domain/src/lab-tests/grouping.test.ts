import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAB_TEST_STATUSES, type LabResult, type LabTestMeta } from '../api/lab-tests';
import { completedLabTests, groupResultsByCategory } from './grouping';

function aResult(key: string, category: string, v: number | null, low: number | null, high: number | null): LabResult {
  return {
    marker: { id: key, localizationKey: key, categoryLocalizationKey: category },
    valueQuantity: v === null ? null : { value: v, comparator: null, unit: 'g/L' },
    referenceRange: { low, high },
    dataMissingReason: v === null ? 'Provet saknas' : null,
  };
}

describe('lab results by category', () => {
  it('groups in the order the lab reported them, interprets each and counts those out of range', () => {
    const groups = groupResultsByCategory([
      aResult('hemoglobin', 'blood_count', 108, 117, 153),
      aResult('crp', 'inflammation', 3, null, 5),
      aResult('leukocytes', 'blood_count', 6.1, 3.5, 8.8),
      aResult('ferritin', 'iron', null, 13, 150),
    ]);
    expect(groups.map((g) => g.categoryLocalizationKey)).toEqual(['blood_count', 'inflammation', 'iron']);
    expect(groups[0]!.results.map((r) => [r.marker.id, r.interpretation.kind])).toEqual([
      ['hemoglobin', 'out-of-range'],
      ['leukocytes', 'normal'],
    ]);
    expect(groups.map((g) => g.outOfRange)).toEqual([1, 0, 0]);
    expect(groups[2]!.results[0]!.interpretation.kind).toBe('unknown');
  });

  it('no results, no groups', () => {
    expect(groupResultsByCategory([])).toEqual([]);
  });

  it('keeps every result exactly once', () => {
    const result = fc
      .tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.double({ noNaN: true, min: 0, max: 300 }))
      .map(([category, v]) => aResult(`m${v}`, category, v, 10, 100));
    fc.assert(
      fc.property(fc.array(result, { maxLength: 40 }), (results) => {
        const groups = groupResultsByCategory(results);
        expect(groups.flatMap((g) => g.results.map(({ interpretation: _, ...r }) => r))).toHaveLength(results.length);
        for (const group of groups) {
          expect(group.results.every((r) => r.marker.categoryLocalizationKey === group.categoryLocalizationKey)).toBe(
            true,
          );
        }
        expect(new Set(groups.map((g) => g.categoryLocalizationKey)).size).toBe(groups.length);
      }),
    );
  });
});

describe('the lab-test list', () => {
  const meta = (id: string, status: LabTestMeta['status'], updatedAt: number): LabTestMeta => ({
    id,
    type: { localizationKey: 'health_check_basic' },
    status,
    updatedAt,
    encounterId: null,
    source: 'DMS_SE',
  });

  it('shows only completed tests, newest first', () => {
    const list = completedLabTests([
      meta('a', 'COMPLETE', 1),
      meta('b', 'IN_PROGRESS', 5),
      meta('c', 'COMPLETE', 3),
      meta('d', 'CANCELLED', 4),
      meta('e', 'REGISTERED', 2),
    ]);
    expect(list.map((t) => t.id)).toEqual(['c', 'a']);
  });

  it('never lets anything but COMPLETE through, and keeps every completed one', () => {
    const anyMeta = fc
      .tuple(fc.uuid(), fc.constantFrom(...LAB_TEST_STATUSES), fc.nat())
      .map(([id, status, at]) => meta(id, status, at));
    fc.assert(
      fc.property(fc.array(anyMeta, { maxLength: 30 }), (tests) => {
        const list = completedLabTests(tests);
        expect(list.every((t) => t.status === 'COMPLETE')).toBe(true);
        expect(list).toHaveLength(tests.filter((t) => t.status === 'COMPLETE').length);
        for (let i = 1; i < list.length; i++) expect(list[i - 1]!.updatedAt).toBeGreaterThanOrEqual(list[i]!.updatedAt);
      }),
    );
  });
});
