import { type Dosage, type DosageBody, type DosageType, WEEKDAYS, type Weekday } from '../api/medication-list';
import { parseIsoDate } from '../identifiers/calendar-date';
import { dayKey } from '../markets/time-zone';
import { startOfDay } from '../record/date-chunks';
import { formatDosageAmount, parseAsNeededAmount } from './as-needed';
import { type DosageProblem, dosageProblems } from './dosage-problems';
import { hourToDosageTime, parseDecimal, parseDosageShortcut } from './shortcut';

/**
 * The dosage step of the add-medication wizard and the edit modal (seed 001 §4, §5, §9) as a plain value: what the
 * clinician typed, field by field, with the rules that turn it into the wire's DosageBody. The seed's validity rules
 * live in `dosageProblems` (shared with the server); this module adds only what belongs to typed text (an hour
 * that is not 0–24, an as-needed amount that does not read as 'min' or 'min-max', a missing end date).
 *
 * Dates are calendar days on the Swedish clock (the list is Swedish): the wire carries the Stockholm midnight that
 * begins the day.
 */
export const DOSAGE_TIME_ZONE = 'Europe/Stockholm';

export interface DosageTimeRowDraft {
  /** The hour as typed: 0–24, one or two digits. */
  hour: string;
  /** The amount as typed: a positive number, comma or dot decimals. */
  amount: string;
}

export interface DosageForm {
  /** DAILY, WEEKLY or CUSTOM from the frequency choice; AS_NEEDED from the 'as requested' checkbox. */
  type: DosageType;
  timeRows: DosageTimeRowDraft[];
  weekdays: Weekday[];
  customText: string;
  /** 'min' or 'min-max'. */
  asNeededAmount: string;
  /** At most this much in 24 hours; optional. */
  asNeededMaxAmount: string;
  additionalInstructions: string;
  /** 'YYYY-MM-DD', or '' when cleared. */
  startDate: string;
  /** 'YYYY-MM-DD', or ''; ignored while `untilFurtherNotice`. */
  endDate: string;
  untilFurtherNotice: boolean;
}

export type DosageFormProblemCode =
  | 'start_required'
  | 'end_required'
  | 'end_before_start'
  | 'time_rows_required'
  | 'hour_invalid'
  | 'amount_not_positive'
  | 'duplicate_time'
  | 'weekday_required'
  | 'custom_text_required'
  | 'as_needed_amount_invalid'
  | 'as_needed_max_amount_invalid';

/**
 * `field` names the form field: 'startDate', 'endDate', 'timeRows' (the rows as a whole), 'timeRows.{i}.hour',
 * 'timeRows.{i}.amount', 'weekdays', 'customText', 'asNeededAmount', 'asNeededMaxAmount'.
 */
export interface DosageFormProblem {
  field: string;
  code: DosageFormProblemCode;
}

/** Seed 001 §9: a new dosage is DAILY, one unit at 08:00, from today, with no end date (until further notice). */
export function newDosageForm(now: number): DosageForm {
  return {
    type: 'DAILY',
    timeRows: [{ hour: '08', amount: '1' }],
    weekdays: [],
    customText: '',
    asNeededAmount: '',
    asNeededMaxAmount: '',
    additionalInstructions: '',
    startDate: dayKey(now, DOSAGE_TIME_ZONE),
    endDate: '',
    untilFurtherNotice: true,
  };
}

/** An empty row to type into: the '+ time' button, and DAILY/WEEKLY chosen after their rows were cleared. */
export const EMPTY_TIME_ROW: DosageTimeRowDraft = { hour: '', amount: '' };

/**
 * Seed 001 §4: switching the type clears the fields that do not belong to it. DAILY and WEEKLY share the time rows
 * (WEEKLY → DAILY clears the weekdays); a DAILY or WEEKLY without rows gets one empty row to type into.
 */
export function setDosageType(form: DosageForm, type: DosageType): DosageForm {
  if (type === form.type) return form;
  const timed = type === 'DAILY' || type === 'WEEKLY';
  const keepsRows = timed && (form.type === 'DAILY' || form.type === 'WEEKLY');
  return {
    ...form,
    type,
    timeRows: keepsRows ? form.timeRows : timed ? [EMPTY_TIME_ROW] : [],
    weekdays: type === 'WEEKLY' ? form.weekdays : [],
    customText: type === 'CUSTOM' ? form.customText : '',
    asNeededAmount: type === 'AS_NEEDED' ? form.asNeededAmount : '',
    asNeededMaxAmount: type === 'AS_NEEDED' ? form.asNeededMaxAmount : '',
  };
}

/** The 'as requested' checkbox: checked is AS_NEEDED; unchecked goes back to DAILY. */
export function setAsNeeded(form: DosageForm, checked: boolean): DosageForm {
  if (checked) return setDosageType(form, 'AS_NEEDED');
  return form.type === 'AS_NEEDED' ? setDosageType(form, 'DAILY') : form;
}

/**
 * The shortcut field (seed 001 §5): replaces the time rows with the ones the shortcut stands for, or null when the
 * text is not a shortcut. A CUSTOM or AS_NEEDED dosage becomes DAILY, since a shortcut means time rows.
 */
export function applyDosageShortcut(form: DosageForm, text: string): DosageForm | null {
  const rows = parseDosageShortcut(text);
  if (rows === null) return null;
  const timed = form.type === 'DAILY' || form.type === 'WEEKLY' ? form : setDosageType(form, 'DAILY');
  return {
    ...timed,
    timeRows: rows.map((row) => ({ hour: row.time.slice(0, 2), amount: formatDosageAmount(row.amount) })),
  };
}

/**
 * Seed 001 §5: the row's hour, 0–24 written with one or two digits, as the wire's 'HH:00:00'; or null. Ours: 'HH:MM'
 * is read too, so a stored time with minutes survives an edit unchanged (24 only as 24:00).
 */
export function parseDosageHour(text: string): string | null {
  const match = /^(\d{1,2})(?::([0-5]\d))?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hour > 24 || (hour === 24 && minutes !== '00')) return null;
  return `${hourToDosageTime(hour).slice(0, 3)}${minutes}:00`;
}

/** How a stored time shows in the hour field: '06', or '06:30' when it has minutes. */
function hourText(time: string): string {
  return time.slice(3, 5) === '00' ? time.slice(0, 2) : time.slice(0, 5);
}

/** Stockholm midnight at the start of a 'YYYY-MM-DD' day, or null for '' or a day that does not exist. */
function dayStart(day: string): number | null {
  const date = parseIsoDate(day.trim());
  return date ? startOfDay(date, DOSAGE_TIME_ZONE) : null;
}

const optionalText = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The dosage the form stands for, only the fields of its type filled in. */
function draftDosage(form: DosageForm): Dosage {
  const timed = form.type === 'DAILY' || form.type === 'WEEKLY';
  const asNeeded = form.type === 'AS_NEEDED' ? parseAsNeededAmount(form.asNeededAmount) : null;
  const maxAmountText = form.asNeededMaxAmount.trim();
  return {
    type: form.type,
    timeAmounts: timed
      ? form.timeRows.map((row) => {
          // An unreadable hour or amount stays visibly wrong, so dosageProblems reports it on this row.
          return { time: parseDosageHour(row.hour) ?? 'invalid', amount: parseDecimal(row.amount.trim()) ?? NaN };
        })
      : [],
    weeklyRepeats: form.type === 'WEEKLY' ? WEEKDAYS.filter((day) => form.weekdays.includes(day)) : [],
    customDosageText: form.type === 'CUSTOM' ? optionalText(form.customText) : null,
    asNeededAmountIntervalMin: asNeeded?.min ?? null,
    asNeededAmountIntervalMax: asNeeded?.max ?? null,
    asNeededMaxAmount: form.type === 'AS_NEEDED' && maxAmountText !== '' ? (parseDecimal(maxAmountText) ?? NaN) : null,
    additionalInstructions: optionalText(form.additionalInstructions),
    // null start: dosageProblems reports start_required (it checks the value, not the type).
    dosageDateStart: dayStart(form.startDate) as number,
    dosageDateEnd: form.untilFurtherNotice ? null : dayStart(form.endDate),
  };
}

/** Every reason the form cannot be saved yet, in field order; empty when step 2 may continue. */
export function dosageFormProblems(form: DosageForm): DosageFormProblem[] {
  const dosage = draftDosage(form);
  const problems: DosageFormProblem[] = [];
  if (!form.untilFurtherNotice && dosage.dosageDateEnd === null) {
    problems.push({ field: 'endDate', code: 'end_required' });
  }
  if (form.type === 'AS_NEEDED' && dosage.asNeededAmountIntervalMin === null) {
    problems.push({ field: 'asNeededAmount', code: 'as_needed_amount_invalid' });
  }
  for (const problem of dosageProblems(dosage)) {
    const mapped = formProblem(problem);
    if (mapped && !problems.some((p) => p.field === mapped.field && p.code === mapped.code)) problems.push(mapped);
  }
  return problems;
}

function formProblem(problem: DosageProblem): DosageFormProblem | null {
  const row = /^timeAmounts\.(\d+)\.(time|amount)$/.exec(problem.path);
  switch (problem.code) {
    case 'start_required':
      return { field: 'startDate', code: 'start_required' };
    case 'end_before_start':
      return { field: 'endDate', code: 'end_before_start' };
    case 'as_needed_min_required':
    case 'as_needed_max_below_min':
      return { field: 'asNeededAmount', code: 'as_needed_amount_invalid' };
    case 'as_needed_daily_max_not_positive':
      return { field: 'asNeededMaxAmount', code: 'as_needed_max_amount_invalid' };
    case 'time_rows_required':
      return { field: 'timeRows', code: 'time_rows_required' };
    case 'invalid_time':
      return { field: `timeRows.${row?.[1]}.hour`, code: 'hour_invalid' };
    case 'duplicate_time':
      return { field: `timeRows.${row?.[1]}.hour`, code: 'duplicate_time' };
    case 'amount_not_positive':
      return { field: `timeRows.${row?.[1]}.amount`, code: 'amount_not_positive' };
    case 'weekday_required':
    case 'duplicate_weekday':
      return { field: 'weekdays', code: 'weekday_required' };
    case 'custom_text_required':
      return { field: 'customText', code: 'custom_text_required' };
    case 'field_not_for_type':
      // draftDosage fills only the type's own fields, so this cannot happen; nothing for the clinician to fix.
      return null;
  }
}

/** The dosage the form stands for (to describe it, as step 2's summary does), or null while it has problems. */
export function dosageFromForm(form: DosageForm): Dosage | null {
  if (dosageFormProblems(form).length > 0) return null;
  const dosage = draftDosage(form);
  return { ...dosage, timeAmounts: [...dosage.timeAmounts].sort((a, b) => a.time.localeCompare(b.time)) };
}

/** A request body's dosage (snake_case, seed 001 §7) as the list and the rules speak it (the wire's camelCase). */
export function dosageFromBody(body: DosageBody): Dosage {
  return {
    type: body.type,
    timeAmounts: body.time_amounts.map((row) => ({ time: row.time, amount: row.amount })),
    weeklyRepeats: body.weekly_repeats,
    customDosageText: body.custom_dosage_text,
    asNeededAmountIntervalMin: body.as_needed_amount_interval_min,
    asNeededAmountIntervalMax: body.as_needed_amount_interval_max,
    asNeededMaxAmount: body.as_needed_max_amount,
    additionalInstructions: body.additional_instructions,
    dosageDateStart: body.dosage_date_start,
    dosageDateEnd: body.dosage_date_end,
  };
}

/** The request body's dosage (snake_case), or null while the form has problems. */
export function dosageBodyFromForm(form: DosageForm): DosageBody | null {
  const dosage = dosageFromForm(form);
  if (dosage === null) return null;
  return {
    type: dosage.type,
    time_amounts: dosage.timeAmounts,
    weekly_repeats: dosage.weeklyRepeats,
    custom_dosage_text: dosage.customDosageText,
    as_needed_amount_interval_min: dosage.asNeededAmountIntervalMin,
    as_needed_amount_interval_max: dosage.asNeededAmountIntervalMax,
    as_needed_max_amount: dosage.asNeededMaxAmount,
    additional_instructions: dosage.additionalInstructions,
    dosage_date_start: dosage.dosageDateStart,
    dosage_date_end: dosage.dosageDateEnd,
  };
}

/** The form for a stored dosage (the edit modal), amounts written with the language's decimal separator. */
export function dosageFormFromDosage(dosage: Dosage, decimalSeparator: '.' | ',' = '.'): DosageForm {
  const amount = (value: number) => formatDosageAmount(value, decimalSeparator);
  return {
    type: dosage.type,
    timeRows: dosage.timeAmounts.map((row) => ({ hour: hourText(row.time), amount: amount(row.amount) })),
    weekdays: [...dosage.weeklyRepeats],
    customText: dosage.customDosageText ?? '',
    asNeededAmount:
      dosage.asNeededAmountIntervalMin === null
        ? ''
        : dosage.asNeededAmountIntervalMax === null ||
            dosage.asNeededAmountIntervalMax === dosage.asNeededAmountIntervalMin
          ? amount(dosage.asNeededAmountIntervalMin)
          : `${amount(dosage.asNeededAmountIntervalMin)}-${amount(dosage.asNeededAmountIntervalMax)}`,
    asNeededMaxAmount: dosage.asNeededMaxAmount === null ? '' : amount(dosage.asNeededMaxAmount),
    additionalInstructions: dosage.additionalInstructions ?? '',
    startDate: dayKey(dosage.dosageDateStart, DOSAGE_TIME_ZONE),
    endDate: dosage.dosageDateEnd === null ? '' : dayKey(dosage.dosageDateEnd, DOSAGE_TIME_ZONE),
    untilFurtherNotice: dosage.dosageDateEnd === null,
  };
}
