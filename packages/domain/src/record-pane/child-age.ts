import { isCalendarDate, parseIsoDate } from '../identifiers/calendar-date';

/**
 * An age as the patient tab shows it (seed 001 §9): under one month in days, under twelve months in months, under
 * three years in years and months, otherwise in years. "Up to 12 months" is read as "under 12": a first birthday
 * is "1 year 0 months", as every later birthday is shown in years.
 */
export type PatientAge =
  | { unit: 'days'; days: number }
  | { unit: 'months'; months: number }
  | { unit: 'years-months'; years: number; months: number }
  | { unit: 'years'; years: number };

type Ymd = { year: number; month: number; day: number };

function daysBetween(from: Ymd, to: Ymd): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/** Whole months from `from` to `to`; a month is complete on the same day-of-month (or the month's last day). */
function wholeMonths(from: Ymd, to: Ymd): number {
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  const lastDayOfTo = new Date(Date.UTC(to.year, to.month, 0)).getUTCDate();
  if (to.day < from.day && to.day < lastDayOfTo) months -= 1;
  return months;
}

/**
 * The age on `today` of someone born on `dateOfBirth` (both 'YYYY-MM-DD'; today in the clinician's market zone).
 * null when either is not a date or the birth is after today.
 */
export function ageOn(dateOfBirth: string, today: string): PatientAge | null {
  const born = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  const days = daysBetween(born, now);
  if (days < 0) return null;
  const months = wholeMonths(born, now);
  if (months < 1) return { unit: 'days', days };
  if (months < 12) return { unit: 'months', months };
  if (months < 36) return { unit: 'years-months', years: Math.floor(months / 12), months: months % 12 };
  return { unit: 'years', years: Math.floor(months / 12) };
}

/** Seed 000 §3: a child's date of birth is the first 8 characters of its id (YYYYMMDD). null when they are not a date. */
export function childDateOfBirth(childId: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(childId);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
