import { missingFields, type FieldNode, type FieldValue, type FormTemplate, type FormValues } from '@konsult/domain';

/** A plausible value for a field, as a clinician in a hurry would give it. */
function sample(node: FieldNode): FieldValue {
  switch (node.kind) {
    case 'text':
    case 'textarea':
      return `Written for ${node.name}`;
    case 'single-choice':
      return node.options![0]!.value;
    case 'multi-choice':
      return [node.options![0]!.value];
    case 'checkbox':
      return true;
    case 'number':
      return node.min ?? 0;
    case 'date':
      return '2026-11-21';
    case 'icd10':
      return 'J02.9 Acute sore throat';
  }
}

/** Fills required fields until none is missing (answers may reveal more required fields). */
export function fillRequired(template: FormTemplate, values: FormValues = {}): FormValues {
  const nodes = new Map(template.sections.flatMap((s) => s.nodes.map((n) => [n.name, n] as const)));
  let filled: Record<string, FieldValue | undefined> = { ...values };
  for (let round = 0; round < 20; round++) {
    const missing = missingFields(template, filled);
    if (missing.length === 0) return filled;
    for (const m of missing) filled = { ...filled, [m.name]: sample(nodes.get(m.name)!) };
  }
  throw new Error(`could not complete ${template.id}`);
}
