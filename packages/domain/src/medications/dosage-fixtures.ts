import type { Dosage } from '../api/medication-list';

/**
 * Test-only: a daily dosage with nothing filled in (no times, no text, no as-needed amounts), from epoch 0 until
 * further notice, with `patch` on top. The dosage tests start from it. Not re-exported from the package.
 */
export const blankDosage = (patch: Partial<Dosage> = {}): Dosage => ({
  type: 'DAILY',
  timeAmounts: [],
  weeklyRepeats: [],
  customDosageText: null,
  asNeededAmountIntervalMin: null,
  asNeededAmountIntervalMax: null,
  asNeededMaxAmount: null,
  additionalInstructions: null,
  dosageDateStart: 0,
  dosageDateEnd: null,
  ...patch,
});
