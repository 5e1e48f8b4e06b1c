import type { FormTemplate } from '@konsult/domain';
import type { LooseT } from '../../i18n/loose-t';

/** A field's translated label and section title, for a field named by the server (409 missing_fields). */
export function describeField(
  template: FormTemplate | null,
  name: string,
  tr: LooseT,
): { section: string; label: string } | null {
  for (const section of template?.sections ?? []) {
    const node = section.nodes.find((candidate) => candidate.name === name);
    if (node) return { section: tr(section.title), label: tr(node.label) };
  }
  return null;
}
