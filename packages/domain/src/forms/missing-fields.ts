import { isVisible } from './conditions';
import type { FieldNode, FieldValue, FormSection, FormTemplate, FormValues, MissingField } from './template';

export type VisibleNode = { node: FieldNode; section: FormSection };

/**
 * The values of the fields that show, in template order; hidden fields' answers and keys the
 * template does not know are dropped, so they are neither validated nor sent (seed 002 §5).
 *
 * Visibility is transitive: a field is judged against the answers of the visible fields before it,
 * so a stale answer of a hidden field cannot keep its own dependants showing (patient_helped
 * switched to yes hides patient_not_helped_reason, and with it the not-suitable reason).
 * Conditions therefore refer to earlier fields only; `templateProblems` checks that.
 */
export function visibleValues(template: FormTemplate, values: FormValues): Record<string, FieldValue> {
  return walk(template, values).kept;
}

/** The nodes that show for these values, in template order (transitive, as `visibleValues`). */
export function visibleNodes(template: FormTemplate, values: FormValues): VisibleNode[] {
  return walk(template, values).shown;
}

function walk(template: FormTemplate, values: FormValues): { shown: VisibleNode[]; kept: Record<string, FieldValue> } {
  const shown: VisibleNode[] = [];
  const kept: Record<string, FieldValue> = {};
  for (const section of template.sections) {
    for (const node of section.nodes) {
      if (!isVisible(node, kept)) continue;
      shown.push({ node, section });
      const value = values[node.name];
      if (value !== undefined) kept[node.name] = value;
    }
  }
  return { shown, kept };
}

/**
 * Whether a field holds an answer its kind accepts. Empty is undefined, null, a blank string, an
 * empty array or an unticked checkbox; a single choice needs exactly one of its own option values
 * (anything else counts as missing), a multi choice at least one of them.
 */
export function isAnswered(node: FieldNode, value: FieldValue | undefined): boolean {
  const optionValues = (node.options ?? []).map((o) => o.value);
  switch (node.kind) {
    case 'checkbox':
      return value === true;
    case 'single-choice':
      return typeof value === 'string' && optionValues.includes(value);
    case 'multi-choice':
      return Array.isArray(value) && value.some((v) => optionValues.includes(v));
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
    case 'textarea':
    case 'date':
    case 'icd10':
      return typeof value === 'string' && value.trim() !== '';
  }
}

/**
 * The required fields left unanswered, in template order, as the missing-fields dialog lists them.
 * A required field counts only while it shows (seed 002 §5), and not when the template leaves it unchecked. `label` and `section` are i18n keys
 * (the field's label and its section's title).
 */
export function missingFields(template: FormTemplate, values: FormValues): MissingField[] {
  return visibleNodes(template, values)
    .filter(({ node }) => node.required === true && !isAnswered(node, values[node.name]))
    .filter(({ node }) => !template.uncheckedFields?.includes(node.name))
    .map(({ node, section }) => ({ name: node.name, label: node.label, section: section.title }));
}
