import type { PartnershipKind } from '../clinicians/profession';
import { type Country, isCountry } from '../markets/country';
import type { ActivityType } from '../meetings/meeting';
import { INSURER_NOTE_TEMPLATE } from './insurer-note-template';
import type { FieldKind, FieldNode, FormSection, FormTemplate } from './template';

/**
 * The consultation note per market. Every market writes the same core note; the differences are
 * what local practice expects in the record:
 * - SE adds `current_medication` (optional): Swedish notes record the medication the patient
 *   reports, beside the national medication list.
 * - GB adds `safety_netting` (required): UK notes document what the patient was told to watch
 *   for and when to seek help again.
 * - NO, FR and DE write the core note only.
 * A Swedish prescription renewal is written on its own form (PRESCRIPTION_RENEWAL_TEMPLATE).
 */

const label = (name: string) => `forms.medicalRecord.${name}`;
const field = (name: string, kind: FieldKind, required: boolean): FieldNode => ({
  name,
  kind,
  label: label(name),
  ...(required ? { required: true } : {}),
});
const section = (name: string, nodes: FieldNode[]): FormSection => ({
  name,
  title: label(`section.${name}`),
  nodes,
});

const EXTRAS: Record<Country, { afterHistory: FieldNode[]; afterPlan: FieldNode[] }> = {
  SE: { afterHistory: [field('current_medication', 'textarea', false)], afterPlan: [] },
  GB: { afterHistory: [], afterPlan: [field('safety_netting', 'textarea', true)] },
  NO: { afterHistory: [], afterPlan: [] },
  FR: { afterHistory: [], afterPlan: [] },
  DE: { afterHistory: [], afterPlan: [] },
};

function build(country: Country): FormTemplate {
  const extras = EXTRAS[country];
  return {
    id: `medical-record/${country}/v1`,
    kind: 'medical-record',
    sections: [
      section('consultation', [
        field('reason_for_contact', 'text', true),
        field('history', 'textarea', true),
        ...extras.afterHistory,
        field('findings', 'textarea', false),
        field('assessment', 'textarea', true),
      ]),
      section('diagnosis', [field('primary_diagnosis', 'icd10', true), field('secondary_diagnosis', 'icd10', false)]),
      section('plan', [field('plan', 'textarea', true), ...extras.afterPlan]),
    ],
  };
}

/** The consultation note template of a market; any market outside the five is an error. */
export function medicalRecordTemplate(country: Country): FormTemplate {
  if (!isCountry(country)) throw new Error(`Unsupported country "${String(country)}"`);
  return build(country);
}

/** Seed 000 §9: the renewal form has up to six questions, numbered 1 to 6. */
export const RENEWAL_QUESTION_COUNT = 6;
/** Which of the six questions must be answered: the effect, side effects, the assessment and the plan. */
const REQUIRED_QUESTIONS: ReadonlySet<number> = new Set([1, 2, 5, 6]);

/**
 * The Swedish prescription-renewal note (seed 000 §4, §5, §9): what is renewed (`drug_observable`), what was
 * prescribed (`prescription_of_drug`) and why a request was rejected (`reason_for_procedure_rejected_by_recipient`)
 * — required in the record, but answered by the renewal's own flow, so the missing-fields check leaves them out —
 * then six numbered questions and the diagnosis.
 */
export const PRESCRIPTION_RENEWAL_TEMPLATE: FormTemplate = {
  id: 'medical-record/SE/prescription-renewal/v1',
  kind: 'medical-record',
  uncheckedFields: ['drug_observable', 'prescription_of_drug', 'reason_for_procedure_rejected_by_recipient'],
  sections: [
    section('renewal', [
      field('drug_observable', 'textarea', true),
      field('prescription_of_drug', 'textarea', true),
      field('reason_for_procedure_rejected_by_recipient', 'textarea', true),
    ]),
    section(
      'renewal_questions',
      Array.from({ length: RENEWAL_QUESTION_COUNT }, (_, i) =>
        field(`renewal_question_${i + 1}`, 'textarea', REQUIRED_QUESTIONS.has(i + 1)),
      ),
    ),
    section('diagnosis', [field('primary_diagnosis', 'icd10', true), field('secondary_diagnosis', 'icd10', false)]),
  ],
};

/**
 * The note of a meeting: the renewal form for a Swedish renewal, the insurer's clinician form for a British GP of the
 * insurer partnership (seed 002 §6), else the market's consultation note.
 */
export function noteTemplateFor(
  country: Country,
  activityType: ActivityType,
  partnershipKind: PartnershipKind | null = null,
): FormTemplate {
  if (country === 'SE' && activityType === 'PRESCRIPTION_RENEWAL') return PRESCRIPTION_RENEWAL_TEMPLATE;
  if (country === 'GB' && partnershipKind === 'INSURER') return INSURER_NOTE_TEMPLATE;
  return medicalRecordTemplate(country);
}
