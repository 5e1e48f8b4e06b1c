import { describe, expect, it } from 'vitest';
import { claimTags } from '../record-pane/warnings';
import {
  insurerLimitRows,
  isEmptyInsurerValue,
  moratoriumDisplay,
  shownRemainingAppointments,
} from './profile-display';

describe('insurer panels: moratorium start date (seed 001 §9)', () => {
  it('shows the start date for MORI and MORIPLUS', () => {
    expect(moratoriumDisplay({ underWritingType: 'MORI', underwritingStartDate: '2024-03-01' })).toEqual({
      kind: 'date',
      date: '2024-03-01',
    });
    expect(moratoriumDisplay({ underWritingType: 'MORIPLUS', underwritingStartDate: '2023-01-15' })).toEqual({
      kind: 'date',
      date: '2023-01-15',
    });
    expect(moratoriumDisplay({ underWritingType: ' moriplus ', underwritingStartDate: '2023-01-15' }).kind).toBe(
      'date',
    );
  });

  it('says a moratorium policy without a start date has no information', () => {
    expect(moratoriumDisplay({ underWritingType: 'MORI', underwritingStartDate: null })).toEqual({
      kind: 'no-information',
    });
    expect(moratoriumDisplay({ underWritingType: 'MORI', underwritingStartDate: '  ' }).kind).toBe('no-information');
  });

  it('is Not Applicable for any other underwriting, or none, even with a date', () => {
    for (const type of ['FMU', 'CPME', 'MORI PLUS', '', null]) {
      expect(moratoriumDisplay({ underWritingType: type, underwritingStartDate: '2024-03-01' })).toEqual({
        kind: 'not-applicable',
      });
    }
  });
});

describe('insurer panels: limits (seed 002 §3)', () => {
  it('lists the five limits in the seed’s order, missing ones and missing amounts as 0', () => {
    expect(
      insurerLimitRows({
        VitalityGpLimit: { limitAmount: 6 },
        OpLimit: { limitAmount: 1000, remainingLimitAmount: 650 },
      }),
    ).toEqual([
      { name: 'OpLimit', limitAmount: 1000, remainingLimitAmount: 650 },
      { name: 'PsychiatricLimit', limitAmount: 0, remainingLimitAmount: 0 },
      { name: 'OpDiagnosticLimit', limitAmount: 0, remainingLimitAmount: 0 },
      { name: 'VitalityGpLimit', limitAmount: 6, remainingLimitAmount: 0 },
      { name: 'AlternativeTherapiesLimit', limitAmount: 0, remainingLimitAmount: 0 },
    ]);
  });

  it('treats no limits at all as every limit 0', () => {
    expect(insurerLimitRows(null).every((row) => row.limitAmount === 0 && row.remainingLimitAmount === 0)).toBe(true);
    expect(insurerLimitRows(undefined)).toHaveLength(5);
  });
});

describe('insurer panels: claim (seed 001 §3, §9)', () => {
  it('tags numberOfAppointments -1 as an insurance claim and 3 as prehab, others not', () => {
    expect(claimTags({ numberOfAppointments: -1 })).toEqual(['insurance-claim']);
    expect(claimTags({ numberOfAppointments: 3 })).toEqual(['prehab']);
    expect(claimTags({ numberOfAppointments: 5 })).toEqual([]);
  });

  it('does not show remaining appointments of -1', () => {
    expect(shownRemainingAppointments(-1)).toBeNull();
    expect(shownRemainingAppointments(0)).toBe(0);
    expect(shownRemainingAppointments(2)).toBe(2);
  });
});

describe("insurer panels: 'No information' (seed 001 §8)", () => {
  it('counts null, blank text and empty lists as empty; 0 and false are values', () => {
    expect([null, undefined, '', '   ', []].map(isEmptyInsurerValue)).toEqual([true, true, true, true, true]);
    expect([0, false, 'N', ['x']].map(isEmptyInsurerValue)).toEqual([false, false, false, false]);
  });
});
