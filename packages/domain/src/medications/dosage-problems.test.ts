import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOSAGE_TYPES, WEEKDAYS, type Dosage } from '../api/medication-list';
import { blankDosage } from './dosage-fixtures';
import { dosageProblems } from './dosage-problems';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 2, 23); // Stockholm midnight, 3 Nov 2026

const base = blankDosage({ timeAmounts: [{ time: '08:00:00', amount: 1 }], dosageDateStart: START });
const daily = (patch: Partial<Dosage> = {}): Dosage => ({ ...base, ...patch });
const weekly = (patch: Partial<Dosage> = {}): Dosage => daily({ type: 'WEEKLY', weeklyRepeats: ['MONDAY'], ...patch });
const asNeeded = (patch: Partial<Dosage> = {}): Dosage =>
  daily({ type: 'AS_NEEDED', timeAmounts: [], asNeededAmountIntervalMin: 1, ...patch });
const custom = (patch: Partial<Dosage> = {}): Dosage =>
  daily({ type: 'CUSTOM', timeAmounts: [], customDosageText: '1 tablett varannan dag', ...patch });
const codes = (dosage: Dosage) => dosageProblems(dosage).map((p) => `${p.path}:${p.code}`);

describe('dosageProblems: dates', () => {
  it('accepts the default new dosage: daily, one unit at 08:00, from today until further notice', () => {
    expect(dosageProblems(daily())).toEqual([]);
  });

  it('requires a start date', () => {
    expect(codes(daily({ dosageDateStart: Number.NaN }))).toEqual(['dosageDateStart:start_required']);
    expect(codes(daily({ dosageDateStart: null as unknown as number }))).toEqual(['dosageDateStart:start_required']);
  });

  it('accepts an end on the start day or later, refuses one before', () => {
    expect(codes(daily({ dosageDateEnd: START }))).toEqual([]);
    expect(codes(daily({ dosageDateEnd: START + 30 * DAY }))).toEqual([]);
    expect(codes(daily({ dosageDateEnd: START - DAY }))).toEqual(['dosageDateEnd:end_before_start']);
  });
});

describe('dosageProblems: as needed', () => {
  it('accepts a minimum alone, a range and a daily ceiling', () => {
    expect(codes(asNeeded())).toEqual([]);
    expect(
      codes(asNeeded({ asNeededAmountIntervalMin: 1, asNeededAmountIntervalMax: 2, asNeededMaxAmount: 6 })),
    ).toEqual([]);
    expect(codes(asNeeded({ asNeededAmountIntervalMin: 2, asNeededAmountIntervalMax: 2 }))).toEqual([]);
  });

  it('requires a positive minimum', () => {
    expect(codes(asNeeded({ asNeededAmountIntervalMin: null }))).toEqual([
      'asNeededAmountIntervalMin:as_needed_min_required',
    ]);
    expect(codes(asNeeded({ asNeededAmountIntervalMin: 0 }))).toEqual([
      'asNeededAmountIntervalMin:as_needed_min_required',
    ]);
  });

  it('refuses a maximum below the minimum and a non-positive daily ceiling', () => {
    expect(codes(asNeeded({ asNeededAmountIntervalMin: 2, asNeededAmountIntervalMax: 1 }))).toEqual([
      'asNeededAmountIntervalMax:as_needed_max_below_min',
    ]);
    expect(codes(asNeeded({ asNeededMaxAmount: -1 }))).toEqual(['asNeededMaxAmount:as_needed_daily_max_not_positive']);
  });

  it('refuses time rows on an as-needed dosage', () => {
    expect(codes(asNeeded({ timeAmounts: [{ time: '08:00:00', amount: 1 }] }))).toEqual([
      'timeAmounts:field_not_for_type',
    ]);
  });
});

describe('dosageProblems: daily and weekly', () => {
  it('requires at least one time row', () => {
    expect(codes(daily({ timeAmounts: [] }))).toEqual(['timeAmounts:time_rows_required']);
    expect(codes(weekly({ timeAmounts: [] }))).toEqual(['timeAmounts:time_rows_required']);
  });

  it('names the row with a non-positive amount, a malformed time or a repeated time', () => {
    expect(
      codes(
        daily({
          timeAmounts: [
            { time: '08:00:00', amount: 1 },
            { time: '25:00:00', amount: 0 },
            { time: '08:00:00', amount: 2 },
          ],
        }),
      ),
    ).toEqual([
      'timeAmounts.1.time:invalid_time',
      'timeAmounts.1.amount:amount_not_positive',
      'timeAmounts.2.time:duplicate_time',
    ]);
  });

  it('accepts hours 0 to 24', () => {
    const timeAmounts = [
      { time: '00:00:00', amount: 1 },
      { time: '24:00:00', amount: 1 },
    ];
    expect(codes(daily({ timeAmounts }))).toEqual([]);
  });

  it('needs a weekday for a weekly dosage, and no weekday on a daily one', () => {
    expect(codes(weekly())).toEqual([]);
    expect(codes(weekly({ weeklyRepeats: [] }))).toEqual(['weeklyRepeats:weekday_required']);
    expect(codes(weekly({ weeklyRepeats: ['MONDAY', 'MONDAY'] }))).toEqual(['weeklyRepeats:duplicate_weekday']);
    expect(codes(daily({ weeklyRepeats: ['MONDAY'] }))).toEqual(['weeklyRepeats:field_not_for_type']);
  });
});

describe('dosageProblems: custom', () => {
  it('requires non-empty text', () => {
    expect(codes(custom())).toEqual([]);
    expect(codes(custom({ customDosageText: '   ' }))).toEqual(['customDosageText:custom_text_required']);
    expect(codes(custom({ customDosageText: null }))).toEqual(['customDosageText:custom_text_required']);
  });

  it('refuses as-needed amounts on a custom dosage', () => {
    expect(codes(custom({ asNeededAmountIntervalMin: 1 }))).toEqual(['asNeededAmountIntervalMin:field_not_for_type']);
  });
});

// ——— properties ———

const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
const amountArb = fc.integer({ min: 1, max: 40 }).map((halves) => halves / 2);
const startArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

/** Dosages built to satisfy §5 for every type. */
const validDosageArb: fc.Arbitrary<Dosage> = fc
  .record({
    type: fc.constantFrom(...DOSAGE_TYPES),
    times: fc.uniqueArray(timeArb, { minLength: 1, maxLength: 6 }),
    amounts: fc.array(amountArb, { minLength: 6, maxLength: 6 }),
    days: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1, maxLength: 7 }),
    text: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
    min: amountArb,
    extra: fc.option(fc.integer({ min: 0, max: 10 }).map((n) => n / 2)),
    ceiling: fc.option(amountArb),
    start: startArb,
    length: fc.option(fc.integer({ min: 0, max: 3650 })),
    instructions: fc.option(fc.string({ maxLength: 40 })),
  })
  .map((r) => ({
    type: r.type,
    timeAmounts:
      r.type === 'DAILY' || r.type === 'WEEKLY' ? r.times.map((time, i) => ({ time, amount: r.amounts[i]! })) : [],
    weeklyRepeats: r.type === 'WEEKLY' ? r.days : [],
    customDosageText: r.type === 'CUSTOM' ? r.text : null,
    asNeededAmountIntervalMin: r.type === 'AS_NEEDED' ? r.min : null,
    asNeededAmountIntervalMax: r.type === 'AS_NEEDED' && r.extra !== null ? r.min + r.extra : null,
    asNeededMaxAmount: r.type === 'AS_NEEDED' ? r.ceiling : null,
    additionalInstructions: r.instructions,
    dosageDateStart: r.start,
    dosageDateEnd: r.length === null ? null : r.start + r.length * DAY,
  }));

describe('dosageProblems: properties', () => {
  it('finds nothing wrong with any dosage built by the rules', () => {
    fc.assert(fc.property(validDosageArb, (dosage) => dosageProblems(dosage).length === 0));
  });

  it('always flags an end before the start, and only that', () => {
    fc.assert(
      fc.property(validDosageArb, fc.integer({ min: 1, max: 10_000 }), (dosage, before) => {
        const found = codes({ ...dosage, dosageDateEnd: dosage.dosageDateStart - before });
        expect(found).toEqual(['dosageDateEnd:end_before_start']);
      }),
    );
  });

  it('flags a repeated time on any daily or weekly dosage', () => {
    fc.assert(
      fc.property(
        validDosageArb.filter((d) => d.type === 'DAILY' || d.type === 'WEEKLY'),
        (dosage) => {
          const repeated = { ...dosage, timeAmounts: [...dosage.timeAmounts, { ...dosage.timeAmounts[0]! }] };
          expect(dosageProblems(repeated).map((p) => p.code)).toEqual(['duplicate_time']);
        },
      ),
    );
  });

  it('flags a field of another type whatever the type', () => {
    fc.assert(
      fc.property(validDosageArb, (dosage) => {
        const stray: Dosage =
          dosage.type === 'CUSTOM' ? { ...dosage, weeklyRepeats: ['FRIDAY'] } : { ...dosage, customDosageText: 'x' };
        if (stray.type === 'CUSTOM') expect(codes(stray)).toEqual(['weeklyRepeats:field_not_for_type']);
        else expect(codes(stray)).toEqual(['customDosageText:field_not_for_type']);
      }),
    );
  });

  it('never throws, and every problem names a field, on arbitrary numbers', () => {
    fc.assert(
      fc.property(
        validDosageArb,
        fc.double(),
        fc.option(fc.double()),
        fc.option(fc.double()),
        (dosage, start, min, max) => {
          const odd: Dosage = {
            ...dosage,
            dosageDateStart: start,
            asNeededAmountIntervalMin: dosage.type === 'AS_NEEDED' ? min : null,
            asNeededAmountIntervalMax: dosage.type === 'AS_NEEDED' ? max : null,
          };
          for (const problem of dosageProblems(odd)) expect(problem.path).toMatch(/^[a-zA-Z]+(\.\d+\.[a-z]+)?$/);
        },
      ),
    );
  });
});
