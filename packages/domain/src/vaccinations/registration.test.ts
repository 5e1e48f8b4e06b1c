import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARLIEST_OCCURRED_AT } from './limits';
import {
  lotNumberIssue,
  registrationIssues,
  removalReasonIssue,
  type RegistrationContext,
  type RegistrationDraft,
} from './registration';
import { aDose, aProgram, aSeries, aVaccine } from './testing';

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const leftArm = { id: 'left-upper-arm', code: '368208006' };

const context: RegistrationContext = {
  vaccines: [aVaccine(), aVaccine({ id: 'fsme-immun-junior', doseQuantities: [{ value: 0.25, unit: 'ml' }] })],
  programs: [aProgram()],
  bodySites: [leftArm],
  series: aSeries([aDose(1), aDose(2)]),
};

const valid: RegistrationDraft = {
  vaccineId: 'fsme-immun',
  occurredAt: Date.UTC(2026, 10, 23, 23),
  lotNumber: 'FR4893',
  bodySiteId: 'left-upper-arm',
  programId: 'tbe-primary',
  doseNumber: 3,
  doseQuantity: { value: 0.5, unit: 'ml' },
};

const issuesOf = (draft: Partial<RegistrationDraft>, ctx: Partial<RegistrationContext> = {}) =>
  registrationIssues({ ...valid, ...draft }, { ...context, ...ctx }, NOW);

describe('a vaccination registration (seed 001 §5)', () => {
  it('may be saved with a vaccine, a date, a lot number, a body site, a programme and the next dose', () => {
    expect(issuesOf({})).toEqual([]);
  });

  it('needs every field', () => {
    expect(
      issuesOf({
        vaccineId: null,
        occurredAt: null,
        lotNumber: '',
        bodySiteId: null,
        programId: null,
        doseNumber: null,
        doseQuantity: null,
      }),
    ).toEqual([
      { field: 'vaccineId', code: 'required' },
      { field: 'occurredAt', code: 'date_invalid' },
      { field: 'doseQuantity', code: 'required' },
      { field: 'lotNumber', code: 'lot_number_too_short' },
      { field: 'bodySiteId', code: 'required' },
      { field: 'programId', code: 'required' },
      { field: 'doseNumber', code: 'required' },
    ]);
  });

  it('refuses a 2-character lot number and one of 129; 3 and 128 are fine, spaces around do not count', () => {
    expect(issuesOf({ lotNumber: 'AB' })).toEqual([{ field: 'lotNumber', code: 'lot_number_too_short' }]);
    expect(issuesOf({ lotNumber: '  AB  ' })).toEqual([{ field: 'lotNumber', code: 'lot_number_too_short' }]);
    expect(issuesOf({ lotNumber: 'X'.repeat(129) })).toEqual([{ field: 'lotNumber', code: 'lot_number_too_long' }]);
    expect(issuesOf({ lotNumber: 'ABC' })).toEqual([]);
    expect(issuesOf({ lotNumber: 'X'.repeat(128) })).toEqual([]);
  });

  it('accepts a lot number exactly when its trimmed length is 3 to 128', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (lot) => {
        const length = [...lot.trim()].length;
        expect(lotNumberIssue(lot) === null).toBe(length >= 3 && length <= 128);
      }),
    );
  });

  it('refuses a dose above the series doses, and a dose number already completed', () => {
    expect(issuesOf({ doseNumber: 4 })).toEqual([{ field: 'doseNumber', code: 'dose_number_above_series' }]);
    expect(issuesOf({ doseNumber: 2 })).toEqual([{ field: 'doseNumber', code: 'dose_number_completed' }]);
    expect(issuesOf({ doseNumber: 0 })).toEqual([{ field: 'doseNumber', code: 'dose_number_out_of_range' }]);
    expect(issuesOf({ doseNumber: 1.5 })).toEqual([{ field: 'doseNumber', code: 'dose_number_out_of_range' }]);
  });

  it('frees the number of a dose entered in error', () => {
    expect(
      issuesOf({ doseNumber: 2 }, { series: aSeries([aDose(1), aDose(2, { status: 'entered-in-error' })]) }),
    ).toEqual([]);
  });

  it('allows dose numbers up to 20 in an open-ended programme, not 21', () => {
    const programs = [aProgram({ seriesDoses: undefined })];
    expect(issuesOf({ doseNumber: 20 }, { programs, series: null })).toEqual([]);
    expect(issuesOf({ doseNumber: 21 }, { programs, series: null })).toEqual([
      { field: 'doseNumber', code: 'dose_number_above_series' },
    ]);
  });

  it('refuses a date in the future and one that is not a date; today is fine', () => {
    expect(issuesOf({ occurredAt: NOW + 60_000 })).toEqual([{ field: 'occurredAt', code: 'date_in_future' }]);
    expect(issuesOf({ occurredAt: NOW })).toEqual([]);
    expect(issuesOf({ occurredAt: EARLIEST_OCCURRED_AT - 1 })).toEqual([{ field: 'occurredAt', code: 'date_invalid' }]);
    expect(issuesOf({ occurredAt: Number.NaN })).toEqual([{ field: 'occurredAt', code: 'date_invalid' }]);
  });

  it('refuses a vaccine, body site or programme the catalogue does not know, and a dose the vaccine does not come in', () => {
    expect(issuesOf({ vaccineId: 'vaxigrip' })).toEqual([{ field: 'vaccineId', code: 'unknown' }]);
    expect(issuesOf({ bodySiteId: 'left-ear' })).toEqual([{ field: 'bodySiteId', code: 'unknown' }]);
    expect(issuesOf({ programId: 'mmr' })).toEqual([{ field: 'programId', code: 'unknown' }]);
    expect(issuesOf({ doseQuantity: { value: 0.25, unit: 'ml' } })).toEqual([
      { field: 'doseQuantity', code: 'unknown' },
    ]);
    expect(issuesOf({ vaccineId: 'fsme-immun-junior', doseQuantity: { value: 0.25, unit: 'ml' } })).toEqual([]);
  });

  it('never throws, whatever the draft', () => {
    const draft = fc.record({
      vaccineId: fc.option(fc.string()),
      occurredAt: fc.option(fc.oneof(fc.integer(), fc.double())),
      lotNumber: fc.string(),
      bodySiteId: fc.option(fc.string()),
      programId: fc.option(fc.string()),
      doseNumber: fc.option(fc.oneof(fc.integer(), fc.double())),
      doseQuantity: fc.option(fc.record({ value: fc.double(), unit: fc.string() })),
    });
    fc.assert(
      fc.property(draft, (d) => {
        const issues = registrationIssues(d, context, NOW);
        expect(Array.isArray(issues)).toBe(true);
      }),
    );
  });
});

describe('removing a vaccination (seed 001 §4)', () => {
  it('needs a reason that is not only spaces', () => {
    expect(removalReasonIssue('')).toBe('required');
    expect(removalReasonIssue('   \n')).toBe('required');
    expect(removalReasonIssue('Registrerad på fel patient')).toBeNull();
  });
});
