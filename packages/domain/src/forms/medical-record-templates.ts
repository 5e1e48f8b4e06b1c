import { type Country, isCountry } from '../markets/country';
import type { FieldKind, FieldNode, FormSection, FormTemplate } from './template';

/**
 * The consultation note per market. Every market writes the same core note; the differences are
 * what local practice expects in the record:
 * - SE adds `current_medication` (optional): Swedish notes record the medication the patient
 *   reports, beside the national medication list.
 * - GB adds `safety_netting` (required): UK notes document what the patient was told to watch
 *   for and when to seek help again.
 * - NO, FR and DE write the core note only.
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
