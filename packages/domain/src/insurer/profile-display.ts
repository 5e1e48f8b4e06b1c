import {
  INSURER_LIMITS,
  type InsurerLimitName,
  type InsurerLimits,
  type InsurerUnderwriting,
  MORATORIUM_UNDERWRITING_TYPES,
} from '../api/insurer';

/**
 * What the record pane's insurer panels show of the insurer's data (issue 20; seed 001 §2.3, §8, §9): pure display
 * rules, the words are the panels'. The claim tags are `claimTags` (record-pane/warnings), one rule for both claims.
 */

/** Seed 001 §8: an empty value shows 'No information' — null, blank text or an empty list. */
export function isEmptyInsurerValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The moratorium start date as the plan panel shows it. */
export type MoratoriumDisplay =
  | { kind: 'date'; date: string }
  /** A moratorium policy whose start the insurer left out. */
  | { kind: 'no-information' }
  | { kind: 'not-applicable' };

/**
 * Seed 001 §9: the moratorium start date only for underwriting MORI or MORIPLUS (case and blanks around it ignored);
 * any other underwriting, or none, is 'Not Applicable'.
 */
export function moratoriumDisplay(
  underwriting: Pick<InsurerUnderwriting, 'underWritingType' | 'underwritingStartDate'>,
): MoratoriumDisplay {
  const type = underwriting.underWritingType?.trim().toUpperCase() ?? '';
  if (!(MORATORIUM_UNDERWRITING_TYPES as readonly string[]).includes(type)) return { kind: 'not-applicable' };
  const date = underwriting.underwritingStartDate?.trim();
  return date ? { kind: 'date', date } : { kind: 'no-information' };
}

/** One limit's row: its name and amounts (0 when the insurer gives none). */
export type InsurerLimitRow = { name: InsurerLimitName; limitAmount: number; remainingLimitAmount: number };

/** Seed 002 §3: every limit in the seed's order, a missing limit or amount as 0. */
export function insurerLimitRows(
  limits:
    Partial<Record<InsurerLimitName, Partial<InsurerLimits[InsurerLimitName]> | null | undefined>> | null | undefined,
): InsurerLimitRow[] {
  return INSURER_LIMITS.map((name) => {
    const limit = limits?.[name];
    return {
      name,
      limitAmount: finiteOrZero(limit?.limitAmount),
      remainingLimitAmount: finiteOrZero(limit?.remainingLimitAmount),
    };
  });
}

function finiteOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Seed 001 §9: remaining appointments of -1 are not shown (null); any other number is. */
export function shownRemainingAppointments(remainedAppointments: number): number | null {
  return remainedAppointments === -1 ? null : remainedAppointments;
}
