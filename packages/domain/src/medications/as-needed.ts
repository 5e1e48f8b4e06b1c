import { MAX_DOSAGE_AMOUNT, parseDecimal } from './shortcut';

/**
 * Seed 001 §5: the as-needed amount is typed as 'min' or 'min-max', with a comma or a dot as decimal separator. It
 * is invalid if not positive, if min is not below max, with more than two parts, or with a trailing dash.
 *
 * Ours, where the seed is silent: whitespace is ignored ('1 - 2'); an en dash works like a dash ('1–2'); the 0.5
 * step of the shortcut does not apply (0.25 ml is a real dose); an amount above MAX_DOSAGE_AMOUNT is invalid.
 */
export interface AsNeededAmount {
  min: number;
  /** null: a single amount ('2'). */
  max: number | null;
}

function positiveAmount(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= MAX_DOSAGE_AMOUNT ? value : null;
}

/** The amount a clinician typed, or null when it is invalid (an empty field included). */
export function parseAsNeededAmount(input: string): AsNeededAmount | null {
  const parts = input.replace(/\s+/g, '').split(/[-–]/);
  if (parts.length > 2) return null;
  const min = positiveAmount(parts[0]!);
  if (min === null) return null;
  if (parts.length === 1) return { min, max: null };
  const max = positiveAmount(parts[1]!);
  if (max === null || !(min < max)) return null;
  return { min, max };
}

/** A number as a clinician types it: no trailing zeros, the language's decimal separator ('1,5' in Swedish). */
export function formatDosageAmount(amount: number, decimalSeparator: '.' | ',' = '.'): string {
  return String(amount).replace('.', decimalSeparator);
}

/** The text field's value for a stored amount: 'min' or 'min-max' (editing a medication). */
export function formatAsNeededAmount(amount: AsNeededAmount, decimalSeparator: '.' | ',' = '.'): string {
  const min = formatDosageAmount(amount.min, decimalSeparator);
  return amount.max === null ? min : `${min}-${formatDosageAmount(amount.max, decimalSeparator)}`;
}
