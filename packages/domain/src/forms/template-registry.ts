import { PROFESSIONS } from '../clinicians/profession';
import { COUNTRIES } from '../markets/country';
import { ACTIVITY_TYPES } from '../meetings/meeting';
import {
  buildEvaluationTemplate,
  chooseEvaluationTemplate,
  EVALUATION_COUNTRIES,
  type EvaluationTemplateChoice,
} from './evaluation-templates';
import { INSURER_NOTE_TEMPLATE } from './insurer-note-template';
import { medicalRecordTemplate, PRESCRIPTION_RENEWAL_TEMPLATE } from './medical-record-templates';
import type { FormTemplate } from './template';

/**
 * Every template a stored entry or evaluation can name, by id: a saved form is read, validated and
 * rendered with the template it was written in (its `templateId`), not the one today's rules
 * would pick.
 */
export function allFormTemplates(): FormTemplate[] {
  const choices = new Map<string, EvaluationTemplateChoice>();
  for (const country of EVALUATION_COUNTRIES) {
    for (const profession of PROFESSIONS) {
      for (const activityType of ACTIVITY_TYPES) {
        for (const usesExternalEmr of [false, true]) {
          for (const legacyPatientHelped of [false, true]) {
            const input = { country, profession, activityType, usesExternalEmr, legacyPatientHelped };
            let choice: EvaluationTemplateChoice;
            try {
              choice = chooseEvaluationTemplate(input);
            } catch {
              continue; // a combination the decision table refuses has no template
            }
            choices.set(JSON.stringify(choice), choice);
          }
        }
      }
    }
  }
  return [
    ...COUNTRIES.map(medicalRecordTemplate),
    PRESCRIPTION_RENEWAL_TEMPLATE,
    INSURER_NOTE_TEMPLATE,
    ...[...choices.values()].map(buildEvaluationTemplate),
  ];
}

let byId: Map<string, FormTemplate> | undefined;

/** The template with this id, or null for an id no template has. */
export function findFormTemplate(id: string): FormTemplate | null {
  byId ??= new Map(allFormTemplates().map((t) => [t.id, t]));
  return byId.get(id) ?? null;
}

/** The template with this id; an id no template has is an error (stored data names a template we do not ship). */
export function formTemplateById(id: string): FormTemplate {
  const template = findFormTemplate(id);
  if (!template) throw new Error(`Unknown form template "${id}"`);
  return template;
}
