import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itCatchesEveryChangedDigit } from './check-digit-properties';
import { digitsArb } from './identifier-arbitraries';
import { isValidKvnr, kvnrCheckDigit, makeKvnr } from './kvnr';

const kvnrArb = fc
  .record({ letter: fc.integer({ min: 65, max: 90 }).map((c) => String.fromCharCode(c)), digits: digitsArb(8) })
  .map(({ letter, digits }) => makeKvnr(`${letter}${digits}`))
  .filter((id): id is string => id !== null);

describe('KVNR (German health-insurance number)', () => {
  it('accepts the commonly cited example A123456780', () => {
    // A → 01; 0·1 + 1·2 + 1·1 + 2·2 + 3·1 + 4·2 + 5·1 + (6·2 → 1+2) + 7·1 + (8·2 → 1+6) = 40 → 0.
    expect(kvnrCheckDigit('A12345678')).toBe(0);
    expect(isValidKvnr('A123456780')).toBe(true);
  });

  it('rejects a wrong check digit, a lower-case letter and a wrong length', () => {
    expect(isValidKvnr('A123456781')).toBe(false);
    expect(isValidKvnr('a123456780')).toBe(false);
    expect(isValidKvnr('A12345678')).toBe(false);
    expect(makeKvnr('1123456789')).toBeNull();
  });

  itCatchesEveryChangedDigit(kvnrArb, isValidKvnr);
});
