import { DosageTime, type Dosage, type DosageType } from '../api/medication-list';

/**
 * What keeps a dosage from being saved (seed 001 §5 "Medication dosage validity"). The add wizard's step 2 →
 * step 3 and the edit modal's save use it; the server answers the same problems as a 400 with issues.
 */
export const DOSAGE_PROBLEM_CODES = [
  /** No start date. */
  'start_required',
  /** The end date lies before the start date (null is "until further notice" and always fine). */
  'end_before_start',
  /** AS_NEEDED without a minimum amount, or one that is not a positive number. */
  'as_needed_min_required',
  /** AS_NEEDED with a maximum amount below the minimum. */
  'as_needed_max_below_min',
  /** AS_NEEDED with a "per 24 hours" ceiling that is not a positive number. */
  'as_needed_daily_max_not_positive',
  /** DAILY or WEEKLY without a time row. */
  'time_rows_required',
  /** A time row whose time is not "HH:MM:SS" between 00:00:00 and 24:00:00. */
  'invalid_time',
  /** A time row whose amount is not a positive number. */
  'amount_not_positive',
  /** Two time rows at the same time. */
  'duplicate_time',
  /** WEEKLY without a weekday. */
  'weekday_required',
  /** The same weekday twice. */
  'duplicate_weekday',
  /** CUSTOM without text. */
  'custom_text_required',
  /** A field that belongs to another dosage type is filled in (switching type clears them, seed 001 §4). */
  'field_not_for_type',
] as const;
export type DosageProblemCode = (typeof DOSAGE_PROBLEM_CODES)[number];

/** `path` names the Dosage field (camelCase, with the row index for time rows: "timeAmounts.1.amount"). */
export type DosageProblem = { path: string; code: DosageProblemCode; message: string };

type FieldOwner = { field: keyof Dosage; isEmpty: (dosage: Dosage) => boolean; types: readonly DosageType[] };

const blank = (text: string | null) => text === null || text.trim() === '';

/** Which dosage types each type-specific field belongs to; other types must leave it empty. */
const TYPE_FIELDS: readonly FieldOwner[] = [
  { field: 'timeAmounts', isEmpty: (d) => d.timeAmounts.length === 0, types: ['DAILY', 'WEEKLY'] },
  { field: 'weeklyRepeats', isEmpty: (d) => d.weeklyRepeats.length === 0, types: ['WEEKLY'] },
  { field: 'customDosageText', isEmpty: (d) => blank(d.customDosageText), types: ['CUSTOM'] },
  { field: 'asNeededAmountIntervalMin', isEmpty: (d) => d.asNeededAmountIntervalMin === null, types: ['AS_NEEDED'] },
  { field: 'asNeededAmountIntervalMax', isEmpty: (d) => d.asNeededAmountIntervalMax === null, types: ['AS_NEEDED'] },
  { field: 'asNeededMaxAmount', isEmpty: (d) => d.asNeededMaxAmount === null, types: ['AS_NEEDED'] },
];

const isPositive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** Every problem with a dosage, in field order; an empty list means it may be saved. */
export function dosageProblems(dosage: Dosage): DosageProblem[] {
  const problems: DosageProblem[] = [...dateProblems(dosage)];
  switch (dosage.type) {
    case 'AS_NEEDED':
      problems.push(...asNeededProblems(dosage));
      break;
    case 'DAILY':
    case 'WEEKLY':
      problems.push(...timeRowProblems(dosage));
      if (dosage.type === 'WEEKLY') problems.push(...weekdayProblems(dosage));
      break;
    case 'CUSTOM':
      if (blank(dosage.customDosageText)) {
        problems.push({ path: 'customDosageText', code: 'custom_text_required', message: 'Describe the dosage.' });
      }
      break;
  }
  for (const owner of TYPE_FIELDS) {
    if (!owner.types.includes(dosage.type) && !owner.isEmpty(dosage)) {
      problems.push({
        path: owner.field,
        code: 'field_not_for_type',
        message: `${owner.field} does not belong to a ${dosage.type} dosage.`,
      });
    }
  }
  return problems;
}

function dateProblems(dosage: Dosage): DosageProblem[] {
  const start = dosage.dosageDateStart as number | null | undefined;
  if (typeof start !== 'number' || !Number.isFinite(start)) {
    return [{ path: 'dosageDateStart', code: 'start_required', message: 'Choose a start date.' }];
  }
  const end = dosage.dosageDateEnd;
  if (end !== null && (!Number.isFinite(end) || end < start)) {
    return [
      {
        path: 'dosageDateEnd',
        code: 'end_before_start',
        message: 'The end date cannot be before the start date.',
      },
    ];
  }
  return [];
}

function asNeededProblems(dosage: Dosage): DosageProblem[] {
  const min = dosage.asNeededAmountIntervalMin;
  const max = dosage.asNeededAmountIntervalMax;
  const problems: DosageProblem[] = [];
  if (!isPositive(min)) {
    problems.push({
      path: 'asNeededAmountIntervalMin',
      code: 'as_needed_min_required',
      message: 'Give the amount as a positive number.',
    });
  }
  if (max !== null && !(isPositive(max) && (!isPositive(min) || max >= min))) {
    problems.push({
      path: 'asNeededAmountIntervalMax',
      code: 'as_needed_max_below_min',
      message: 'The largest amount cannot be below the smallest.',
    });
  }
  if (dosage.asNeededMaxAmount !== null && !isPositive(dosage.asNeededMaxAmount)) {
    problems.push({
      path: 'asNeededMaxAmount',
      code: 'as_needed_daily_max_not_positive',
      message: 'The most per 24 hours must be a positive number.',
    });
  }
  return problems;
}

function timeRowProblems(dosage: Dosage): DosageProblem[] {
  if (dosage.timeAmounts.length === 0) {
    return [{ path: 'timeAmounts', code: 'time_rows_required', message: 'Add at least one time.' }];
  }
  const problems: DosageProblem[] = [];
  const seen = new Set<string>();
  dosage.timeAmounts.forEach((row, index) => {
    if (!DosageTime.safeParse(row.time).success) {
      problems.push({
        path: `timeAmounts.${index}.time`,
        code: 'invalid_time',
        message: 'Give the time as hours 0–24.',
      });
    } else if (seen.has(row.time)) {
      problems.push({ path: `timeAmounts.${index}.time`, code: 'duplicate_time', message: 'Each time only once.' });
    }
    seen.add(row.time);
    if (!isPositive(row.amount)) {
      problems.push({
        path: `timeAmounts.${index}.amount`,
        code: 'amount_not_positive',
        message: 'Give the amount as a positive number.',
      });
    }
  });
  return problems;
}

function weekdayProblems(dosage: Dosage): DosageProblem[] {
  if (dosage.weeklyRepeats.length === 0) {
    return [{ path: 'weeklyRepeats', code: 'weekday_required', message: 'Choose at least one weekday.' }];
  }
  if (new Set(dosage.weeklyRepeats).size !== dosage.weeklyRepeats.length) {
    return [{ path: 'weeklyRepeats', code: 'duplicate_weekday', message: 'Each weekday only once.' }];
  }
  return [];
}
