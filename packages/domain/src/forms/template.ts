/**
 * Form templates as data (seed 002 §4 "Forms"): sections of nodes, each node with an optional
 * visibility condition on other fields and a required rule. Labels are i18n keys; the web app
 * translates them, the server never needs them.
 */

export type FieldValue = string | number | boolean | string[] | null;
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

/** A condition on other fields' values. */
export type Condition =
  | { field: string; equals: string | number | boolean }
  | { field: string; includes: string }
  | { field: string; filled: true }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

export type FieldKind =
  'text' | 'textarea' | 'single-choice' | 'multi-choice' | 'checkbox' | 'date' | 'number' | 'icd10';

export type FieldOption = { value: string; label: string };

export type FieldNode = {
  /** The form node name, as the seeds write it (`patient_helped`, `primary_diagnosis`, ...). */
  name: string;
  kind: FieldKind;
  /** i18n key. */
  label: string;
  /** For single- and multi-choice; single choice needs exactly one, multi choice at least one. */
  options?: readonly FieldOption[];
  /** Required only while visible (seed 002 §5). */
  required?: boolean;
  visibleWhen?: Condition;
  min?: number;
  max?: number;
};

export type FormSection = { name: string; title: string; nodes: readonly FieldNode[] };

export type FormTemplate = {
  /** Stable id stored with the values, e.g. `medical-record/SE/v1`, `evaluation/GB/DOCTOR/v1`. */
  id: string;
  kind: 'medical-record' | 'evaluation';
  sections: readonly FormSection[];
  /**
   * Required fields the missing-fields check leaves out (seed 000 §5: the renewal form's drug, prescription and
   * rejection fields, which the renewal's own flow answers).
   */
  uncheckedFields?: readonly string[];
};

/** A required field left empty, as the missing-fields dialog lists it. */
export type MissingField = { name: string; label: string; section: string };
