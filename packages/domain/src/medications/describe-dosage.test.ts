import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SilDosageUnit } from '../api/medication-list';
import { describeDosage, formatAmount } from './describe-dosage';
import { blankDosage as dosage } from './dosage-fixtures';

const tablet: SilDosageUnit = { dosageUnit: 'tablett', dosageUnitPlural: 'tabletter' };
const ml: SilDosageUnit = { dosageUnit: 'ml', dosageUnitPlural: 'ml' };

describe('describeDosage', () => {
  it('writes a daily dosage with one amount at several times, in time order', () => {
    const d = dosage({
      timeAmounts: [
        { time: '22:00:00', amount: 2 },
        { time: '06:00:00', amount: 2 },
        { time: '14:00:00', amount: 2 },
      ],
    });
    expect(describeDosage(d, tablet, 'sv')).toBe('2 tabletter kl. 06:00, 14:00 och 22:00');
    expect(describeDosage(d, tablet, 'en')).toBe('2 tabletter at 06:00, 14:00 and 22:00');
  });

  it('uses the singular unit for one or less, and a decimal comma in Swedish', () => {
    expect(describeDosage(dosage({ timeAmounts: [{ time: '08:00:00', amount: 1 }] }), tablet, 'sv')).toBe(
      '1 tablett kl. 08:00',
    );
    expect(describeDosage(dosage({ timeAmounts: [{ time: '08:00:00', amount: 0.5 }] }), tablet, 'sv')).toBe(
      '0,5 tablett kl. 08:00',
    );
    expect(describeDosage(dosage({ timeAmounts: [{ time: '08:00:00', amount: 1.5 }] }), tablet, 'en')).toBe(
      '1.5 tabletter at 08:00',
    );
  });

  it('gives each time its own amount when they differ', () => {
    const d = dosage({
      timeAmounts: [
        { time: '08:00:00', amount: 1 },
        { time: '20:00:00', amount: 2 },
      ],
    });
    expect(describeDosage(d, tablet, 'sv')).toBe('1 tablett kl. 08:00, 2 tabletter kl. 20:00');
  });

  it('names the weekdays of a weekly dosage in week order', () => {
    const d = dosage({
      type: 'WEEKLY',
      timeAmounts: [{ time: '08:00:00', amount: 1 }],
      weeklyRepeats: ['FRIDAY', 'MONDAY', 'WEDNESDAY'],
    });
    expect(describeDosage(d, tablet, 'sv')).toBe('1 tablett kl. 08:00 måndag, onsdag och fredag');
    expect(describeDosage(d, tablet, 'en')).toBe('1 tablett at 08:00 on Monday, Wednesday and Friday');
  });

  it('writes an as-needed range with its daily ceiling', () => {
    const d = dosage({
      type: 'AS_NEEDED',
      asNeededAmountIntervalMin: 1,
      asNeededAmountIntervalMax: 2,
      asNeededMaxAmount: 6,
    });
    expect(describeDosage(d, tablet, 'sv')).toBe('Vid behov 1–2 tabletter, högst 6 per dygn');
    expect(describeDosage(d, tablet, 'en')).toBe('As needed 1–2 tabletter, at most 6 per 24 hours');
    expect(describeDosage(dosage({ type: 'AS_NEEDED', asNeededAmountIntervalMin: 5 }), ml, 'sv')).toBe(
      'Vid behov 5 ml',
    );
    expect(
      describeDosage(
        dosage({ type: 'AS_NEEDED', asNeededAmountIntervalMin: 1, asNeededAmountIntervalMax: 1 }),
        tablet,
        'sv',
      ),
    ).toBe('Vid behov 1 tablett');
  });

  it('shows a custom dosage as written', () => {
    expect(describeDosage(dosage({ type: 'CUSTOM', customDosageText: ' 1 tablett varannan dag ' }), tablet, 'sv')).toBe(
      '1 tablett varannan dag',
    );
  });

  it('formats any amount without a dot in Swedish and round-trips to two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (hundredths) => {
        const value = hundredths / 100;
        const sv = formatAmount(value, 'sv');
        expect(sv).not.toContain('.');
        expect(Number(sv.replace(',', '.'))).toBeCloseTo(value, 2);
      }),
    );
  });
});
