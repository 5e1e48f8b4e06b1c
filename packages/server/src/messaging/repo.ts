import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { SenderRole } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicians, conversationMessages, conversations, patients } from '../platform/db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

export async function findConversationByMeeting(db: Db, meetingId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.meetingId, meetingId));
  return row ?? null;
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
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

/** What the clinician sent in the meeting's conversation: the taken-actions list's sent messages. */
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
