/**
 * German health-insurance number (Krankenversichertennummer, the unchangeable part): a capital
 * letter, 8 digits and a check digit. For the check, the letter becomes its 2-digit alphabet
 * position (A = 01 … Z = 26); the 10 digits are weighted 1, 2, 1, 2, …, each product's digits are
 * summed, and the check digit is that total mod 10.
 */

const KVNR = /^([A-Z])(\d{8})(\d)$/;

/** The check digit for a letter and 8 digits, or null when the input is malformed. */
export function kvnrCheckDigit(first9: string): number | null {
  const match = /^([A-Z])(\d{8})$/.exec(first9);
  if (!match?.[1] || !match[2]) return null;
  const letter = String(match[1].charCodeAt(0) - 64).padStart(2, '0');
  const digits = `${letter}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10;
}

export function isValidKvnr(s: string): boolean {
  const match = KVNR.exec(s);
  if (!match?.[1] || !match[2] || !match[3]) return false;
  return kvnrCheckDigit(`${match[1]}${match[2]}`) === Number(match[3]);
}

/** The 10-character number for a letter and 8 digits, or null when the input is malformed. */
export function makeKvnr(first9: string): string | null {
  const check = kvnrCheckDigit(first9);
  return check === null ? null : `${first9}${check}`;
}
