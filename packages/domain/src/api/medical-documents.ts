import { z } from 'zod';
import { epochMs, requestId, listResponse, takenActionsSection } from './common';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from './messaging';

/** Seed 002 §7 Documents (paths under /api/medicaldocuments; docs/api.md). */
export const DocumentTemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['certificate', 'referral-letter', 'travel-certificate', 'care-summary']),
  /** How often this clinician saved one: the list is most used first. */
  usedCount: z.number().int().nonnegative(),
});
export const DocumentTemplatesResponse = listResponse('templates', DocumentTemplateSummary);
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
  meeting_id: requestId,
  template_id: requestId,
  fields: z.record(z.string().max(100), z.string().max(10_000)),
});
export type DocumentBody = z.infer<typeof DocumentBody>;

/** The message a document goes to the patient with: as the send-message action's, a subject and a text. */
export const MessageToPatient = z.object({
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
  message: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
});
export type MessageToPatient = z.infer<typeof MessageToPatient>;

/**
 * GET /api/medicaldocuments/message-to-patient-template/{templateId}?meetingId=: the template's message filled in for
 * the meeting's patient, in their preferred language when we have it (else the template's).
 */
export const MessageToPatientTemplateResponse = MessageToPatient;
export type MessageToPatientTemplateResponse = MessageToPatient;

/**
 * POST save: the document, and with `send_to_patient` also a message into the meeting's conversation carrying its PDF.
 * The message is required when sending and refused otherwise (a message that would silently not go).
 */
export const SaveDocumentBody = DocumentBody.extend({
  send_to_patient: z.boolean().optional(),
  message_to_patient: MessageToPatient.optional(),
}).superRefine((body, ctx) => {
  if (body.send_to_patient === true && !body.message_to_patient) {
    ctx.addIssue({ code: 'custom', path: ['message_to_patient'], message: 'Required when sending to the patient.' });
  }
  if (body.send_to_patient !== true && body.message_to_patient) {
    ctx.addIssue({ code: 'custom', path: ['message_to_patient'], message: 'Only with send_to_patient: true.' });
  }
});
export type SaveDocumentBody = z.infer<typeof SaveDocumentBody>;

export const SavedDocument = z.object({
  id: z.string(),
  meetingId: z.string(),
  title: z.string(),
  templateName: z.string(),
  createdAt: epochMs,
});
export type SavedDocument = z.infer<typeof SavedDocument>;

/** The save's answer: the document, and the message it went to the patient with (null when not sent). */
export const SaveDocumentResponse = SavedDocument.extend({
  sentMessage: z
    .object({ conversationId: z.string(), messageId: z.string(), attachmentId: z.string(), fileName: z.string() })
    .nullable(),
});
export type SaveDocumentResponse = z.infer<typeof SaveDocumentResponse>;
export const SavedDocumentsResponse = listResponse('documents', SavedDocument);
export type SavedDocumentsResponse = z.infer<typeof SavedDocumentsResponse>;

/** A refused document: the issues carry the domain's DocumentIssue codes by field. */
export const DOCUMENT_ERROR_KEY = 'invalid_document';

/** Taken actions' section of the documents saved in the meeting (seed 002 §2: a document opens its PDF). */
export const DocumentAction = SavedDocument.omit({ meetingId: true });
export type DocumentAction = z.infer<typeof DocumentAction>;
export const DocumentsSection = takenActionsSection('documents', DocumentAction);
