import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { SenderRole } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  carePlans,
  clinicians,
  conversationMessages,
  conversations,
  messageAttachments,
  patients,
} from '../platform/db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

export async function findConversationByMeeting(db: Db, meetingId: string): Promise<ConversationRow | null> {
  return firstOrNull(db.select().from(conversations).where(eq(conversations.meetingId, meetingId)));
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  return firstOrNull(db.select().from(conversations).where(eq(conversations.id, id)));
}

/** The care plan's own conversation (a treatment programme's, migration 0052). */
export async function findConversationByCarePlan(db: Db, carePlanId: string): Promise<ConversationRow | null> {
  return firstOrNull(db.select().from(conversations).where(eq(conversations.carePlanId, carePlanId)));
}

/** The meeting's conversation, started on first use; two first messages at once still make one (meeting_id unique). */
export async function ensureConversation(
  db: Db,
  parties: { meetingId: string; patientId: string; clinicianId: string },
): Promise<ConversationRow> {
  await db
    .insert(conversations)
    .values({ id: randomUUID(), ...parties })
    .onConflictDoNothing({ target: conversations.meetingId });
  return (await findConversationByMeeting(db, parties.meetingId))!;
}

export async function insertMessage(
  db: Db,
  message: {
    conversation: ConversationRow;
    senderRole: SenderRole;
    senderClinicianId: string | null;
    subject: string | null;
    body: string;
    hasButton?: boolean;
    buttonType?: string | null;
  },
) {
  const [row] = await db
    .insert(conversationMessages)
    .values({
      id: randomUUID(),
      conversationId: message.conversation.id,
      patientId: message.conversation.patientId,
      senderRole: message.senderRole,
      senderClinicianId: message.senderClinicianId,
      subject: message.subject,
      body: message.body,
      hasButton: message.hasButton ?? false,
      buttonType: message.buttonType ?? null,
    })
    .returning();
  return row!;
}

export type MessageRow = typeof conversationMessages.$inferSelect;

/**
 * The message, if the conversation may take it now, in one transaction that holds the conversation's row (and, in a
 * programme's conversation, its care plan's) against a pause or an end committing in between: a patient writes only
 * while the conversation is active; a clinician not once the programme ended. Null: refused, nothing written.
 */
export async function insertMessageIfOpen(
  db: Db,
  message: Parameters<typeof insertMessage>[1],
): Promise<MessageRow | null> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ state: conversations.state, carePlanId: conversations.carePlanId })
      .from(conversations)
      .where(eq(conversations.id, message.conversation.id))
      .for('share');
    if (!conversation) return null;
    if (message.senderRole === 'PATIENT') {
      if (conversation.state !== 'active') return null;
    } else if (conversation.carePlanId) {
      const [plan] = await tx
        .select({ state: carePlans.state })
        .from(carePlans)
        .where(eq(carePlans.id, conversation.carePlanId))
        .for('share');
      if (!plan || plan.state === 'ended') return null;
    }
    return insertMessage(tx, message);
  });
}

/** The names of the clinicians who sent these messages, by clinician id. */
export async function senderNames(db: Db, rows: readonly MessageRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.senderClinicianId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: clinicians.id, name: clinicians.name })
    .from(clinicians)
    .where(inArray(clinicians.id, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id))
    .limit(1000);
}

/** Marks one message the reader received as read (or unread again); false when it is not theirs to mark. */
export async function setMessageRead(
  db: Db,
  conversationId: string,
  messageId: string,
  sentBy: SenderRole,
  readAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(conversationMessages)
    .set({ readAt })
    .where(
      and(
        eq(conversationMessages.id, messageId),
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.senderRole, sentBy),
      ),
    )
    .returning({ id: conversationMessages.id });
  return rows.length > 0;
}

/** Every message one side sent in the conversation, read or unread at once. */
export async function setAllRead(db: Db, conversationId: string, sentBy: SenderRole, readAt: Date | null) {
  await db
    .update(conversationMessages)
    .set({ readAt })
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.senderRole, sentBy)));
}

/** Unread messages the patient sent, per conversation, among the clinician's own conversations. */
export async function unreadFromPatient(db: Db, clinicianId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversations.id,
      patientId: conversations.patientId,
      count: count(conversationMessages.id),
    })
    .from(conversations)
    .leftJoin(
      conversationMessages,
      and(
        eq(conversationMessages.conversationId, conversations.id),
        eq(conversationMessages.senderRole, 'PATIENT'),
        isNull(conversationMessages.readAt),
      ),
    )
    .where(and(eq(conversations.clinicianId, clinicianId), inArray(conversations.id, conversationIds)))
    .groupBy(conversations.id);
}

export async function participantNames(db: Db, conversation: ConversationRow) {
  const [clinician] = await db
    .select({ id: clinicians.id, name: clinicians.name })
    .from(clinicians)
    .where(eq(clinicians.id, conversation.clinicianId));
  const [patient] = await db
    .select({ id: patients.id, givenName: patients.givenName, familyName: patients.familyName })
    .from(patients)
    .where(eq(patients.id, conversation.patientId));
  return {
    clinician: clinician!,
    patient: { id: patient!.id, name: `${patient!.givenName} ${patient!.familyName}` },
  };
}

/**
 * What the clinician sent in the meeting's conversation: the taken-actions list's sent messages (a programme's
 * conversation is no meeting's: its messages are not the meeting's actions).
 */
export async function sentByClinician(db: Db, meetingId: string) {
  return db
    .select({
      id: conversationMessages.id,
      subject: conversationMessages.subject,
      body: conversationMessages.body,
      sentAt: conversationMessages.sentAt,
      senderName: clinicians.name,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(clinicians, eq(clinicians.id, conversationMessages.senderClinicianId))
    .where(and(eq(conversations.meetingId, meetingId), eq(conversationMessages.senderRole, 'CLINICIAN')))
    .orderBy(asc(conversationMessages.sentAt))
    .limit(500);
}

export async function insertAttachment(
  db: Db,
  file: {
    meetingId: string;
    patientId: string;
    uploadedBy: string;
    fileName: string;
    contentType: string;
    bytes: Uint8Array;
  },
) {
  const id = randomUUID();
  await db.insert(messageAttachments).values({ id, ...file, size: file.bytes.byteLength });
  return { id, fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength };
}

/** Links uploads to the message; only the clinician's own, unsent uploads of this meeting. Answers how many it linked. */
export async function linkAttachments(
  db: Db,
  ids: string[],
  link: { meetingId: string; uploadedBy: string; messageId: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(messageAttachments)
    .set({ messageId: link.messageId })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.meetingId, link.meetingId),
        eq(messageAttachments.uploadedBy, link.uploadedBy),
        isNull(messageAttachments.messageId),
      ),
    )
    .returning({ id: messageAttachments.id });
  return rows.length;
}

/** The attachments of these messages, by message. */
export async function attachmentsOf(db: Db, messageIds: string[]) {
  if (messageIds.length === 0)
    return new Map<string, { id: string; fileName: string; contentType: string; size: number }[]>();
  const rows = await db
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      fileName: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      size: messageAttachments.size,
    })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  const byMessage = new Map<string, { id: string; fileName: string; contentType: string; size: number }[]>();
  for (const { messageId, ...file } of rows) byMessage.set(messageId!, [...(byMessage.get(messageId!) ?? []), file]);
  return byMessage;
}

/**
 * One attachment's bytes, if it belongs to the meeting; `sentOnly` (the patient) also needs it to be on a sent
 * message, so an upload the clinician never sent is never seen.
 */
export async function findAttachment(db: Db, meetingId: string, id: string, sentOnly: boolean) {
  return firstOrNull(
    db
      .select({
        fileName: messageAttachments.fileName,
        contentType: messageAttachments.contentType,
        bytes: messageAttachments.bytes,
        patientId: messageAttachments.patientId,
      })
      .from(messageAttachments)
      .where(
        and(
          eq(messageAttachments.id, id),
          eq(messageAttachments.meetingId, meetingId),
          sentOnly ? isNotNull(messageAttachments.messageId) : undefined,
        ),
      ),
  );
}
