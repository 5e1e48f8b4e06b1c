import { z } from 'zod';
import { epochMs, requestId, listResponse, takenActionsSection, IdName } from './common';

/**
 * Asynchronous messaging with the patient (seed 002 §1, §7 Messaging; seed 000 §7 "send message to patient").
 * One conversation per meeting, between its clinician and its patient; the patient reads and answers from the
 * meeting's one-time link page.
 */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 10_000;

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/meeting/{id}/patient-message: seed 000 §7's snake_case body. */
export const SendPatientMessageBody = z.object({
  message_subject: text(MESSAGE_SUBJECT_MAX),
  message: text(MESSAGE_BODY_MAX),
  has_button: z.boolean().optional(),
  button_type: z.enum(['book_revisit']).optional(),
  /** Files uploaded first (POST /api/meeting/{id}/message-attachments); the count is the deployment's. */
  attachment_ids: z.array(z.string().uuid()).max(20).optional(),
});
export type SendPatientMessageBody = z.infer<typeof SendPatientMessageBody>;

export const SenderRole = z.enum(['CLINICIAN', 'PATIENT']);
export type SenderRole = z.infer<typeof SenderRole>;

/** A file attached to a message (PDF, JPEG or PNG, proven by its first bytes). */
export const MessageAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const ConversationMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderRole: SenderRole,
  senderName: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  sentAt: epochMs,
  /** Read by the side that did not send it; null while unread. */
  readAt: epochMs.nullable(),
  attachments: z.array(MessageAttachment),
  /** A button the patient's page shows under the message (seed 000 §7: book_revisit); null for none. */
  button: z.enum(['book_revisit']).nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export const SendPatientMessageResponse = z.object({ conversationId: z.string(), message: ConversationMessage });
export type SendPatientMessageResponse = z.infer<typeof SendPatientMessageResponse>;

/** GET /api/async-messaging/conversation/{id}/message, oldest first. */
export const ConversationMessagesResponse = listResponse('messages', ConversationMessage);
export type ConversationMessagesResponse = z.infer<typeof ConversationMessagesResponse>;

/** POST /api/async-messaging/conversation/{id}/message (either side). */
export const PostConversationMessageBody = z.object({
  subject: text(MESSAGE_SUBJECT_MAX).optional(),
  message: text(MESSAGE_BODY_MAX),
});
export type PostConversationMessageBody = z.infer<typeof PostConversationMessageBody>;

/** GET /api/async-messaging/conversation?include=unreads&meetingId=: the meeting's conversation, if any. */
export const ConversationSummary = z.object({
  id: z.string(),
  meetingId: z.string(),
  patientId: z.string(),
  state: z.enum(['active', 'paused']),
  unreads: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ConversationListResponse = listResponse('conversations', ConversationSummary);
export type ConversationListResponse = z.infer<typeof ConversationListResponse>;

/** POST /api/async-messaging/conversations/unreads: unread counts of the clinician's own conversations. */
export const UnreadsBody = z.object({ conversationIds: z.array(requestId).min(1).max(100) });
export type UnreadsBody = z.infer<typeof UnreadsBody>;
export const UnreadsResponse = z.object({
  unreads: z.array(z.object({ conversationId: z.string(), count: z.number().int().nonnegative() })),
});
export type UnreadsResponse = z.infer<typeof UnreadsResponse>;

/** GET /api/async-messaging/conversation/{id}/participant?include=roles */
export const ParticipantsResponse = z.object({
  participants: z.array(IdName.extend({ role: SenderRole })),
});
export type ParticipantsResponse = z.infer<typeof ParticipantsResponse>;

/** Error key of a refused attachment; the code is the domain's AttachmentIssue. */
export const ATTACHMENT_ERROR_KEY = 'invalid_attachment';

/** Taken actions' section of the messages the clinician sent in the meeting (seed 002 §2: open a modal). */
export const SentMessageAction = z.object({
  id: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  sentAt: epochMs,
  senderName: z.string(),
});
export type SentMessageAction = z.infer<typeof SentMessageAction>;
export const SentMessagesSection = takenActionsSection('sent-messages', SentMessageAction);
