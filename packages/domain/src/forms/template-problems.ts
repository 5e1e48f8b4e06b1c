import { conditionFields } from './conditions';
import type { FormTemplate } from './template';

/**
 * What is wrong with a template's shape, as sentences (empty when it is sound): duplicate field
 * names, choice fields without options or with duplicate option values, and conditions that read
 * a field that is not earlier in the template. Visibility is evaluated in template order
 * (`visibleValues`), so a condition on a later or unknown field would never see its answer.
 */
export function templateProblems(template: FormTemplate): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const section of template.sections) {
    for (const node of section.nodes) {
      if (seen.has(node.name)) problems.push(`${node.name}: duplicate field name`);
      for (const field of node.visibleWhen ? conditionFields(node.visibleWhen) : []) {
        if (!seen.has(field)) problems.push(`${node.name}: condition reads "${field}", which is not an earlier field`);
      }
      seen.add(node.name);
      if (node.kind === 'single-choice' || node.kind === 'multi-choice') {
        const values = (node.options ?? []).map((o) => o.value);
        if (values.length === 0) problems.push(`${node.name}: a choice field without options`);
        if (new Set(values).size !== values.length) problems.push(`${node.name}: duplicate option values`);
      }
    }
  }
  return problems;
}
