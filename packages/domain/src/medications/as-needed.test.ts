import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAsNeededAmount, formatDosageAmount, parseAsNeededAmount } from './as-needed';
import { MAX_DOSAGE_AMOUNT } from './shortcut';

/** Positive amounts with at most two decimals, as clinicians type them. */
const amount = fc.integer({ min: 1, max: 100_000 }).map((hundredths) => hundredths / 100);

describe('as-needed amount (seed 001 §5)', () => {
  it("reads 'min' and 'min-max' with comma or dot decimals", () => {
    expect(parseAsNeededAmount('2')).toEqual({ min: 2, max: null });
    expect(parseAsNeededAmount('1-2')).toEqual({ min: 1, max: 2 });
    expect(parseAsNeededAmount('0,5-1.5')).toEqual({ min: 0.5, max: 1.5 });
    expect(parseAsNeededAmount(' 1 – 2 ')).toEqual({ min: 1, max: 2 });
  });

  it('is invalid when not positive, min not below max, more than two parts, or with a trailing dash', () => {
    for (const text of [
      '',
      ' ',
      '0',
      '0-1',
      '1-0',
      '2-2',
      '3-2',
      '1-2-3',
      '1-',
      '2 - ',
      '-1',
      '-',
      '1--2',
      'a',
      '1,5,5',
    ]) {
      expect(parseAsNeededAmount(text), text).toBeNull();
    }
    expect(parseAsNeededAmount(String(MAX_DOSAGE_AMOUNT + 1))).toBeNull();
  });

  it('accepts any positive min below any max, with either decimal separator', () => {
    fc.assert(
      fc.property(amount, amount, fc.constantFrom('.', ','), (a, b, separator) => {
        fc.pre(a !== b);
        const [min, max] = a < b ? [a, b] : [b, a];
        const text = `${formatDosageAmount(min, separator)}-${formatDosageAmount(max, separator)}`;
        expect(parseAsNeededAmount(text)).toEqual({ min, max });
        expect(
          parseAsNeededAmount(`${formatDosageAmount(max, separator)}-${formatDosageAmount(min, separator)}`),
        ).toBeNull();
        expect(parseAsNeededAmount(`${text}-`)).toBeNull();
        expect(parseAsNeededAmount(`${text}-${max + 1}`)).toBeNull();
      }),
    );
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: null }), fc.constantFrom<'.' | ','>('.', ','), (min, other, sep) => {
        const value =
          other === null || other === min
            ? { min, max: null }
            : { min: Math.min(min, other), max: Math.max(min, other) };
        expect(parseAsNeededAmount(formatAsNeededAmount(value, sep))).toEqual(value);
      }),
    );
  });

  it('never throws, and what it accepts is positive with min below max', () => {
    const alphabet = fc.constantFrom(...'0123456789.,- –a'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 10 })), (text) => {
        const result = parseAsNeededAmount(text);
        if (result === null) return;
        expect(result.min).toBeGreaterThan(0);
        if (result.max !== null) expect(result.max).toBeGreaterThan(result.min);
        expect(text.replace(/\s+/g, '').endsWith('-')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
