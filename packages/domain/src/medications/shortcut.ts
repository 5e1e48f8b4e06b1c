/**
 * Seed 001 §5, §9: the dosage shortcut a clinician types to fill the time rows of a daily or weekly dosage.
 * Whitespace is ignored; amounts take a comma or a dot as decimal separator and step by 0.5.
 * - `NxM`: amount N, M doses a day (1–6) at the default times for M;
 * - `a+b` up to `a+b+c+d`: 2–4 amounts at the plus form's times;
 * - `Ntn` ("till natten"): a night dose at 22:00.
 *
 * Ours, where the seed is silent: `×` and `X` work like `x`; `TN` like `tn`. In the plus form a 0 means "no dose
 * then" (Swedish prescriptions write 1+0+1 for morning and evening), so it leaves its row out; all zeros is
 * invalid. An amount above MAX_DOSAGE_AMOUNT (the wire's limit) is invalid.
 */

/** One row of a dosage as the wire writes it: 'HH:MM:SS' and a positive amount. */
export interface TimeAmount {
  time: string;
  amount: number;
}

export const DOSAGE_AMOUNT_STEP = 0.5;
/** The largest amount the wire accepts (DosageBody). */
export const MAX_DOSAGE_AMOUNT = 10_000;
export const MAX_DOSES_PER_DAY = 6;

/** Seed 001 §9: default hours by doses a day in the NxM form. */
export const TIMES_BY_DOSES_PER_DAY: Readonly<Record<number, readonly number[]>> = {
  1: [8],
  2: [8, 20],
  3: [6, 14, 22],
  4: [6, 12, 18, 22],
  5: [6, 10, 14, 18, 22],
  6: [2, 6, 10, 14, 18, 22],
};

/** Seed 001 §9: hours by number of amounts in the plus form. */
export const PLUS_FORM_TIMES: Readonly<Record<number, readonly number[]>> = {
  2: [8, 14],
  3: [8, 14, 20],
  4: [8, 12, 16, 20],
};

export const NIGHT_DOSE_HOUR = 22;

const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** A non-negative decimal typed with a comma or a dot ('1,5', '2.0', '3'), or null. No signs, no exponents. */
export function parseDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Whether an amount is on the 0.5 grid (0 included). */
export function isDosageAmountStep(amount: number): boolean {
  return Number.isInteger(amount / DOSAGE_AMOUNT_STEP);
}

/** A shortcut amount: positive (or zero where allowed), on the 0.5 grid, at most MAX_DOSAGE_AMOUNT. */
function parseShortcutAmount(text: string, allowZero: boolean): number | null {
  const value = parseDecimal(text);
  if (value === null || value > MAX_DOSAGE_AMOUNT || !isDosageAmountStep(value)) return null;
  if (value === 0 && !allowZero) return null;
  return value;
}

/** 'HH:00:00' for an hour 0–24. */
export function hourToDosageTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00:00`;
}

const rows = (hours: readonly number[], amounts: readonly number[]): TimeAmount[] =>
  hours.map((hour, i) => ({ time: hourToDosageTime(hour), amount: amounts[i]! })).filter((row) => row.amount > 0);

/**
 * The time rows a shortcut stands for, in time order, or null when the text is not a shortcut (the field is then
 * flagged invalid; an empty field is the caller's business).
 */
export function parseDosageShortcut(input: string): TimeAmount[] | null {
  const text = input.replace(/\s+/g, '').toLowerCase();

  const times = /^(\d+(?:[.,]\d+)?)[x×](\d+)$/.exec(text);
  if (times) {
    const amount = parseShortcutAmount(times[1]!, false);
    const doses = Number(times[2]);
    const hours = TIMES_BY_DOSES_PER_DAY[doses];
    if (amount === null || !hours) return null;
    return rows(
      hours,
      hours.map(() => amount),
    );
  }

  const night = /^(\d+(?:[.,]\d+)?)tn$/.exec(text);
  if (night) {
    const amount = parseShortcutAmount(night[1]!, false);
    return amount === null ? null : rows([NIGHT_DOSE_HOUR], [amount]);
  }

  if (text.includes('+')) {
    const parts = text.split('+');
    const hours = PLUS_FORM_TIMES[parts.length];
    if (!hours) return null;
    const amounts = parts.map((part) => parseShortcutAmount(part, true));
    if (amounts.some((a) => a === null)) return null;
    const result = rows(hours, amounts as number[]);
    return result.length > 0 ? result : null;
  }

  return null;
}
