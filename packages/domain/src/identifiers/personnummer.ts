import { isCalendarDate, parseIsoDate } from './calendar-date';

/**
 * Swedish personal identity number (personnummer) in its 12-digit form YYYYMMDDNNNC: birth date,
 * a 3-digit serial and a Luhn check digit computed over the last 10 digits (YYMMDDNNN).
 * Seed 001 §9 shows it as 8 digits, a dash, the rest. Coordination numbers (day + 60) are not accepted.
 */

const TWELVE_DIGITS = /^(\d{8})-?(\d{4})$/;

/** The Luhn check digit over the 9 digits YYMMDDNNN (weights 2,1,2,... from the left). */
export function personnummerCheckDigit(first9of10: string): number {
  if (!/^\d{9}$/.test(first9of10)) throw new RangeError('personnummerCheckDigit needs exactly 9 digits');
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(first9of10[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Accepts the 12-digit form, with or without the dash after the date. */
export function isValidPersonnummer(s: string): boolean {
  const match = TWELVE_DIGITS.exec(s);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  // Only people born 1900–2099 carry a 12-digit number in any register we see; pinning the century
  // also makes a mistyped century digit fail, which the Luhn check alone (last 10 digits) would not.
  const century = digits.slice(0, 2);
  if (century !== '19' && century !== '20') return false;
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  if (!isCalendarDate(year, month, day)) return false;
  return personnummerCheckDigit(digits.slice(2, 11)) === Number(digits[11]);
}

/** Builds the 12-digit number for a birth date ('YYYY-MM-DD', 1900–2099) and a serial (0–999). */
export function makePersonnummer(input: { date: string; serial: number | string }): string {
  const date = parseIsoDate(input.date);
  if (!date || date.year < 1900 || date.year > 2099)
    throw new RangeError(`Not a personnummer birth date: ${input.date}`);
  const serial = String(input.serial).padStart(3, '0');
  if (!/^\d{3}$/.test(serial)) throw new RangeError(`Not a 3-digit serial: ${input.serial}`);
  const first11 = `${input.date.replaceAll('-', '')}${serial}`;
  return `${first11}${personnummerCheckDigit(first11.slice(2))}`;
}

/** 'YYYYMMDD-NNNC'; anything that is not a 12-digit number is returned unchanged. */
export function formatPersonnummer(id: string): string {
  const match = TWELVE_DIGITS.exec(id);
  return match ? `${match[1]}-${match[2]}` : id;
}

/** The birth date as 'YYYY-MM-DD', or null when the number is not valid. */
export function personnummerBirthDate(id: string): string | null {
  if (!isValidPersonnummer(id)) return null;
  const digits = id.replace('-', '');
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}
