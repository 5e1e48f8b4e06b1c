import type { DocumentTemplateField } from './templates';

/** A template's fields, as the market files write them: a line, a paragraph or a day; required unless said. */
export const text = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'text',
  required,
  maxLength: 200,
});
export const area = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'textarea',
  required,
  maxLength: 4000,
});
export const date = (name: string, label: string, required = true): DocumentTemplateField => ({
  name,
  label,
  type: 'date',
  required,
  maxLength: 10,
});
