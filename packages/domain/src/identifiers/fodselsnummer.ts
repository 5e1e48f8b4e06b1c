import { isCalendarDate, parseIsoDate } from './calendar-date';

/**
 * Norwegian national identity number (fødselsnummer), 11 digits DDMMYYIIIKK: birth date, a 3-digit
 * individual number that also encodes the century, and two modulus-11 control digits. A control
 * digit of 10 means no number exists for those digits. D-numbers (day + 40) are not accepted.
 */

const FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

function controlDigit(digits: string, weights: readonly number[]): number | null {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const control = 11 - (sum % 11);
  if (control === 11) return 0;
  return control === 10 ? null : control;
}

/** The two control digits for the first 9 digits, or null when either would be 10. */
export function fodselsnummerControlDigits(first9: string): string | null {
  if (!/^\d{9}$/.test(first9)) throw new RangeError('fodselsnummerControlDigits needs exactly 9 digits');
  const k1 = controlDigit(first9, FIRST_WEIGHTS);
  if (k1 === null) return null;
  const k2 = controlDigit(`${first9}${k1}`, SECOND_WEIGHTS);
  return k2 === null ? null : `${k1}${k2}`;
}

/** The four-digit birth year from the two-digit year and the individual number, or null if no century fits. */
export function fodselsnummerBirthYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy <= 39) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return null;
}

export function isValidFodselsnummer(s: string): boolean {
  if (!/^\d{11}$/.test(s)) return false;
  const day = Number(s.slice(0, 2));
  const month = Number(s.slice(2, 4));
  const year = fodselsnummerBirthYear(Number(s.slice(4, 6)), Number(s.slice(6, 9)));
  if (year === null || !isCalendarDate(year, month, day)) return false;
  return fodselsnummerControlDigits(s.slice(0, 9)) === s.slice(9);
}

/**
 * Builds the number for a birth date ('YYYY-MM-DD') and an individual number (0–999) that fits the
 * date's century. Returns null when a control digit would be 10 (try the next individual number).
 */
export function makeFodselsnummer(input: { date: string; individual: number }): string | null {
  const date = parseIsoDate(input.date);
  if (!date) throw new RangeError(`Not a date: ${input.date}`);
  const { individual } = input;
  if (!Number.isInteger(individual) || individual < 0 || individual > 999) {
    throw new RangeError(`Individual number must be 0–999: ${individual}`);
  }
  const yy = date.year % 100;
  if (fodselsnummerBirthYear(yy, individual) !== date.year) {
    throw new RangeError(`Individual number ${individual} does not belong to birth year ${date.year}`);
  }
  const first9 = `${pad2(date.day)}${pad2(date.month)}${pad2(yy)}${String(individual).padStart(3, '0')}`;
  const controls = fodselsnummerControlDigits(first9);
  return controls === null ? null : `${first9}${controls}`;
}

/** The birth date as 'YYYY-MM-DD', or null when the number is not valid. */
export function fodselsnummerBirthDate(id: string): string | null {
  if (!isValidFodselsnummer(id)) return null;
  const year = fodselsnummerBirthYear(Number(id.slice(4, 6)), Number(id.slice(6, 9)));
  return `${year}-${id.slice(2, 4)}-${id.slice(0, 2)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
