import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AttachmentRules,
  ConversationListResponse,
  MessageAttachment,
  ConversationMessage,
  ConversationMessagesResponse,
  ParticipantsResponse,
  PostConversationMessageBody,
  SendPatientMessageBody,
  SendPatientMessageResponse,
  UnreadsBody,
  UnreadsResponse,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, id, meetingContext, patientContext } from '../platform/http';
import { readOneFile } from '../platform/multipart';
import { routeSchemas } from '../platform/route-schema';
import { requirePatientLink, writeOnPatientLink } from '../patient-links/service';
import {
  markNoneAsRead,
  markPatientMessage,
  meetingConversations,
  participants,
  patientConversation,
  postClinicianMessage,
  postPatientMessage,
  readAttachment,
  readConversation,
  sendPatientMessage,
  unreads,
  uploadAttachment,
} from './service';

const BASE = '/api/async-messaging/conversation';

const route = routeSchemas('messaging');
const patientLinkRoute = routeSchemas('patient-link');

/** Seed 002 §7 Messaging and seed 000 §7 "send message to patient" (docs/api.md lists the paths we chose). */
export const messagingRoutes: FastifyPluginAsyncZod<{ db: Db; attachmentRules: AttachmentRules }> = async (
  app,
  { db, attachmentRules },
) => {
  // One file per upload, never more than the configured size: refused while it streams in, before it is buffered.
  await app.register(multipart, { limits: { files: 1, fileSize: attachmentRules.maxBytes, fields: 0 } });

  app.post(
    '/api/meeting/:id/message-attachments',
    route.patientData('meeting', 'id', 'message.attachment_upload', {
      summary: 'Upload one file (multipart "file") to attach to the next message: PDF, JPEG or PNG',
      response: MessageAttachment,
      status: 201,
      errors: [413],
    }),
    async (request, reply) => {
      const file = await readOneFile(request);
      return reply.code(201).send(await uploadAttachment(meetingContext(db, request), file, attachmentRules));
    },
  );

  app.get(
    '/api/meeting/:id/message-attachments/:attachmentId',
    route.patientData('meeting', 'id', 'message.attachment_read', {
      summary: "One of the meeting's message attachments, as a download",
      params: z.object({ id, attachmentId: id }),
    }),
    async (request, reply) => {
      const { meetingId } = meetingContext(db, request).access;
      return sendFile(reply, await readAttachment(db, request, meetingId, request.params.attachmentId, 'clinician'));
    },
  );
  app.post(
    '/api/meeting/:id/patient-message',
    route.patientData('meeting', 'id', 'message.send', {
      summary: "Send a message to the meeting's patient, into the meeting's conversation",
      body: SendPatientMessageBody,
      response: SendPatientMessageResponse,
      status: 201,
    }),
    async (request, reply) =>
      reply.code(201).send(await sendPatientMessage(meetingContext(db, request), request.body, attachmentRules)),
  );

  app.get(
    BASE,
    route.patientData('meeting', 'meetingId', 'conversation.list', {
      summary: "The meeting's conversation with its unread count (include=unreads), if one was started",
      querystring: z.object({ meetingId: id, include: z.literal('unreads').optional() }),
      response: ConversationListResponse,
      in: 'query',
    }),
    async (request) => meetingConversations(meetingContext(db, request)),
  );

  app.get(
    `${BASE}/:id/message`,
    route.patientData('conversation', 'id', 'conversation.read', {
      summary: "The conversation's messages, oldest first",
      response: ConversationMessagesResponse,
    }),
    async (request) => readConversation(patientContext(db, request), request.params.id),
  );

  app.post(
    `${BASE}/:id/message`,
    route.patientData('conversation', 'id', 'message.send', {
      summary:
        "Write into the conversation; 409 treatment_programme_conversation_closed in an ended programme's conversation",
      body: PostConversationMessageBody,
      response: ConversationMessage,
      status: 201,
      errors: [409],
    }),
    async (request, reply) =>
      reply.code(201).send(await postClinicianMessage(patientContext(db, request), request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/message/:mid/read`,
    route.patientData('conversation', 'id', 'message.mark_read', {
      summary: "Mark one of the patient's messages read (markUnread=true: unread again)",
      params: z.object({ id, mid: z.string().uuid() }),
      querystring: z.object({ markUnread: z.enum(['true', 'false']).optional() }),
      response: z.null(),
      status: 204,
    }),
    async (request, reply) => {
      await markPatientMessage(
        patientContext(db, request),
        request.params.id,
        request.params.mid,
        request.query.markUnread === 'true',
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:id/mark-none-as-read`,
    route.patientData('conversation', 'id', 'message.mark_none_read', {
      summary: "Mark every message of the patient's in the conversation unread",
      response: z.null(),
      status: 204,
    }),
    async (request, reply) => {
      await markNoneAsRead(patientContext(db, request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/:id/participant`,
    route.patientData('conversation', 'id', 'conversation.participants', {
      summary: 'Who takes part, with their roles',
      querystring: z.object({ include: z.literal('roles').optional() }),
      response: ParticipantsResponse,
    }),
    async (request) => participants(patientContext(db, request), request.params.id),
  );

  app.post(
    '/api/async-messaging/conversations/unreads',
    route.session({
      summary: "Unread counts of the clinician's own conversations among those named (others are left out)",
      body: UnreadsBody,
      response: UnreadsResponse,
    }),
    async (request) => unreads(clinicianContext(db, request), request.body.conversationIds),
  );

  // The patient's side: admitted by the meeting's one-time link, not a session (so never a 401).
  app.get(
    '/api/join/:token/messages',
    patientLinkRoute.public({
      summary: "The meeting's messages for the patient; showing them marks the clinician's as read",
      params: z.object({ token: z.string().max(200) }),
      response: ConversationMessagesResponse,
      errors: [429],
    }),
    async (request) => {
      const { meetingId, patientId, link } = await requirePatientLink(
        db,
        request,
        request.params.token,
        'message.read',
      );
      return patientConversation(db, request, { meetingId, patientId, clinicianId: link.clinicianId });
    },
  );

  app.post(
    '/api/join/:token/messages',
    patientLinkRoute.public({
      summary:
        'The patient answers the clinician; 409 treatment_programme_conversation_closed while the conversation is paused',
      params: z.object({ token: z.string().max(200) }),
      body: PostConversationMessageBody,
      response: ConversationMessage,
      status: 201,
      errors: [409, 413, 429],
    }),
    async (request, reply) => {
      // The meeting's link writes in the meeting's conversation; a programme's is written to by its own link.
      const sent = await writeOnPatientLink(db, request, request.params.token, 'message.send', (meeting) =>
        postPatientMessage(
          db,
          request,
          { meetingId: meeting.meetingId, patientId: meeting.patientId, clinicianId: meeting.link.clinicianId },
          request.body,
        ),
      );
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/join/:token/attachments/:attachmentId',
    patientLinkRoute.public({
      summary: 'A file the clinician sent the patient, by the meeting link',
      params: z.object({ token: z.string().max(200), attachmentId: id }),
    }),
    async (request, reply) => {
      const { meetingId } = await requirePatientLink(db, request, request.params.token, 'message.attachment_read');
      return sendFile(reply, await readAttachment(db, request, meetingId, request.params.attachmentId, 'patient'));
    },
  );
};

/** A stored file as a download: its proven type, its name (RFC 5987 for å ä ö), never sniffed or cached shared. */
function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Uint8Array }) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
