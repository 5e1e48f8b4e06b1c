import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DosageTime } from '../api/medication-list';
import {
  MAX_DOSAGE_AMOUNT,
  parseDecimal,
  parseDosageShortcut,
  PLUS_FORM_TIMES,
  TIMES_BY_DOSES_PER_DAY,
  type TimeAmount,
} from './shortcut';

const at = (hour: number, amount: number): TimeAmount => ({
  time: `${String(hour).padStart(2, '0')}:00:00`,
  amount,
});

/** Amounts on the 0.5 grid, 0.5–50. */
const stepAmount = fc.integer({ min: 1, max: 100 }).map((halves) => halves / 2);
/** How a clinician might write an amount: '2', '2.5', '2,5', '2.0'. */
const written = (amount: number) =>
  fc.constantFrom(
    String(amount),
    String(amount).replace('.', ','),
    Number.isInteger(amount) ? `${amount}.0` : String(amount),
  );
/** Sprinkles whitespace between the characters of a text. */
const withSpaces = (text: string) =>
  fc
    .array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: text.length + 1, maxLength: text.length + 1 })
    .map((gaps) => gaps[0] + [...text].map((c, i) => c + gaps[i + 1]).join(''));

describe('dosage shortcut (seed 001 §5, §9)', () => {
  it('reads 2x3 as 2 units at 06:00, 14:00 and 22:00', () => {
    expect(parseDosageShortcut('2x3')).toEqual([at(6, 2), at(14, 2), at(22, 2)]);
  });

  it('uses the default times for 1 to 6 doses a day', () => {
    expect(parseDosageShortcut('1x1')).toEqual([at(8, 1)]);
    expect(parseDosageShortcut('1x2')).toEqual([at(8, 1), at(20, 1)]);
    expect(parseDosageShortcut('1x4')).toEqual([at(6, 1), at(12, 1), at(18, 1), at(22, 1)]);
    expect(parseDosageShortcut('1x5')).toEqual([at(6, 1), at(10, 1), at(14, 1), at(18, 1), at(22, 1)]);
    expect(parseDosageShortcut('0,5x6')).toEqual([2, 6, 10, 14, 18, 22].map((h) => at(h, 0.5)));
  });

  it('reads the plus form with 2 to 4 amounts', () => {
    expect(parseDosageShortcut('1+2')).toEqual([at(8, 1), at(14, 2)]);
    expect(parseDosageShortcut('1 + 1,5 + 2')).toEqual([at(8, 1), at(14, 1.5), at(20, 2)]);
    expect(parseDosageShortcut('1+1+1+1')).toEqual([at(8, 1), at(12, 1), at(16, 1), at(20, 1)]);
  });

  it('leaves out a zero in the plus form, but not all of them', () => {
    expect(parseDosageShortcut('1+0+1')).toEqual([at(8, 1), at(20, 1)]);
    expect(parseDosageShortcut('0+0')).toBeNull();
  });

  it('reads a night dose at 22:00', () => {
    expect(parseDosageShortcut('1tn')).toEqual([at(22, 1)]);
    expect(parseDosageShortcut(' 2,5 TN ')).toEqual([at(22, 2.5)]);
  });

  it('ignores whitespace and case, and takes × for x', () => {
    expect(parseDosageShortcut(' 2 X 3 ')).toEqual(parseDosageShortcut('2x3'));
    expect(parseDosageShortcut('2×3')).toEqual(parseDosageShortcut('2x3'));
    expect(parseDosageShortcut('1.5x2')).toEqual(parseDosageShortcut('1,5x2'));
  });

  it('flags what it cannot read', () => {
    for (const text of [
      '',
      '2',
      'x3',
      '2x',
      '2x0',
      '2x7',
      '0x3',
      '2x3x4',
      '1,25x2',
      '1+',
      '+1',
      '1+2+3+4+5',
      '1',
      'tn',
      '0tn',
      '1.3tn',
      '-1x2',
      '1e1x2',
      '1,x2',
      ',5x2',
      '1,5,5x2',
      'två x tre',
      `${MAX_DOSAGE_AMOUNT + 0.5}x1`,
    ]) {
      expect(parseDosageShortcut(text), text).toBeNull();
    }
  });

  it('NxM: any amount on the 0.5 grid and 1–6 doses, however written and spaced', () => {
    fc.assert(
      fc.property(
        stepAmount.chain((amount) => fc.tuple(fc.constant(amount), written(amount))),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('x', 'X', '×'),
        ([amount, text], doses, times) => {
          const shortcut = `${text}${times}${doses}`;
          const expected = TIMES_BY_DOSES_PER_DAY[doses]!.map((hour) => at(hour, amount));
          expect(parseDosageShortcut(shortcut)).toEqual(expected);
          return true;
        },
      ),
    );
  });

  it('NxM with whitespace anywhere reads the same as without', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(stepAmount, fc.integer({ min: 1, max: 6 }))
          .chain(([amount, doses]) => fc.tuple(fc.constant(`${amount}x${doses}`), withSpaces(`${amount}x${doses}`))),
        ([plain, spaced]) => {
          expect(parseDosageShortcut(spaced)).toEqual(parseDosageShortcut(plain));
          expect(parseDosageShortcut(plain)).not.toBeNull();
        },
      ),
    );
  });

  it('the plus form gives one row per non-zero amount at its times', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) => fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n })),
        (halves) => {
          const amounts = halves.map((h) => h / 2);
          const result = parseDosageShortcut(amounts.map((a) => String(a).replace('.', ',')).join('+'));
          const hours = PLUS_FORM_TIMES[amounts.length]!;
          const expected = hours.map((hour, i) => at(hour, amounts[i]!)).filter((row) => row.amount > 0);
          expect(result).toEqual(expected.length ? expected : null);
        },
      ),
    );
  });

  it('never throws, and whatever it accepts is a valid set of time rows', () => {
    const alphabet = fc.constantFrom(...'0123456789.,x×+tn -X'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 12 })), (text) => {
        const result = parseDosageShortcut(text);
        if (result === null) return;
        expect(result.length).toBeGreaterThan(0);
        expect(result.length).toBeLessThanOrEqual(6);
        const times = result.map((r) => r.time);
        expect(new Set(times).size).toBe(times.length);
        expect([...times].sort()).toEqual(times);
        for (const row of result) {
          expect(DosageTime.safeParse(row.time).success).toBe(true);
          expect(row.amount).toBeGreaterThan(0);
          expect(row.amount).toBeLessThanOrEqual(MAX_DOSAGE_AMOUNT);
          expect(Number.isInteger(row.amount * 2)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses amounts off the 0.5 grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }).filter((hundredths) => hundredths % 50 !== 0),
        fc.integer({ min: 1, max: 6 }),
        (hundredths, doses) => {
          expect(parseDosageShortcut(`${hundredths / 100}x${doses}`)).toBeNull();
          expect(parseDosageShortcut(`${hundredths / 100}tn`)).toBeNull();
        },
      ),
    );
  });
});

describe('parseDecimal', () => {
  it('reads comma and dot decimals and nothing else', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal('1.5')).toBe(1.5);
    expect(parseDecimal('007')).toBe(7);
    for (const text of ['', ' 1', '1.', '.5', '-1', '+1', '1e3', 'Infinity', '1,5.5', '0x10']) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });
});
