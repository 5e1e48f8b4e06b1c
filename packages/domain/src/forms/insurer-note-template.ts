import type { FieldKind, FieldNode, FieldOption, FormTemplate } from './template';

/**
 * The insurer partnership's (Vitality's) clinician form (issue 20; seed 002 §4, §5, §6): the note a GP of the insurer
 * partnership writes instead of the UK consultation note. Its sections are the four that carry an outcome selection
 * (INSURER_FORM_SECTIONS) around the diagnosis; its field names are the report's (INSURER_FORM_KEYS, plus
 * `bodyArea`, `accidentCause` and `traumaticInjury`), so the form's values are the report's medicalRecordFormValueMap
 * as they stand.
 *
 * Decided where the seed is silent:
 * - The three discharge-summary text areas (history of presenting complaint, examination findings, management plan)
 *   are required; the template's required rule is the seed's "empty or whitespace-only" rule.
 * - Body area and accident cause are choices with a "none" answer, so an answered form always says something; the
 *   end check's markers (accident cause missing, body area missing) fire while they are unanswered.
 * - "The injury answer says traumatic injury" is its own question, shown when the patient had an accident or injury.
 * - Yes/no questions store 'Yes' / 'No' (the report's yes/no reading); drug-related adds 'DontKnow'.
 */

export const INSURER_NOTE_TEMPLATE_ID = 'medical-record/GB/vitality/v1';

const label = (name: string) => `forms.insurerNote.${name}`;
const field = (name: string, kind: FieldKind, extra: Partial<FieldNode> = {}): FieldNode => ({
  name,
  kind,
  label: label(name),
  ...extra,
});
const choice = (field: string, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: label(`options.${field}.${value}`) }));
const YES_NO: FieldOption[] = [
  { value: 'Yes', label: 'forms.options.yes' },
  { value: 'No', label: 'forms.options.no' },
];

/** Where on the body (the report's sideOfBody), with "none" for a consultation about no part in particular. */
export const INSURER_BODY_AREAS = [
  'head-neck',
  'shoulder',
  'arm-hand',
  'chest',
  'abdomen',
  'back',
  'hip',
  'leg-knee',
  'foot-ankle',
  'skin',
  'whole-body',
  'none',
] as const;

/** What caused the problem (the report's accidentCause); "none" when no accident or injury is involved. */
export const INSURER_ACCIDENT_CAUSES = ['none', 'sport', 'work', 'road-traffic', 'fall', 'assault', 'other'] as const;

/** The answer of `traumaticInjury` that voids the outcome summary at finishing (seed 002 §4 step 2). */
export const TRAUMATIC_INJURY_ANSWER = 'Yes';

export const INSURER_NOTE_TEMPLATE: FormTemplate = {
  id: INSURER_NOTE_TEMPLATE_ID,
  kind: 'medical-record',
  sections: [
    {
      name: 'INFO_FOR_VITALITY',
      title: label('section.INFO_FOR_VITALITY'),
      nodes: [field('infoForVitality', 'textarea')],
    },
    {
      name: 'HISTORY_OF_PRESENTING_COMPLAINT',
      title: label('section.HISTORY_OF_PRESENTING_COMPLAINT'),
      nodes: [
        field('consultationSummary', 'textarea', { required: true }),
        field('firstSymptomDate', 'date'),
        field('patientHeldAccidentOrInjury', 'single-choice', { options: YES_NO }),
        field('traumaticInjury', 'single-choice', {
          options: YES_NO,
          visibleWhen: { field: 'patientHeldAccidentOrInjury', equals: 'Yes' },
        }),
        field('accidentCause', 'single-choice', { options: choice('accidentCause', INSURER_ACCIDENT_CAUSES) }),
        field('bodyArea', 'single-choice', { options: choice('bodyArea', INSURER_BODY_AREAS) }),
        field('isDrugMedicalUseRelated', 'single-choice', {
          options: [...YES_NO, { value: 'DontKnow', label: label('options.isDrugMedicalUseRelated.DontKnow') }],
        }),
        field('PregnancyRelated', 'single-choice', {
          options: [...YES_NO, { value: 'NotApplicable', label: 'forms.options.not-applicable' }],
        }),
      ],
    },
    {
      name: 'EXAMINATION_FINDINGS',
      title: label('section.EXAMINATION_FINDINGS'),
      nodes: [field('examinationFindings', 'textarea', { required: true })],
    },
    {
      name: 'diagnosis',
      title: 'forms.medicalRecord.section.diagnosis',
      nodes: [
        { name: 'primary_diagnosis', kind: 'icd10', label: 'forms.medicalRecord.primary_diagnosis', required: true },
        { name: 'secondary_diagnosis', kind: 'icd10', label: 'forms.medicalRecord.secondary_diagnosis' },
      ],
    },
    {
      name: 'MANAGEMENT_PLAN',
      title: label('section.MANAGEMENT_PLAN'),
      nodes: [
        field('managementPlan', 'textarea', { required: true }),
        field('reassess', 'textarea'),
        field('referBackToNHS', 'single-choice', { options: YES_NO }),
        field('outcomesSummaryToMainAccount', 'single-choice', { options: YES_NO }),
        field('confirmFormSubmission', 'checkbox', { required: true }),
      ],
    },
  ],
};

/** The diagnosis fields of the insurer form, in the order the report lists them (up to three are sent). */
export const INSURER_DIAGNOSIS_FIELDS = ['primary_diagnosis', 'secondary_diagnosis'] as const;
