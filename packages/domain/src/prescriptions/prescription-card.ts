import type { PrescriptionCardBody } from '../api/prescriptions';
import { dosageFromBody } from '../medications/dosage-form';
import { dosageProblems } from '../medications/dosage-problems';

/**
 * What keeps a prescription card from being signed beyond its shape (issue 17): the dosage's own rules, the first
 * dispensing's last day (not in the past, at most a year ahead: a Swedish prescription is valid one year), and the
 * interval between dispensings (both its number and unit, and only when there is more than one dispensing). The
 * form shows these before signing; the server answers the same as a 400 with issues.
 */
export const CARD_PROBLEM_CODES = [
  'validity_end_in_past',
  'validity_end_too_far',
  'interval_incomplete',
  'interval_without_repeats',
  'invalid_day',
] as const;
export type CardProblemCode = (typeof CARD_PROBLEM_CODES)[number];

export type CardProblem = { path: string; code: CardProblemCode | string; message: string };

type CardRules = Pick<
  PrescriptionCardBody,
  'dosage' | 'firstDispenseValidityEnd' | 'numberOfDispenses' | 'dispenseIntervalQuantity' | 'dispenseIntervalUnit'
>;

/** `today` is the prescriber's day in Sweden, 'YYYY-MM-DD'. */
export function prescriptionCardProblems(card: CardRules, today: string): CardProblem[] {
  const problems: CardProblem[] = dosageProblems(dosageFromBody(card.dosage)).map((p) => ({
    path: `dosage.${p.path}`,
    code: p.code,
    message: p.message,
  }));
  const end = card.firstDispenseValidityEnd;
  if (!isRealDay(end)) {
    problems.push({ path: 'firstDispenseValidityEnd', code: 'invalid_day', message: 'Not a calendar day.' });
  } else if (end < today) {
    problems.push({
      path: 'firstDispenseValidityEnd',
      code: 'validity_end_in_past',
      message: 'The first dispensing cannot end in the past.',
    });
  } else if (end > latestValidityEnd(today)) {
    problems.push({
      path: 'firstDispenseValidityEnd',
      code: 'validity_end_too_far',
      message: 'A prescription is valid at most one year.',
    });
  }
  const hasQuantity = card.dispenseIntervalQuantity !== null;
  const hasUnit = card.dispenseIntervalUnit !== null;
  if (hasQuantity !== hasUnit) {
    problems.push({
      path: hasQuantity ? 'dispenseIntervalUnit' : 'dispenseIntervalQuantity',
      code: 'interval_incomplete',
      message: 'An interval between dispensings needs both a number and a unit.',
    });
  } else if (hasQuantity && card.numberOfDispenses < 2) {
    problems.push({
      path: 'dispenseIntervalQuantity',
      code: 'interval_without_repeats',
      message: 'An interval between dispensings needs more than one dispensing.',
    });
  }
  return problems;
}

/** The last day a prescription written on `today` may be first dispensed: one year on. */
export function latestValidityEnd(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February a year on is 28 February (Date.UTC would roll it over to 1 March).
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return isoDay(year + 1, month, Math.min(day, lastOfMonth));
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isRealDay(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
