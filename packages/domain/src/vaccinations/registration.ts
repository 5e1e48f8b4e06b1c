import type { BodySite, DoseQuantity, ImmunizationSeries, Program, Vaccine } from '../api/vaccination';
import { EARLIEST_OCCURRED_AT, LOT_NUMBER_MAX_LENGTH, LOT_NUMBER_MIN_LENGTH } from './limits';
import { completedDoseNumbers, seriesMaxDoses } from './series';

/**
 * Seed 001 §5: a vaccination registration needs a vaccine, a valid date, a lot number of 3 to 128 characters, a
 * body site, a programme, and a dose number not above the programme's series doses (20 when open-ended) and not
 * already completed in the series. One function for the add modal and the server, so they cannot disagree.
 *
 * Ours, where the seed is silent:
 * - "A valid date" is a real instant from 1900 on and not in the future (a vaccination is registered once given).
 *   The add modal sends the Stockholm midnight that begins the chosen day, so today is always allowed.
 * - The lot number is trimmed before it is measured and stored.
 * - The dose quantity must be one the vaccine comes in (the add modal offers only those).
 * - A vaccine must belong to the programme (the catalogue says which vaccines each programme uses).
 */

export type RegistrationDraft = {
  vaccineId: string | null;
  /** Epoch ms; null when the typed date is not a date. */
  occurredAt: number | null;
  lotNumber: string;
  bodySiteId: string | null;
  programId: string | null;
  doseNumber: number | null;
  doseQuantity: DoseQuantity | null;
};

export type RegistrationContext = {
  /** The vaccines the programme may be given with. */
  vaccines: readonly Vaccine[];
  /** The programmes the vaccine may be given in (a continued series: its own programme only). */
  programs: readonly Program[];
  bodySites: readonly BodySite[];
  /** The series the dose joins; null for a new series. */
  series: Pick<ImmunizationSeries, 'immunizations'> | null;
};

export const REGISTRATION_FIELDS = [
  'vaccineId',
  'occurredAt',
  'lotNumber',
  'bodySiteId',
  'programId',
  'doseNumber',
  'doseQuantity',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RegistrationIssueCode =
  | 'required'
  | 'unknown'
  | 'date_invalid'
  | 'date_in_future'
  | 'lot_number_too_short'
  | 'lot_number_too_long'
  | 'dose_number_out_of_range'
  | 'dose_number_above_series'
  | 'dose_number_completed';

export type RegistrationIssue = { field: RegistrationField; code: RegistrationIssueCode };

/** The lot number as it is checked and stored. */
export function normaliseLotNumber(lotNumber: string): string {
  return lotNumber.trim();
}

/** Seed 001 §5 and §9: longer than 2 and at most 128 characters (after trimming). */
export function lotNumberIssue(lotNumber: string): RegistrationIssueCode | null {
  const length = [...normaliseLotNumber(lotNumber)].length;
  if (length < LOT_NUMBER_MIN_LENGTH) return 'lot_number_too_short';
  if (length > LOT_NUMBER_MAX_LENGTH) return 'lot_number_too_long';
  return null;
}

export function occurredAtIssue(occurredAt: number | null, now: number): RegistrationIssueCode | null {
  if (occurredAt === null || !Number.isSafeInteger(occurredAt) || occurredAt < EARLIEST_OCCURRED_AT)
    return 'date_invalid';
  return occurredAt > now ? 'date_in_future' : null;
}

function doseNumberIssue(
  doseNumber: number | null,
  program: Program | undefined,
  series: RegistrationContext['series'],
): RegistrationIssueCode | null {
  if (doseNumber === null) return 'required';
  if (!Number.isSafeInteger(doseNumber) || doseNumber < 1) return 'dose_number_out_of_range';
  // Without a known programme the dose number cannot be judged; the programme's own issue says why.
  if (!program) return null;
  if (doseNumber > seriesMaxDoses(program)) return 'dose_number_above_series';
  return completedDoseNumbers(series).has(doseNumber) ? 'dose_number_completed' : null;
}

function sameQuantity(a: DoseQuantity, b: DoseQuantity): boolean {
  return a.value === b.value && a.unit === b.unit;
}

/** Every rule the registration breaks, in the form's order; empty when it may be saved. */
export function registrationIssues(
  draft: RegistrationDraft,
  context: RegistrationContext,
  now: number,
): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const add = (field: RegistrationField, code: RegistrationIssueCode | null) => {
    if (code) issues.push({ field, code });
  };

  const vaccine = draft.vaccineId === null ? undefined : context.vaccines.find((v) => v.id === draft.vaccineId);
  add('vaccineId', draft.vaccineId === null ? 'required' : vaccine ? null : 'unknown');
  add('occurredAt', occurredAtIssue(draft.occurredAt, now));
  if (draft.doseQuantity === null) add('doseQuantity', 'required');
  else if (vaccine && !vaccine.doseQuantities.some((q) => sameQuantity(q, draft.doseQuantity!)))
    add('doseQuantity', 'unknown');
  add('lotNumber', lotNumberIssue(draft.lotNumber));
  add(
    'bodySiteId',
    draft.bodySiteId === null
      ? 'required'
      : context.bodySites.some((s) => s.id === draft.bodySiteId)
        ? null
        : 'unknown',
  );
  const program = draft.programId === null ? undefined : context.programs.find((p) => p.id === draft.programId);
  add('programId', draft.programId === null ? 'required' : program ? null : 'unknown');
  add('doseNumber', doseNumberIssue(draft.doseNumber, program, context.series));
  return issues;
}

/** Seed 001 §4/§5: removing a vaccination needs a reason that is not only spaces. */
export function removalReasonIssue(note: string): 'required' | null {
  return note.trim() === '' ? 'required' : null;
}
