import fc from 'fast-check';
import { expect, it } from 'vitest';
import { digitIndexes, flipDigit } from './identifier-arbitraries';

/**
 * Test-only: the two properties every identifier with a check digit (or key) must have, registered as tests in the
 * calling `describe`. `arb` generates valid numbers; a digit changed anywhere must be caught, letters (Corsica's 2A,
 * the KVNR's leading letter) are left alone. Not re-exported from the package.
 */
export function itCatchesEveryChangedDigit(arb: fc.Arbitrary<string>, isValid: (id: string) => boolean): void {
  it('validates every generated number', () => {
    fc.assert(fc.property(arb, (id) => isValid(id)));
  });

  it('fails validation when any one digit is changed', () => {
    const withDigitIndex = arb.chain((id) => fc.tuple(fc.constant(id), fc.constantFrom(...digitIndexes(id))));
    fc.assert(
      fc.property(withDigitIndex, fc.integer({ min: 1, max: 9 }), ([id, index], shift) => {
        expect(isValid(flipDigit(id, index, shift))).toBe(false);
      }),
    );
  });
}
