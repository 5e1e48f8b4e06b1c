import fc from 'fast-check';

/**
 * Test-only generators shared by the identifier property tests. Not re-exported from the package.
 */

/** A real calendar date between the given years, as 'YYYY-MM-DD'. */
export function isoDateArb(fromYear: number, toYear: number): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date(Date.UTC(fromYear, 0, 1)), max: new Date(Date.UTC(toYear, 11, 31)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

/** A digit string of exactly `length` digits. */
export function digitsArb(length: number): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));
}

/** Replaces the digit at `index` by a different digit chosen by `shift` (1–9). */
export function flipDigit(s: string, index: number, shift: number): string {
  const digit = Number(s[index]);
  const replaced = (digit + shift) % 10;
  return `${s.slice(0, index)}${replaced}${s.slice(index + 1)}`;
}

/** The positions of the digits in `s`; letters (like Corsica's 2A) are left out. */
export function digitIndexes(s: string): number[] {
  return [...s].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
}
