import { isValidInsurerEmail } from './text';

/**
 * The insurer flow's required-missing markers (seed 002 §5; seed 000 §5 end blockers). Each is a required checkbox
 * item for the form; `key` is what the web looks up in its catalogues.
 */
export const INSURER_MISSING_MARKERS = [
  'accident-cause-missing',
  'body-area-missing',
  'calculated-outcomes-missing',
  'invalid-account-holder-email',
  'invalid-icd10-selection',
] as const;
export type InsurerMissingMarker = (typeof INSURER_MISSING_MARKERS)[number];

/**
 * The error keys a finish of an insurer consultation is refused with (seed 002 §4 "Finishing a meeting"): the void
 * alert after a traumatic injury (409; the next finish proceeds), the report not built (422), the insurer unreachable
 * (503). The meeting stays open with each.
 */
export const INSURER_FINISH_ERRORS = {
  traumaticInjury: 'insurer_traumatic_injury',
  reportFailed: 'insurer_report_failed',
  unavailable: 'insurer_unavailable',
} as const;

/** The default question title for a required discharge-summary field without a label of its own (an i18n key). */
export const DEFAULT_DISCHARGE_SUMMARY_QUESTION_TITLE = 'insurer.dischargeSummary.defaultQuestionTitle';

export type InsurerMissingItem =
  { kind: 'checkbox'; key: InsurerMissingMarker } | { kind: 'textarea'; name: string; label: string };

export type InsurerEndFacts = {
  accidentCause: string | null | undefined;
  bodyArea: string | null | undefined;
  /** Whether every outcome is calculated (`allCalculated`). */
  outcomesCalculated: boolean;
  accountHolderEmail: string | null | undefined;
  /** Whether the ICD-10 selection is valid (known codes, within the limit); the caller decides against its list. */
  icd10SelectionValid: boolean;
  /** requiredDischargeSummaryFields: the field names that must be filled. */
  requiredDischargeSummaryFields: ReadonlySet<string> | readonly string[];
  /** The form's values, by field name. */
  values: Readonly<Record<string, unknown>>;
  /** Field labels, by field name (absent: the default question title). */
  labels?: Readonly<Record<string, string | undefined>>;
};

const blank = (value: string | null | undefined): boolean =>
  value === null || value === undefined || value.trim() === '';

/** The markers and required text-area errors that block ending an insurer consultation, in the seed's order. */
export function insurerMissingItems(facts: InsurerEndFacts): InsurerMissingItem[] {
  const items: InsurerMissingItem[] = [];
  const mark = (key: InsurerMissingMarker) => items.push({ kind: 'checkbox', key });
  if (blank(facts.accidentCause)) mark('accident-cause-missing');
  if (blank(facts.bodyArea)) mark('body-area-missing');
  if (!facts.outcomesCalculated) mark('calculated-outcomes-missing');
  if (!isValidInsurerEmail(facts.accountHolderEmail ?? '')) mark('invalid-account-holder-email');
  if (!facts.icd10SelectionValid) mark('invalid-icd10-selection');
  for (const name of facts.requiredDischargeSummaryFields) {
    const value = facts.values[name];
    if (typeof value === 'string' && value.trim() !== '') continue;
    const label = facts.labels?.[name]?.trim();
    items.push({ kind: 'textarea', name, label: label ? label : DEFAULT_DISCHARGE_SUMMARY_QUESTION_TITLE });
  }
  return items;
}
