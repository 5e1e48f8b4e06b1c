import { z } from 'zod';

/** Seed 002 §7 Documents (paths under /api/medicaldocuments; docs/api.md). */
export const DocumentTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['certificate', 'referral-letter', 'travel-certificate', 'care-summary']),
  /** How often this clinician saved one: the list is most used first. */
  usedCount: z.number().int().nonnegative(),
});
export const DocumentTemplatesResponse = z.object({ templates: z.array(DocumentTemplateSummary) });
export type DocumentTemplatesResponse = z.infer<typeof DocumentTemplatesResponse>;

export const DocumentTemplateFieldsResponse = z.object({
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.enum(['text', 'textarea', 'date']),
      required: z.boolean(),
      maxLength: z.number().int(),
    }),
  ),
});
export type DocumentTemplateFieldsResponse = z.infer<typeof DocumentTemplateFieldsResponse>;

/** POST preview and save: snake_case as the seed's document calls are. */
export const DocumentBody = z.object({
  meeting_id: z.string().max(100),
  template_id: z.string().max(100),
  fields: z.record(z.string().max(100), z.string().max(10_000)),
});
export type DocumentBody = z.infer<typeof DocumentBody>;

export const SavedDocument = z.object({
  id: z.string(),
  meetingId: z.string(),
  title: z.string(),
  templateName: z.string(),
  createdAt: z.number().int(),
});
export type SavedDocument = z.infer<typeof SavedDocument>;
export const SavedDocumentsResponse = z.object({ documents: z.array(SavedDocument) });
export type SavedDocumentsResponse = z.infer<typeof SavedDocumentsResponse>;

/** A refused document: the issues carry the domain's DocumentIssue codes by field. */
export const DOCUMENT_ERROR_KEY = 'invalid_document';
