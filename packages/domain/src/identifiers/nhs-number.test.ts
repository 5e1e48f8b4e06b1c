import { describe, expect, it } from 'vitest';
import { itCatchesEveryChangedDigit } from './check-digit-properties';
import { digitsArb } from './identifier-arbitraries';
import { formatNhsNumber, isValidNhsNumber, makeNhsNumber, nhsNumberCheckDigit } from './nhs-number';

const nhsNumberArb = digitsArb(9)
  .map((first9) => makeNhsNumber(first9))
  .filter((id): id is string => id !== null);

describe('NHS number', () => {
  it('accepts the NHS Digital example 943 476 5919, with or without spaces', () => {
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('943 476 5919')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and stray characters', () => {
    expect(isValidNhsNumber('9434765918')).toBe(false);
    expect(isValidNhsNumber('943476591')).toBe(false);
    expect(isValidNhsNumber('943-476-5919')).toBe(false);
  });

  it('maps a check of 11 to 0', () => {
    // Weighted sum 0 → 11 − 0 = 11, written as 0.
    expect(nhsNumberCheckDigit('000000000')).toBe(0);
    expect(makeNhsNumber('000000000')).toBe('0000000000');
  });

  it('gives no number when the check digit would be 10', () => {
    // Weighted sum 1·10 + 1·2 = 12; 12 mod 11 = 1 → 11 − 1 = 10.
    expect(nhsNumberCheckDigit('100000001')).toBeNull();
    expect(makeNhsNumber('100000001')).toBeNull();
    expect(isValidNhsNumber('1000000010')).toBe(false);
  });

  it('formats as 3-3-4', () => {
    expect(formatNhsNumber('9434765919')).toBe('943 476 5919');
    expect(formatNhsNumber('12345')).toBe('12345');
  });

  itCatchesEveryChangedDigit(nhsNumberArb, isValidNhsNumber);
});
