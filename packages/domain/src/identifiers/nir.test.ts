import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itCatchesEveryChangedDigit } from './check-digit-properties';
import { digitsArb } from './identifier-arbitraries';
import { formatNir, isValidNir, makeNir, nirKey } from './nir';

const departmentArb = fc.oneof(
  fc.integer({ min: 1, max: 99 }).map((n) => String(n).padStart(2, '0')),
  fc.constantFrom('2A', '2B'),
);

const nirArb = fc
  .record({
    sex: fc.constantFrom('1', '2'),
    year: digitsArb(2),
    month: fc.integer({ min: 1, max: 12 }).map((n) => String(n).padStart(2, '0')),
    department: departmentArb,
    commune: digitsArb(3),
    order: digitsArb(3),
  })
  .map((p) => makeNir(`${p.sex}${p.year}${p.month}${p.department}${p.commune}${p.order}`))
  .filter((id): id is string => id !== null);

describe('NIR', () => {
  it('computes the key 97 − (number mod 97)', () => {
    expect(nirKey('1841276451089')).toBe(46);
    expect(isValidNir('184127645108946')).toBe(true);
    expect(isValidNir('1 84 12 76 451 089 46')).toBe(true);
  });

  it('counts Corsica 2A as 19 and 2B as 18 for the key', () => {
    expect(nirKey('18412' + '2A' + '451089')).toBe(nirKey('18412' + '19' + '451089'));
    expect(nirKey('18412' + '2B' + '451089')).toBe(nirKey('18412' + '18' + '451089'));
    const corsican = makeNir('29203' + '2B' + '123456');
    expect(corsican).not.toBeNull();
    expect(isValidNir(corsican ?? '')).toBe(true);
  });

  it('rejects a wrong key, a bad sex digit, month 13 and a wrong length', () => {
    expect(isValidNir('184127645108947')).toBe(false);
    expect(isValidNir('384127645108946')).toBe(false);
    expect(makeNir('1841376451089')).toBeNull();
    expect(isValidNir('18412764510894')).toBe(false);
  });

  it('formats as sex, year, month, department, commune, order, key', () => {
    expect(formatNir('184127645108946')).toBe('1 84 12 76 451 089 46');
    expect(formatNir('1234')).toBe('1234');
  });

  itCatchesEveryChangedDigit(nirArb, isValidNir);
});
