import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Dosage, DosageBody } from '../api/medication-list';
import {
  applyDosageShortcut,
  dosageBodyFromForm,
  dosageFromBody,
  type DosageForm,
  dosageFormFromDosage,
  dosageFormProblems,
  newDosageForm,
  parseDosageHour,
  setAsNeeded,
  setDosageType,
} from './dosage-form';

// 23:30 UTC on 24 November is already 00:30 on the 25th in Stockholm.
const NOW = Date.UTC(2026, 10, 24, 23, 30);
/** Stockholm midnight starting 25 November 2026 (UTC+1). */
const NOV_25 = Date.UTC(2026, 10, 24, 23, 0);
const DAY = 86_400_000;

const fresh = () => newDosageForm(NOW);

describe('the dosage form (seed 001 §4, §5, §9)', () => {
  it('starts DAILY with one unit at 08:00, from today on the Stockholm calendar, until further notice', () => {
    expect(fresh()).toMatchObject({
      type: 'DAILY',
      timeRows: [{ hour: '08', amount: '1' }],
      startDate: '2026-11-25',
      endDate: '',
      untilFurtherNotice: true,
    });
    expect(dosageFormProblems(fresh())).toEqual([]);
    expect(dosageBodyFromForm(fresh())).toEqual({
      type: 'DAILY',
      time_amounts: [{ time: '08:00:00', amount: 1 }],
      weekly_repeats: [],
      custom_dosage_text: null,
      as_needed_amount_interval_min: null,
      as_needed_amount_interval_max: null,
      as_needed_max_amount: null,
      additional_instructions: null,
      dosage_date_start: NOV_25,
      dosage_date_end: null,
    });
  });

  it('fills the time rows from a shortcut, and refuses one it cannot read', () => {
    const form = applyDosageShortcut(fresh(), '2x3');
    expect(form?.timeRows).toEqual([
      { hour: '06', amount: '2' },
      { hour: '14', amount: '2' },
      { hour: '22', amount: '2' },
    ]);
    expect(dosageBodyFromForm(form!)?.time_amounts).toEqual([
      { time: '06:00:00', amount: 2 },
      { time: '14:00:00', amount: 2 },
      { time: '22:00:00', amount: 2 },
    ]);
    expect(applyDosageShortcut(fresh(), '2x9')).toBeNull();
    const custom = setDosageType(fresh(), 'CUSTOM');
    expect(applyDosageShortcut(custom, '1tn')).toMatchObject({
      type: 'DAILY',
      timeRows: [{ hour: '22', amount: '1' }],
    });
  });

  it('clears the fields of other types when the type changes', () => {
    const weekly = { ...setDosageType(fresh(), 'WEEKLY'), weekdays: ['MONDAY' as const] };
    expect(weekly.timeRows).toEqual(fresh().timeRows);
    const daily = setDosageType(weekly, 'DAILY');
    expect(daily.weekdays).toEqual([]);
    expect(daily.timeRows).toEqual(fresh().timeRows);

    const custom = { ...setDosageType(weekly, 'CUSTOM'), customText: 'Enligt schema' };
    expect(custom).toMatchObject({ type: 'CUSTOM', timeRows: [], weekdays: [] });

    const asNeeded = { ...setAsNeeded(custom, true), asNeededAmount: '1-2', asNeededMaxAmount: '6' };
    expect(asNeeded).toMatchObject({ type: 'AS_NEEDED', customText: '', timeRows: [] });

    const back = setAsNeeded(asNeeded, false);
    expect(back).toMatchObject({
      type: 'DAILY',
      asNeededAmount: '',
      asNeededMaxAmount: '',
      timeRows: [{ hour: '', amount: '' }],
    });
    expect(setAsNeeded(daily, false)).toBe(daily);
  });

  it('keeps dates, instructions and the start across type changes', () => {
    const form = {
      ...fresh(),
      additionalInstructions: 'Tas med mat',
      untilFurtherNotice: false,
      endDate: '2026-12-01',
    };
    const switched = setDosageType(setDosageType(form, 'CUSTOM'), 'WEEKLY');
    expect(switched).toMatchObject({
      additionalInstructions: 'Tas med mat',
      endDate: '2026-12-01',
      startDate: '2026-11-25',
    });
  });

  it('reads hours 0–24 with one or two digits', () => {
    expect(parseDosageHour('0')).toBe('00:00:00');
    expect(parseDosageHour('8')).toBe('08:00:00');
    expect(parseDosageHour(' 08 ')).toBe('08:00:00');
    expect(parseDosageHour('24')).toBe('24:00:00');
    expect(parseDosageHour('07:30')).toBe('07:30:00');
    for (const text of ['', '25', '100', '-1', '8.5', 'åtta', '24:30', '8:7']) {
      expect(parseDosageHour(text), text).toBeNull();
    }
  });

  it('names each problem on its field', () => {
    const rows: DosageForm = {
      ...fresh(),
      timeRows: [
        { hour: '8', amount: '1' },
        { hour: '08', amount: '0' },
        { hour: '25', amount: 'x' },
      ],
    };
    expect(dosageFormProblems(rows)).toEqual([
      { field: 'timeRows.1.hour', code: 'duplicate_time' },
      { field: 'timeRows.1.amount', code: 'amount_not_positive' },
      { field: 'timeRows.2.hour', code: 'hour_invalid' },
      { field: 'timeRows.2.amount', code: 'amount_not_positive' },
    ]);
    expect(dosageFormProblems({ ...fresh(), timeRows: [] })).toEqual([
      { field: 'timeRows', code: 'time_rows_required' },
    ]);
    expect(dosageFormProblems(setDosageType(fresh(), 'WEEKLY'))).toEqual([
      { field: 'weekdays', code: 'weekday_required' },
    ]);
    expect(dosageFormProblems({ ...setDosageType(fresh(), 'CUSTOM'), customText: '  ' })).toEqual([
      { field: 'customText', code: 'custom_text_required' },
    ]);
  });

  it('needs a start, and an end date not before it unless until further notice', () => {
    expect(dosageFormProblems({ ...fresh(), startDate: '' })).toEqual([{ field: 'startDate', code: 'start_required' }]);
    const ending = { ...fresh(), untilFurtherNotice: false };
    expect(dosageFormProblems(ending)).toEqual([{ field: 'endDate', code: 'end_required' }]);
    expect(dosageFormProblems({ ...ending, endDate: '2026-11-24' })).toEqual([
      { field: 'endDate', code: 'end_before_start' },
    ]);
    expect(dosageFormProblems({ ...ending, endDate: '2026-11-25' })).toEqual([]);
    expect(dosageBodyFromForm({ ...ending, endDate: '2026-12-01' })?.dosage_date_end).toBe(NOV_25 + 6 * DAY);
    // A typed end date does not count while "until further notice" is ticked.
    expect(dosageBodyFromForm({ ...fresh(), endDate: '2026-11-01' })?.dosage_date_end).toBeNull();
  });

  it('reads the as-needed amount and the most per 24 hours', () => {
    const asNeeded = setAsNeeded(fresh(), true);
    expect(dosageFormProblems(asNeeded)).toEqual([{ field: 'asNeededAmount', code: 'as_needed_amount_invalid' }]);
    expect(dosageFormProblems({ ...asNeeded, asNeededAmount: '2-1' })).toEqual([
      { field: 'asNeededAmount', code: 'as_needed_amount_invalid' },
    ]);
    expect(dosageFormProblems({ ...asNeeded, asNeededAmount: '1', asNeededMaxAmount: 'many' })).toEqual([
      { field: 'asNeededMaxAmount', code: 'as_needed_max_amount_invalid' },
    ]);
    const body = dosageBodyFromForm({ ...asNeeded, asNeededAmount: '0,5-1', asNeededMaxAmount: '4' });
    expect(body).toMatchObject({
      type: 'AS_NEEDED',
      time_amounts: [],
      as_needed_amount_interval_min: 0.5,
      as_needed_amount_interval_max: 1,
      as_needed_max_amount: 4,
    });
  });

  it('sends WEEKLY days in week order and trimmed texts', () => {
    const weekly: DosageForm = {
      ...setDosageType(fresh(), 'WEEKLY'),
      weekdays: ['FRIDAY', 'MONDAY'],
      timeRows: [
        { hour: '20', amount: '1' },
        { hour: '8', amount: '1,5' },
      ],
      additionalInstructions: '  Tas med mat ',
    };
    expect(dosageBodyFromForm(weekly)).toMatchObject({
      weekly_repeats: ['MONDAY', 'FRIDAY'],
      time_amounts: [
        { time: '08:00:00', amount: 1.5 },
        { time: '20:00:00', amount: 1 },
      ],
      additional_instructions: 'Tas med mat',
    });
  });

  it('turns a stored dosage back into the form it came from', () => {
    const stored: Dosage = {
      type: 'WEEKLY',
      timeAmounts: [
        { time: '06:00:00', amount: 0.5 },
        { time: '21:30:00', amount: 2 },
      ],
      weeklyRepeats: ['TUESDAY'],
      customDosageText: null,
      asNeededAmountIntervalMin: null,
      asNeededAmountIntervalMax: null,
      asNeededMaxAmount: null,
      additionalInstructions: 'Före maten',
      dosageDateStart: NOV_25,
      dosageDateEnd: NOV_25 + 10 * DAY,
    };
    const form = dosageFormFromDosage(stored, ',');
    expect(form).toMatchObject({
      timeRows: [
        { hour: '06', amount: '0,5' },
        { hour: '21:30', amount: '2' },
      ],
      startDate: '2026-11-25',
      endDate: '2026-12-05',
      untilFurtherNotice: false,
    });
    expect(dosageBodyFromForm(form)).toEqual({
      type: 'WEEKLY',
      time_amounts: stored.timeAmounts,
      weekly_repeats: ['TUESDAY'],
      custom_dosage_text: null,
      as_needed_amount_interval_min: null,
      as_needed_amount_interval_max: null,
      as_needed_max_amount: null,
      additional_instructions: 'Före maten',
      dosage_date_start: stored.dosageDateStart,
      dosage_date_end: stored.dosageDateEnd,
    });
  });

  it('every body it produces passes the wire schema and round-trips through the form', () => {
    const form = fc.record({
      type: fc.constantFrom('DAILY', 'WEEKLY', 'CUSTOM', 'AS_NEEDED' as const),
      timeRows: fc.array(
        fc.record({
          hour: fc.oneof(fc.integer({ min: 0, max: 30 }).map(String), fc.string()),
          amount: fc.oneof(
            fc.integer({ min: 0, max: 20 }).map((h) => String(h / 2)),
            fc.string(),
          ),
        }),
        { maxLength: 4 },
      ),
      weekdays: fc.subarray(['MONDAY', 'WEDNESDAY', 'SUNDAY'] as const),
      customText: fc.string(),
      asNeededAmount: fc.oneof(fc.constantFrom('1', '1-2', '0,5-1,5'), fc.string()),
      asNeededMaxAmount: fc.oneof(fc.constantFrom('', '6'), fc.string()),
      additionalInstructions: fc.string(),
      startDate: fc.constantFrom('2026-03-29', '2026-10-25', '2026-11-25', ''),
      endDate: fc.constantFrom('2026-03-29', '2026-12-31', ''),
      untilFurtherNotice: fc.boolean(),
    });
    let saved = 0;
    fc.assert(
      fc.property(form, (draft) => {
        const body = dosageBodyFromForm(draft as DosageForm);
        if (body === null) {
          expect(dosageFormProblems(draft as DosageForm).length).toBeGreaterThan(0);
          return;
        }
        saved += 1;
        expect(DosageBody.safeParse(body).success).toBe(true);
        const stored = dosageFromBody(body);
        expect(dosageBodyFromForm(dosageFormFromDosage(stored))).toEqual(body);
      }),
      { numRuns: 500 },
    );
    // The generator must reach valid forms, or the round trip above proves nothing.
    expect(saved).toBeGreaterThan(25);
  });
});
