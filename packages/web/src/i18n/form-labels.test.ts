import { allFormTemplates } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { sv } from './locales/sv';
import { nb } from './locales/nb';
import { fr } from './locales/fr';
import { de } from './locales/de';

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const keys = [
  ...new Set(
    allFormTemplates().flatMap((template) =>
      template.sections.flatMap((section) => [
        section.title,
        ...section.nodes.flatMap((node) => [node.label, ...(node.options ?? []).map((option) => option.label)]),
      ]),
    ),
  ),
];

describe('form template labels', () => {
  it.each([
    ['English', en],
    ['Swedish', sv],
    ['Norwegian', nb],
    ['French', fr],
    ['German', de],
  ])('every label, section title and option of every template has %s text', (_language, catalogue) => {
    const missing = keys.filter((key) => typeof lookup(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
