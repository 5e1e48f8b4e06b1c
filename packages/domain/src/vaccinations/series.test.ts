import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completedImmunizationCount,
  defaultDoseNumber,
  doseNumberOptions,
  isUnfinishedSeries,
  nextDoseNumber,
  seriesMaxDoses,
  unfinishedSeries,
  vaccinationSections,
} from './series';
import { aDose, aProgram, aSeries } from './testing';

const openEnded = aProgram({ id: 'influenza', lokaliseKeySuffix: 'influenza-seasonal', seriesDoses: undefined });

describe('unfinished series (seed 001 §4)', () => {
  it('is a TBE series with doses 1 and 2 of 3', () => {
    expect(isUnfinishedSeries(aSeries([aDose(1), aDose(2)]))).toBe(true);
  });

  it('is not a series whose last dose is completed', () => {
    expect(isUnfinishedSeries(aSeries([aDose(1), aDose(2), aDose(3)]))).toBe(false);
    // The last dose decides, even when an earlier one was given elsewhere.
    expect(isUnfinishedSeries(aSeries([aDose(1), aDose(3)]))).toBe(false);
  });

  it('is not a series without a completed dose, nor one whose only dose was entered in error', () => {
    expect(isUnfinishedSeries(aSeries([]))).toBe(false);
    expect(isUnfinishedSeries(aSeries([aDose(1, { status: 'entered-in-error' })]))).toBe(false);
  });

  it('counts a removed last dose as not given', () => {
    expect(isUnfinishedSeries(aSeries([aDose(1), aDose(2), aDose(3, { status: 'entered-in-error' })]))).toBe(true);
  });

  it('keeps an open-ended programme (yearly influenza) unfinished until the default maximum, dose 20', () => {
    expect(seriesMaxDoses(openEnded)).toBe(20);
    expect(isUnfinishedSeries(aSeries([aDose(1), aDose(2)], openEnded))).toBe(true);
    expect(isUnfinishedSeries(aSeries([aDose(19), aDose(20)], openEnded))).toBe(false);
  });

  it('lists the unfinished ones, the most recently vaccinated first', () => {
    const tbe = aSeries([aDose(1), aDose(2)], aProgram(), 'tbe');
    const done = aSeries([aDose(1), aDose(2), aDose(3)], aProgram(), 'done');
    const flu = aSeries([aDose(1, { occurredAt: Date.UTC(2026, 5, 1) })], openEnded, 'flu');
    expect(unfinishedSeries([tbe, done, flu]).map((s) => s.id)).toEqual(['flu', 'tbe']);
  });
});

describe('the next dose (seed 001 §5)', () => {
  it('is the last completed dose plus one', () => {
    expect(nextDoseNumber(aSeries([aDose(1), aDose(2)]))).toBe(3);
    expect(nextDoseNumber(aSeries([aDose(2), aDose(1, { occurredAt: Date.UTC(2026, 3, 1) })]))).toBe(3);
  });

  it('is 1 for a new series or one with only removed doses', () => {
    expect(nextDoseNumber(null)).toBe(1);
    expect(nextDoseNumber(aSeries([aDose(4, { status: 'entered-in-error' })]))).toBe(1);
  });

  it('is the last completed dose plus one for any set of completed doses', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }), (numbers) => {
        expect(nextDoseNumber(aSeries(numbers.map((n) => aDose(n))))).toBe(Math.max(...numbers) + 1);
      }),
    );
  });
});

describe('dose-number options (seed 001 §5)', () => {
  it('run from 1 to the series doses, completed ones disabled, the next one chosen', () => {
    const series = aSeries([aDose(1), aDose(2)]);
    expect(doseNumberOptions(aProgram(), series)).toEqual([
      { value: 1, disabled: true },
      { value: 2, disabled: true },
      { value: 3, disabled: false },
    ]);
    expect(defaultDoseNumber(aProgram(), series)).toBe(3);
  });

  it('run to 20 for an open-ended programme', () => {
    const options = doseNumberOptions(openEnded, null);
    expect(options).toHaveLength(20);
    expect(options.every((o) => !o.disabled)).toBe(true);
    expect(defaultDoseNumber(openEnded, null)).toBe(1);
  });

  it('fall back to the first free number when the next one is beyond the series', () => {
    const series = aSeries([aDose(2), aDose(3)]);
    expect(defaultDoseNumber(aProgram(), series)).toBe(1);
    expect(defaultDoseNumber(aProgram(), aSeries([aDose(1), aDose(2), aDose(3)]))).toBeNull();
  });

  it('never offer a completed number as the default, and always disable exactly the completed ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }),
        (seriesDoses, numbers) => {
          const program = aProgram({ seriesDoses });
          const series = aSeries(numbers.map((n) => aDose(n)));
          const options = doseNumberOptions(program, series);
          expect(options.map((o) => o.value)).toEqual(Array.from({ length: seriesDoses }, (_, i) => i + 1));
          for (const o of options) expect(o.disabled).toBe(numbers.includes(o.value));
          const chosen = defaultDoseNumber(program, series);
          if (chosen === null) expect(options.every((o) => o.disabled)).toBe(true);
          else expect(options.find((o) => o.value === chosen)?.disabled).toBe(false);
        },
      ),
    );
  });
});

describe('the list', () => {
  const tbe = aSeries(
    [aDose(1), aDose(2, { status: 'entered-in-error', note: 'Fel patient' }), aDose(2, { id: 'again' })],
    aProgram(),
  );
  const flu = aSeries([aDose(1, { id: 'flu-1', occurredAt: Date.UTC(2025, 9, 1) })], openEnded, 'flu');

  it('counts completed immunizations only (the tab counter, seed 001 §2.2)', () => {
    expect(completedImmunizationCount([tbe, flu])).toBe(3);
    expect(completedImmunizationCount([])).toBe(0);
  });

  it('splits completed and deleted, newest first', () => {
    const { completed, deleted } = vaccinationSections([tbe, flu]);
    expect(completed.map((e) => e.immunization.id)).toEqual(['again', 'dose-1', 'flu-1']);
    expect(deleted.map((e) => e.immunization.id)).toEqual(['dose-2']);
    expect(deleted[0]!.series.id).toBe('series-1');
  });
});
