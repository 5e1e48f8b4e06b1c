import { SICK_LEAVE_DEGREES, type SickLeavePeriodBody, type SickNoteBody } from '../api/sick-notes';

/**
 * The rules of a Swedish sick-leave certificate (FK 7804), checked the same way by the form and the server (422):
 * the texts Försäkringskassan needs, a valid ICD-10 code, the contact it is based on, and the periods — at least
 * one, each a degree FK pays (25, 50, 75 or 100 %), from before to, none overlapping another, and not starting
 * further back than a week before the contact (sick leave further back needs a statement this form does not take).
 * `today` is the Swedish calendar day ('YYYY-MM-DD').
 */

export type SickNoteProblemCode =
  | 'required'
  | 'invalid_code'
  | 'invalid_degree'
  | 'invalid_date'
  | 'in_future'
  | 'too_old'
  | 'ends_before_start'
  | 'too_early'
  | 'too_long'
  | 'overlap';

/** One broken rule at one field, e.g. `periods.1.from` overlap with period 0 (`otherPeriod`, zero-based). */
export type SickNoteProblem = { path: string; code: SickNoteProblemCode; otherPeriod?: number };

/** The contact may be at most this many days back (the certificate is written soon after it). */
export const MAX_BASIS_AGE_DAYS = 30;
/** A period may start at most this many days before the contact the certificate is based on. */
export const MAX_DAYS_BEFORE_CONTACT = 7;
/** One period at most this long; a longer sick leave is certified again. */
export const MAX_PERIOD_DAYS = 365;

const ICD10 = /^[A-TV-Z]\d{2}(\.?\d{1,2}[A-Z]?)?$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' that is a real calendar day, else null. */
export function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms / 86_400_000;
}

/** The number of calendar days a period covers, both ends included (0 when a date is not a day). */
export function periodDays(period: Pick<SickLeavePeriodBody, 'from' | 'to'>): number {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  return from === null || to === null || to < from ? 0 : to - from + 1;
}

function periodProblems(periods: readonly SickLeavePeriodBody[], earliestStart: number | null): SickNoteProblem[] {
  if (periods.length === 0) return [{ path: 'periods', code: 'required' }];
  const problems: SickNoteProblem[] = [];
  const valid: { index: number; from: number; to: number }[] = [];
  periods.forEach((period, index) => {
    const at = `periods.${index}`;
    if (!(SICK_LEAVE_DEGREES as readonly number[]).includes(period.degree)) {
      problems.push({ path: `${at}.degree`, code: 'invalid_degree' });
    }
    const from = dayNumber(period.from);
    const to = dayNumber(period.to);
    if (from === null) problems.push({ path: `${at}.from`, code: 'invalid_date' });
    if (to === null) problems.push({ path: `${at}.to`, code: 'invalid_date' });
    if (from === null || to === null) return;
    if (to < from) {
      problems.push({ path: `${at}.to`, code: 'ends_before_start' });
      return;
    }
    if (to - from + 1 > MAX_PERIOD_DAYS) problems.push({ path: `${at}.to`, code: 'too_long' });
    if (earliestStart !== null && from < earliestStart) problems.push({ path: `${at}.from`, code: 'too_early' });
    valid.push({ index, from, to });
  });
  // Each overlap is reported once, at the later period (by its place in the form), naming the earlier one.
  for (const b of valid) {
    const a = valid.find((other) => other.index < b.index && other.from <= b.to && b.from <= other.to);
    if (a) problems.push({ path: `periods.${b.index}.from`, code: 'overlap', otherPeriod: a.index });
  }
  return problems;
}

export function sickNoteProblems(body: SickNoteBody, today: string): SickNoteProblem[] {
  const problems: SickNoteProblem[] = [];
  const required = (path: string, value: string) => {
    if (value.trim() === '') problems.push({ path, code: 'required' });
  };
  const code = body.diagnosis_code.trim().toUpperCase();
  if (code === '') problems.push({ path: 'diagnosis_code', code: 'required' });
  else if (!ICD10.test(code)) problems.push({ path: 'diagnosis_code', code: 'invalid_code' });
  required('diagnosis_text', body.diagnosis_text);
  required('function_impairment', body.function_impairment);
  required('activity_limitation', body.activity_limitation);
  required('occupation', body.occupation);
  if (body.measures.includes('other')) required('measures_text', body.measures_text);

  const now = dayNumber(today);
  const contact = dayNumber(body.basis_date);
  if (contact === null) problems.push({ path: 'basis_date', code: 'invalid_date' });
  else if (now !== null && contact > now) problems.push({ path: 'basis_date', code: 'in_future' });
  else if (now !== null && now - contact > MAX_BASIS_AGE_DAYS) problems.push({ path: 'basis_date', code: 'too_old' });
  const earliestStart = contact ?? now;
  problems.push(
    ...periodProblems(body.periods, earliestStart === null ? null : earliestStart - MAX_DAYS_BEFORE_CONTACT),
  );
  return problems;
}

/** The periods in date order, as the certificate and its PDF list them. */
export function periodsInOrder<P extends Pick<SickLeavePeriodBody, 'from'>>(periods: readonly P[]): P[] {
  return [...periods].sort((a, b) => a.from.localeCompare(b.from));
}
