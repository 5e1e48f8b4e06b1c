import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itCatchesEveryChangedDigit } from './check-digit-properties';
import { digitsArb, isoDateArb } from './identifier-arbitraries';
import {
  formatPersonnummer,
  isValidPersonnummer,
  makePersonnummer,
  personnummerBirthDate,
  personnummerCheckDigit,
} from './personnummer';

const personnummerArb = fc
  .record({ date: isoDateArb(1900, 2099), serial: digitsArb(3) })
  .map((input) => makePersonnummer(input));

describe('personnummer', () => {
  it('accepts a known valid number (Skatteverket test number 19121212-1212)', () => {
    expect(isValidPersonnummer('191212121212')).toBe(true);
    expect(isValidPersonnummer('19121212-1212')).toBe(true);
    expect(personnummerCheckDigit('121212121')).toBe(2);
  });

  it('rejects a wrong check digit, a wrong length, letters and an impossible date', () => {
    expect(isValidPersonnummer('191212121213')).toBe(false);
    expect(isValidPersonnummer('1212121212')).toBe(false);
    expect(isValidPersonnummer('19121212121A')).toBe(false);
    expect(isValidPersonnummer(makePersonnummer({ date: '1984-02-29', serial: 1 }).replace('0229', '0230'))).toBe(
      false,
    );
  });

  it('builds a number from a birth date and a serial', () => {
    expect(makePersonnummer({ date: '1912-12-12', serial: '121' })).toBe('191212121212');
    expect(() => makePersonnummer({ date: '1912-13-12', serial: '121' })).toThrow(RangeError);
    expect(() => makePersonnummer({ date: '1912-12-12', serial: '1212' })).toThrow(RangeError);
  });

  it('formats as 8 digits, a dash, the rest (seed 001 §9)', () => {
    expect(formatPersonnummer('191212121212')).toBe('19121212-1212');
    expect(formatPersonnummer('19121212-1212')).toBe('19121212-1212');
    expect(formatPersonnummer('abc')).toBe('abc');
  });

  it('reads the birth date back', () => {
    expect(personnummerBirthDate('191212121212')).toBe('1912-12-12');
    expect(personnummerBirthDate('191212121213')).toBeNull();
  });

  itCatchesEveryChangedDigit(personnummerArb, isValidPersonnummer);
});
