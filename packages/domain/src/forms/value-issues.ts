import type { FieldNode, FieldValue, FormTemplate, FormValues } from './template';

export type ValueIssue = { path: string; code: 'unknown_field' | 'invalid_type' | 'invalid_option'; message: string };

/**
 * What is wrong with submitted values as such, before any question of completeness: a field the
 * template does not have, a value of the wrong type, an option the field does not offer. Empty
 * values (null) are always acceptable here; `missingFields` judges completeness.
 */
export function valueIssues(template: FormTemplate, values: FormValues): ValueIssue[] {
  const nodes = new Map<string, FieldNode>();
  for (const section of template.sections) for (const node of section.nodes) nodes.set(node.name, node);
  const issues: ValueIssue[] = [];
  for (const [name, value] of Object.entries(values)) {
    const node = nodes.get(name);
    if (!node) issues.push({ path: name, code: 'unknown_field', message: `The form has no field "${name}".` });
    else if (value !== null && value !== undefined) issues.push(...nodeIssues(node, value));
  }
  return issues;
}

function nodeIssues(node: FieldNode, value: FieldValue): ValueIssue[] {
  const wrongType = (expected: string): ValueIssue[] => [
    { path: node.name, code: 'invalid_type', message: `Expected ${expected}.` },
  ];
  const offered = new Set((node.options ?? []).map((o) => o.value));
  switch (node.kind) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'icd10':
      return typeof value === 'string' ? [] : wrongType('text');
    case 'checkbox':
      return typeof value === 'boolean' ? [] : wrongType('true or false');
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType('a number');
      if ((node.min !== undefined && value < node.min) || (node.max !== undefined && value > node.max)) {
        return [
          { path: node.name, code: 'invalid_type', message: `Expected a number from ${node.min} to ${node.max}.` },
        ];
      }
      return [];
    case 'single-choice':
      if (typeof value !== 'string') return wrongType('one option');
      return value === '' || offered.has(value) ? [] : [invalidOption(node, value)];
    case 'multi-choice':
      if (!Array.isArray(value)) return wrongType('a list of options');
      return value.filter((v) => !offered.has(v)).map((v) => invalidOption(node, v));
  }
}

function invalidOption(node: FieldNode, value: string): ValueIssue {
  return { path: node.name, code: 'invalid_option', message: `"${value}" is not an option of ${node.name}.` };
}
