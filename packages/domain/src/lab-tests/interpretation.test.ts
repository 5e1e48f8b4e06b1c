import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_COMPARATORS, type LabResult, type ReferenceRange, type ValueComparator } from '../api/lab-tests';
import { interpretLabResult, interpretLabValue } from './interpretation';

const value = (v: number, comparator: ValueComparator | null = null) => ({ value: v, comparator, unit: 'mg/L' });
const range = (low: number | null, high: number | null): ReferenceRange => ({ low, high });
const NORMAL = { kind: 'normal' };
const UNKNOWN = { kind: 'unknown' };
const LOW = { kind: 'out-of-range', side: 'low' };
const HIGH = { kind: 'out-of-range', side: 'high' };

describe('a lab value against its reference range', () => {
  it('is normal within the bounds, both included', () => {
    expect(interpretLabValue(value(130), range(117, 153))).toEqual(NORMAL);
    expect(interpretLabValue(value(117), range(117, 153))).toEqual(NORMAL);
    expect(interpretLabValue(value(153), range(117, 153))).toEqual(NORMAL);
  });

  it('is out of range below low or above high, and says which side', () => {
    expect(interpretLabValue(value(108), range(117, 153))).toEqual(LOW);
    expect(interpretLabValue(value(4.8), range(0.4, 4))).toEqual(HIGH);
  });

  it('honours a missing bound as open', () => {
    expect(interpretLabValue(value(3.4), range(null, 3))).toEqual(HIGH);
    expect(interpretLabValue(value(0.2), range(null, 3))).toEqual(NORMAL);
    expect(interpretLabValue(value(0.9), range(1, null))).toEqual(LOW);
  });

  it('is unknown without a value or a range', () => {
    expect(interpretLabValue(null, range(0, 10))).toEqual(UNKNOWN);
    expect(interpretLabValue(value(5), null)).toEqual(UNKNOWN);
    expect(interpretLabValue(value(5), range(null, null))).toEqual(UNKNOWN);
  });

  describe('with a comparator', () => {
    it('"<5" with range 0–10 is normal', () => {
      expect(interpretLabValue(value(5, '<'), range(0, 10))).toEqual(NORMAL);
    });

    it('"<5" with an upper limit of 5 only (CRP) is normal', () => {
      expect(interpretLabValue(value(5, '<'), range(null, 5))).toEqual(NORMAL);
    });

    it('">200" with high 150 is out of range (high)', () => {
      expect(interpretLabValue(value(200, '>'), range(null, 150))).toEqual(HIGH);
    });

    it('"<5" with low 10 is out of range (low)', () => {
      expect(interpretLabValue(value(5, '<'), range(10, 20))).toEqual(LOW);
    });

    it('">90" with low 60 (eGFR) is normal', () => {
      expect(interpretLabValue(value(90, '>'), range(60, null))).toEqual(NORMAL);
    });

    it('is unknown when the values it allows straddle a bound', () => {
      expect(interpretLabValue(value(5, '<'), range(3, 10))).toEqual(UNKNOWN);
      expect(interpretLabValue(value(100, '>'), range(60, 150))).toEqual(UNKNOWN);
      expect(interpretLabValue(value(5, '<'), range(null, 4))).toEqual(UNKNOWN);
    });

    it('treats the bound itself by whether the comparator includes it', () => {
      expect(interpretLabValue(value(5, '<'), range(5, 10))).toEqual(LOW);
      expect(interpretLabValue(value(5, '<='), range(5, 10))).toEqual(UNKNOWN);
      expect(interpretLabValue(value(200, '>'), range(null, 200))).toEqual(HIGH);
      expect(interpretLabValue(value(200, '>='), range(null, 200))).toEqual(UNKNOWN);
      expect(interpretLabValue(value(10, '<='), range(0, 10))).toEqual(NORMAL);
    });
  });

  it('a result whose data is missing is unknown, whatever value it carries', () => {
    const result: LabResult = {
      marker: { id: 'k', localizationKey: 'potassium', categoryLocalizationKey: 'electrolytes' },
      valueQuantity: value(6.1),
      referenceRange: range(3.5, 4.4),
      dataMissingReason: 'Hemolyserat prov',
    };
    expect(interpretLabResult(result)).toEqual(UNKNOWN);
    expect(interpretLabResult({ ...result, dataMissingReason: null })).toEqual(HIGH);
  });
});

// ——— Properties ———

const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const bound = fc.option(finite, { nil: null });
const anyRange = fc
  .tuple(bound, bound)
  .map(([a, b]) => (a !== null && b !== null && a > b ? range(b, a) : range(a, b)));
const comparator = fc.constantFrom<ValueComparator | null>(null, ...VALUE_COMPARATORS);

/**
 * Values a "<v", ">v" … result allows, sampled: the candidates the rule must agree with. A candidate that floating
 * point rounds onto v itself (v − v·1e-6 is v for a subnormal v) is not a value "<v" allows, and is left out.
 */
function samplesOf(v: number, c: ValueComparator | null): number[] {
  const allowed = (s: number) =>
    c === '<' ? s < v : c === '<=' ? s <= v : c === '>' ? s > v : c === '>=' ? s >= v : s === v;
  return candidatesOf(v, c).filter(allowed);
}

function candidatesOf(v: number, c: ValueComparator | null): number[] {
  const floor = v > 0 ? 0 : v - 1e6;
  const eps = Math.max(1e-9, Math.abs(v) * 1e-9);
  switch (c) {
    case null:
      return [v];
    case '<':
      return [floor, (floor + v) / 2, v - (v - floor) * 1e-6];
    case '<=':
      return [floor, (floor + v) / 2, v];
    case '>':
      return [v + eps, v + 1, v * 2 + 1e6];
    case '>=':
      return [v, v + 1, v * 2 + 1e6];
  }
}

describe('interpretation properties', () => {
  it('without a comparator, with both bounds: normal exactly when low ≤ value ≤ high', () => {
    fc.assert(
      fc.property(finite, finite, finite, (v, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const got = interpretLabValue(value(v), range(low, high)).kind;
        expect(got).toBe(v >= low && v <= high ? 'normal' : 'out-of-range');
      }),
    );
  });

  it('a certain answer holds for every value the comparator allows', () => {
    // Found by this property once, in a local run: "<5e-324" with low 5e-324 (the sample rounded onto v).
    const tiny = Number.MIN_VALUE;
    expect(interpretLabValue(value(tiny, '<'), range(tiny, null))).toEqual(LOW);
    for (const sample of samplesOf(tiny, '<')) expect(interpretLabValue(value(sample), range(tiny, null))).toEqual(LOW);

    fc.assert(
      fc.property(finite, comparator, anyRange, (v, c, r) => {
        const got = interpretLabValue(value(v, c), r);
        if (got.kind === 'unknown') return;
        for (const sample of samplesOf(v, c)) {
          expect(interpretLabValue(value(sample), r)).toEqual(got);
        }
      }),
    );
  });

  it('a range that contains another never turns normal into out of range', () => {
    fc.assert(
      fc.property(finite, comparator, finite, finite, fc.nat(1000), fc.nat(1000), (v, c, a, b, widenLow, widenHigh) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const narrow = interpretLabValue(value(v, c), range(low, high));
        const wide = interpretLabValue(value(v, c), range(low - widenLow, high + widenHigh));
        if (narrow.kind === 'normal') expect(wide.kind).toBe('normal');
        if (wide.kind === 'out-of-range') expect(narrow).toEqual(wide);
      }),
    );
  });

  it('is always unknown without a value or without any bound', () => {
    fc.assert(
      fc.property(finite, comparator, anyRange, (v, c, r) => {
        expect(interpretLabValue(null, r).kind).toBe('unknown');
        expect(interpretLabValue(value(v, c), range(null, null)).kind).toBe('unknown');
      }),
    );
  });
});
