/**
 * NHS number (England, Wales, Isle of Man): 10 digits, the last a modulus-11 check digit over the
 * first 9 with weights 10..2. A remainder that would give check digit 10 means no valid number
 * exists for those 9 digits. Shown in 3-3-4 groups: "943 476 5919".
 */

const TEN_DIGITS = /^(\d{3}) ?(\d{3}) ?(\d{4})$/;

/** The check digit for 9 digits, or null when it would be 10 (that prefix is never issued). */
export function nhsNumberCheckDigit(first9: string): number | null {
  if (!/^\d{9}$/.test(first9)) throw new RangeError('nhsNumberCheckDigit needs exactly 9 digits');
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** Accepts 10 digits, optionally grouped with single spaces as 3-3-4. */
export function isValidNhsNumber(s: string): boolean {
  const match = TEN_DIGITS.exec(s);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}${match[3]}`;
  const check = nhsNumberCheckDigit(digits.slice(0, 9));
  return check !== null && check === Number(digits[9]);
}

/** The 10-digit number for 9 digits, or null when the check digit would be 10. */
export function makeNhsNumber(first9: string): string | null {
  const check = nhsNumberCheckDigit(first9);
  return check === null ? null : `${first9}${check}`;
}

/** "999 999 9999"; anything that is not 10 digits is returned unchanged. */
export function formatNhsNumber(id: string): string {
  const match = TEN_DIGITS.exec(id);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : id;
}
