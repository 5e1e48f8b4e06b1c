import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itCatchesEveryChangedDigit } from './check-digit-properties';
import {
  fodselsnummerBirthDate,
  fodselsnummerBirthYear,
  fodselsnummerControlDigits,
  isValidFodselsnummer,
  makeFodselsnummer,
} from './fodselsnummer';
import { isoDateArb } from './identifier-arbitraries';

/** Birth dates with an individual number from the range that encodes their century. */
const fodselsnummerArb = fc
  .oneof(
    fc.record({ date: isoDateArb(1900, 1999), individual: fc.integer({ min: 0, max: 499 }) }),
    fc.record({ date: isoDateArb(2000, 2039), individual: fc.integer({ min: 500, max: 999 }) }),
  )
  .map((input) => makeFodselsnummer(input))
  .filter((id): id is string => id !== null);

describe('fødselsnummer', () => {
  it('computes both control digits', () => {
    // 010190 123 → k1: 0·3+1·7+0·6+1·1+9·8+0·9+1·4+2·5+3·2 = 100, 100 mod 11 = 1 → 10: no number.
    expect(fodselsnummerControlDigits('010190123')).toBeNull();
    expect(makeFodselsnummer({ date: '1990-01-01', individual: 124 })).toBe('01019012480');
    expect(isValidFodselsnummer('01019012480')).toBe(true);
  });

  it('reads the century from the individual number', () => {
    expect(fodselsnummerBirthYear(90, 123)).toBe(1990);
    expect(fodselsnummerBirthYear(5, 600)).toBe(2005);
    expect(fodselsnummerBirthYear(60, 600)).toBe(1860);
    expect(fodselsnummerBirthYear(45, 950)).toBe(1945);
    expect(fodselsnummerBirthYear(45, 800)).toBeNull();
  });

  it('refuses an individual number from another century', () => {
    expect(() => makeFodselsnummer({ date: '2015-06-01', individual: 123 })).toThrow(RangeError);
  });

  it('rejects wrong lengths, letters and impossible dates', () => {
    expect(isValidFodselsnummer('0101901234')).toBe(false);
    expect(isValidFodselsnummer('0101901234a')).toBe(false);
    expect(isValidFodselsnummer('31029012345')).toBe(false);
  });

  it('reads the birth date back', () => {
    expect(makeFodselsnummer({ date: '2012-03-05', individual: 512 })).toBe('05031251267');
    expect(fodselsnummerBirthDate('05031251267')).toBe('2012-03-05');
  });

  itCatchesEveryChangedDigit(fodselsnummerArb, isValidFodselsnummer);
});
