import { describe, expect, it } from 'vitest';
import type { PrescriptionCardBody } from '../api/prescriptions';
import { latestValidityEnd, prescriptionCardProblems } from './prescription-card';

const TODAY = '2026-11-26';
const dosage: PrescriptionCardBody['dosage'] = {
  type: 'DAILY',
  time_amounts: [{ time: '08:00:00', amount: 1 }],
  weekly_repeats: [],
  custom_dosage_text: null,
  as_needed_amount_interval_min: null,
  as_needed_amount_interval_max: null,
  as_needed_max_amount: null,
  additional_instructions: null,
  dosage_date_start: Date.UTC(2026, 10, 25, 23),
  dosage_date_end: null,
};
const card: Parameters<typeof prescriptionCardProblems>[0] = {
  dosage,
  firstDispenseValidityEnd: '2027-11-26',
  numberOfDispenses: 1,
  dispenseIntervalQuantity: null,
  dispenseIntervalUnit: null,
};
const codes = (changes: Partial<typeof card>) =>
  prescriptionCardProblems({ ...card, ...changes }, TODAY).map((p) => `${p.path}:${p.code}`);

describe('the prescription card', () => {
  it('takes a valid card, with or without an interval between several dispensings', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ numberOfDispenses: 3, dispenseIntervalQuantity: 3, dispenseIntervalUnit: 'MONTH' })).toEqual([]);
  });

  it('refuses a first dispensing that ends before today or more than a year ahead, and a day that does not exist', () => {
    expect(codes({ firstDispenseValidityEnd: TODAY })).toEqual([]);
    expect(codes({ firstDispenseValidityEnd: '2026-11-25' })).toEqual([
      'firstDispenseValidityEnd:validity_end_in_past',
    ]);
    expect(codes({ firstDispenseValidityEnd: '2027-11-27' })).toEqual([
      'firstDispenseValidityEnd:validity_end_too_far',
    ]);
    expect(codes({ firstDispenseValidityEnd: '2027-02-30' })).toEqual(['firstDispenseValidityEnd:invalid_day']);
  });

  it('wants an interval whole, and only when the prescription is dispensed more than once', () => {
    expect(codes({ numberOfDispenses: 2, dispenseIntervalQuantity: 2 })).toEqual([
      'dispenseIntervalUnit:interval_incomplete',
    ]);
    expect(codes({ numberOfDispenses: 2, dispenseIntervalUnit: 'WEEK' })).toEqual([
      'dispenseIntervalQuantity:interval_incomplete',
    ]);
    expect(codes({ dispenseIntervalQuantity: 1, dispenseIntervalUnit: 'MONTH' })).toEqual([
      'dispenseIntervalQuantity:interval_without_repeats',
    ]);
  });

  it("names the dosage's own problems under dosage", () => {
    expect(codes({ dosage: { ...dosage, time_amounts: [] } })).toEqual(['dosage.timeAmounts:time_rows_required']);
  });

  it('is valid a year on, and 29 February a year on is 28 February', () => {
    expect(latestValidityEnd('2026-11-26')).toBe('2027-11-26');
    expect(latestValidityEnd('2028-02-29')).toBe('2029-02-28');
    expect(latestValidityEnd('2026-12-31')).toBe('2027-12-31');
  });
});
