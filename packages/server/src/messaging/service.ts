import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_ERROR_KEY,
  type AttachmentIssue,
  attachmentNameIssue,
  type AttachmentRules,
  extensionFitsType,
  type MessageAttachment,
  sniffAttachmentType,
  TREATMENT_PROGRAMME_ERROR_KEYS,
} from '@konsult/domain';
import type {
  ConversationMessage,
  ConversationMessagesResponse,
  ParticipantsResponse,
  PostConversationMessageBody,
  SendPatientMessageBody,
  SendPatientMessageResponse,
  UnreadsResponse,
} from '@konsult/domain';
import { audit, auditRefused, auditSuccess, auditSuccessWithin, type AuditEvent } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, notFound } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import {
  attachmentsOf,
  type ConversationRow,
  ensureConversation,
  linkAttachments,
  findConversation,
  findAttachment,
  findConversationByCarePlan,
  findConversationByMeeting,
  insertAttachment,
  insertMessage,
  insertMessageIfOpen,
  senderNames,
  listMessages,
  type MessageRow,
  participantNames,
  setAllRead,
  setMessageRead,
  unreadFromPatient,
} from './repo';

/**
 * Messaging between a meeting's clinician and its patient (seed 002 §7, seed 000 §7; issue 7), and in a treatment
 * programme's own conversation (issue 21; migration 0052: a conversation is a meeting's or a care plan's). The
 * clinician is admitted by the access check on the meeting or conversation (404 otherwise: a meeting's conversation is
 * its clinician's, a programme's is reached through a care relationship with the patient), the patient by the
 * meeting's one-time link or the programme's link. "Read" is always the receiving side's: the clinician marks what
 * the patient sent, and the patient's page marks what the clinician sent when it shows it. Every read and write is
 * audited against the patient.
 */

/**
 * The messages as the wire shows them: a clinician's under the name of the clinician who sent it (in a programme's
 * conversation another psychologist of the patient's may write, not only the one who started it).
 */
async function toMessages(db: Db, conversation: ConversationRow, rows: MessageRow[]): Promise<ConversationMessage[]> {
  const [names, senders, files] = await Promise.all([
    participantNames(db, conversation),
    senderNames(db, rows),
    attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    senderName:
      row.senderRole === 'CLINICIAN'
        ? ((row.senderClinicianId && senders.get(row.senderClinicianId)) ?? names.clinician.name)
        : names.patient.name,
    subject: row.subject,
    message: row.body,
    sentAt: row.sentAt.getTime(),
    readAt: row.readAt?.getTime() ?? null,
    attachments: files.get(row.id) ?? [],
    button: row.hasButton && row.buttonType === 'book_revisit' ? 'book_revisit' : null,
  }));
}

/** The conversation as the audited resource: the access names only its meeting, which auditSuccess would name. */
const conversationResource = (conversationId: string) => ({ type: 'conversation', id: conversationId });

/** The patient's side has no session: its rows name no clinician, and say how the patient came in. */
const BY_PATIENT_LINK = { actorClinicianId: null, subject: 'patient link' } satisfies Partial<AuditEvent>;

/** The send-message action: into the meeting's conversation, started on the first message. */
export async function sendPatientMessage(
  context: RequestContext<MeetingAccess>,
  body: SendPatientMessageBody,
  rules: AttachmentRules,
): Promise<SendPatientMessageResponse> {
  const { db, request, principal, access } = context;
  const attachmentIds = [...new Set(body.attachment_ids ?? [])];
  if (attachmentIds.length > rules.maxCount) {
    throw attachmentError('too_many', 'body.attachment_ids', `At most ${rules.maxCount} attachments.`);
  }
  const conversation = await ensureConversation(db, {
    meetingId: access.meetingId,
    patientId: access.patientId,
    clinicianId: principal.id,
  });
  const row = await db.transaction((tx) =>
    insertClinicianMessage(
      tx,
      conversation,
      principal.id,
      {
        subject: body.message_subject,
        body: body.message,
        hasButton: body.has_button,
        buttonType: body.button_type ?? null,
      },
      attachmentIds,
    ),
  );
  await auditSuccess(db, request, 'message.send', conversationResource(conversation.id));
  const [message] = await toMessages(db, conversation, [row]);
  return { conversationId: conversation.id, message: message! };
}

/**
 * The clinician's message in the conversation with their unsent uploads of the meeting linked to it, in the caller's
 * transaction. An id that is not such an upload: nothing is sent.
 */
async function insertClinicianMessage(
  tx: Db,
  conversation: ConversationRow,
  clinicianId: string,
  text: { subject: string; body: string; hasButton?: boolean; buttonType?: string | null },
  attachmentIds: string[],
): Promise<MessageRow> {
  const message = await insertMessage(tx, {
    conversation,
    senderRole: 'CLINICIAN',
    senderClinicianId: clinicianId,
    ...text,
  });
  // Uploads are a meeting's: a programme's conversation (no meeting) takes none.
  const linked =
    conversation.meetingId === null
      ? 0
      : await linkAttachments(tx, attachmentIds, {
          meetingId: conversation.meetingId,
          uploadedBy: clinicianId,
          messageId: message.id,
        });
  if (linked !== attachmentIds.length) {
    throw attachmentError('unknown', 'body.attachment_ids', 'An attachment is unknown or already sent.');
  }
  return message;
}

/**
 * A clinician's message carrying files the server made (a saved document's PDF), written by the caller's transaction
 * so it commits or rolls back with what it carries: the same rows as the send-message action (the meeting's
 * conversation, started if need be; the message; its attachments, downloadable by the patient's link), audited as a
 * send in the same transaction. The meeting, patient and clinician are the context's; its `db` is not used.
 */
export async function sendClinicianFilesWithin(
  tx: Db,
  { request, principal, access }: RequestContext<MeetingAccess>,
  text: { subject: string; body: string; hasButton?: boolean; buttonType?: 'book_revisit' },
  files: { fileName: string; contentType: string; bytes: Uint8Array }[],
): Promise<{ conversationId: string; messageId: string; attachments: MessageAttachment[] }> {
  const parties = { meetingId: access.meetingId, patientId: access.patientId, clinicianId: principal.id };
  const conversation = await ensureConversation(tx, parties);
  const attachments: MessageAttachment[] = [];
  for (const file of files) {
    attachments.push(
      await insertAttachment(tx, {
        meetingId: parties.meetingId,
        patientId: parties.patientId,
        uploadedBy: parties.clinicianId,
        ...file,
      }),
    );
  }
  const message = await insertClinicianMessage(
    tx,
    conversation,
    parties.clinicianId,
    text,
    attachments.map((a) => a.id),
  );
  await auditSuccessWithin(tx, request, 'message.send', conversationResource(conversation.id));
  return { conversationId: conversation.id, messageId: message.id, attachments };
}

export async function readConversation(
  { db, request }: RequestContext,
  conversationId: string,
): Promise<ConversationMessagesResponse> {
  const conversation = (await findConversation(db, conversationId))!;
  const messages = await toMessages(db, conversation, await listMessages(db, conversationId));
  await auditSuccess(db, request, 'conversation.read', conversationResource(conversation.id));
  return { messages };
}

export async function postClinicianMessage(
  { db, request, principal, access }: RequestContext,
  conversationId: string,
  body: PostConversationMessageBody,
): Promise<ConversationMessage> {
  const conversation = (await findConversation(db, conversationId))!;
  // An ended programme's conversation is closed to both sides (the screen hides the box; the API refuses too).
  const row = await insertMessageIfOpen(db, {
    conversation,
    senderRole: 'CLINICIAN',
    senderClinicianId: principal.id,
    subject: body.subject ?? null,
    body: body.message,
  });
  if (!row) {
    await auditRefused({ db, request, access }, 'message.send', 'denied', conversationResource(conversation.id));
    throw conflict(
      TREATMENT_PROGRAMME_ERROR_KEYS.conversationClosed,
      'The programme ended: its conversation is closed.',
    );
  }
  await auditSuccess(db, request, 'message.send', conversationResource(conversation.id));
  return (await toMessages(db, conversation, [row]))[0]!;
}

/** The clinician marks one of the patient's messages read, or unread again. Not the patient's message: 404. */
export async function markPatientMessage(
  { db, request }: RequestContext,
  conversationId: string,
  messageId: string,
  markUnread: boolean,
): Promise<void> {
  const marked = await setMessageRead(db, conversationId, messageId, 'PATIENT', markUnread ? null : new Date());
  if (!marked) throw notFound();
  await auditSuccess(
    db,
    request,
    markUnread ? 'message.mark_unread' : 'message.mark_read',
    conversationResource(conversationId),
  );
}

/** Seed 002 §7 mark-none-as-read: every message of the patient's in the conversation is unread again. */
export async function markNoneAsRead({ db, request }: RequestContext, conversationId: string) {
  await setAllRead(db, conversationId, 'PATIENT', null);
  await auditSuccess(db, request, 'message.mark_none_read', conversationResource(conversationId));
}

/**
 * Unread counts of the clinician's own conversations among those asked about; others are left out, not revealed. No
 * access check named them, so each row names its conversation's patient.
 */
export async function unreads(
  { db, request, principal }: ClinicianContext,
  conversationIds: string[],
): Promise<UnreadsResponse> {
  const uuids = conversationIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows = await unreadFromPatient(db, principal.id, uuids);
  for (const row of rows) {
    await audit(db, request, {
      action: 'conversation.unreads',
      outcome: 'success',
      patientId: row.patientId,
      resourceType: 'conversation',
      resourceId: row.conversationId,
    });
  }
  return { unreads: rows.map((row) => ({ conversationId: row.conversationId, count: Number(row.count) })) };
}

/** The meeting's conversation and its unread count, or none yet. */
export async function meetingConversations({ db, request, principal, access }: RequestContext<MeetingAccess>) {
  const conversation = await findConversationByMeeting(db, access.meetingId);
  if (!conversation) {
    // Learning that the meeting has no conversation yet is a reading of the patient's data too.
    await auditSuccess(db, request, 'conversation.list');
    return { conversations: [] };
  }
  const [row] = await unreadFromPatient(db, principal.id, [conversation.id]);
  await auditSuccess(db, request, 'conversation.list', conversationResource(conversation.id));
  return {
    conversations: [
      {
        id: conversation.id,
        meetingId: access.meetingId,
        patientId: conversation.patientId,
        state: conversation.state,
        unreads: Number(row?.count ?? 0),
      },
    ],
  };
}

export async function participants(
  { db, request }: RequestContext,
  conversationId: string,
): Promise<ParticipantsResponse> {
  const conversation = (await findConversation(db, conversationId))!;
  const names = await participantNames(db, conversation);
  await auditSuccess(db, request, 'conversation.participants', conversationResource(conversation.id));
  return {
    participants: [
      { id: names.clinician.id, name: names.clinician.name, role: 'CLINICIAN' },
      { id: names.patient.id, name: names.patient.name, role: 'PATIENT' },
    ],
  };
}

/**
 * Which conversation a patient's link reaches: the meeting's (the meeting's one-time link; started on the patient's
 * first message) or a care plan's own (the programme's link; made with the care plan).
 */
export type PatientConversationOf =
  { meetingId: string; patientId: string; clinicianId: string } | { carePlanId: string };

const conversationOfLink = (db: Db, link: PatientConversationOf) =>
  'carePlanId' in link
    ? findConversationByCarePlan(db, link.carePlanId)
    : findConversationByMeeting(db, link.meetingId);

/** The patient's page: the link's messages; showing them marks the clinician's as read by the patient. */
export async function patientConversation(
  db: Db,
  request: FastifyRequest,
  link: PatientConversationOf,
): Promise<ConversationMessagesResponse> {
  const conversation = await conversationOfLink(db, link);
  if (!conversation) return { messages: [] };
  const messages = await toMessages(db, conversation, await listMessages(db, conversation.id));
  await setAllRead(db, conversation.id, 'CLINICIAN', new Date()).catch(() => undefined);
  await audit(db, request, {
    action: 'conversation.read',
    outcome: 'success',
    patientId: conversation.patientId,
    resourceType: 'conversation',
    resourceId: conversation.id,
    ...BY_PATIENT_LINK,
  });
  return { messages };
}

/**
 * The patient answers from the link page: into the meeting's conversation (started by the clinician or not), or the
 * programme's. A paused conversation (a treatment programme's, paused or ended) takes no message from the patient.
 */
export async function postPatientMessage(
  db: Db,
  request: FastifyRequest,
  link: PatientConversationOf,
  body: PostConversationMessageBody,
): Promise<ConversationMessage> {
  const conversation =
    'carePlanId' in link ? await findConversationByCarePlan(db, link.carePlanId) : await ensureConversation(db, link);
  if (!conversation) throw notFound();
  // Read and written under the conversation's lock: a pause or an end that commits first refuses it, one that
  // comes after waits for it.
  const row = await insertMessageIfOpen(db, {
    conversation,
    senderRole: 'PATIENT',
    senderClinicianId: null,
    subject: body.subject ?? null,
    body: body.message,
  });
  if (!row) throw conflict(TREATMENT_PROGRAMME_ERROR_KEYS.conversationClosed, 'The conversation is paused.');
  await audit(db, request, {
    action: 'message.send',
    outcome: 'success',
    patientId: conversation.patientId,
    resourceType: 'conversation',
    resourceId: conversation.id,
    ...BY_PATIENT_LINK,
  });
  return (await toMessages(db, conversation, [row]))[0]!;
}

const attachmentError = (code: AttachmentIssue | 'unknown', path: string, message: string) =>
  new AppError(400, ATTACHMENT_ERROR_KEY, message, [{ path, code, message }]);

/**
 * An attachment uploaded for a message about to be sent (seed 000 §5): the name by the configured rules, the content
 * proven by its first bytes and fitting the name's extension. Kept unlinked until the message goes.
 */
export async function uploadAttachment(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  file: { fileName: string; bytes: Uint8Array },
  rules: AttachmentRules,
): Promise<MessageAttachment> {
  const nameIssue = attachmentNameIssue(file.fileName, rules);
  if (nameIssue) throw attachmentError(nameIssue, 'file.filename', 'The file name is not allowed.');
  if (file.bytes.byteLength === 0) throw attachmentError('empty_file', 'file', 'The file is empty.');
  const contentType = sniffAttachmentType(file.bytes.subarray(0, 16));
  if (!contentType || !extensionFitsType(file.fileName, contentType)) {
    throw attachmentError('content_mismatch', 'file', 'The file is not the PDF or image its name says.');
  }
  const stored = await insertAttachment(db, {
    meetingId: access.meetingId,
    patientId: access.patientId,
    uploadedBy: principal.id,
    fileName: file.fileName,
    contentType,
    bytes: file.bytes,
  });
  await auditSuccess(db, request, 'message.attachment_upload');
  return stored;
}

/** An attachment's bytes for the clinician (any of the meeting's) or the patient (sent ones only); else 404. */
export async function readAttachment(
  db: Db,
  request: FastifyRequest,
  meetingId: string,
  attachmentId: string,
  side: 'clinician' | 'patient',
) {
  const file = /^[0-9a-f-]{36}$/i.test(attachmentId)
    ? await findAttachment(db, meetingId, attachmentId, side === 'patient')
    : null;
  if (!file) throw notFound();
  await audit(db, request, {
    action: 'message.attachment_read',
    outcome: 'success',
    patientId: file.patientId,
    resourceType: 'meeting',
    resourceId: meetingId,
    ...(side === 'patient' ? BY_PATIENT_LINK : {}),
  });
  return file;
}
