import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { messageAttachments, ukPaygPrescriptions } from '../platform/db/schema';

export type PaygPrescriptionRow = typeof ukPaygPrescriptions.$inferSelect;
/** A row without its bytes: what lists and answers need. */
export type PaygPrescriptionSummary = Omit<PaygPrescriptionRow, 'bytes'>;

const { bytes: _bytes, ...summaryColumns } = getTableColumns(ukPaygPrescriptions);

/** Keeps the upload under the client's id; null when that id is already taken (a repeat, or another meeting's). */
export async function insertPaygPrescription(
  db: Db,
  row: typeof ukPaygPrescriptions.$inferInsert,
): Promise<PaygPrescriptionSummary | null> {
  const [created] = await db.insert(ukPaygPrescriptions).values(row).onConflictDoNothing().returning(summaryColumns);
  return created ?? null;
}

/** A prescription by id alone, whichever meeting's: only to answer a repeated request id. */
export async function findPaygPrescription(db: Db, id: string): Promise<PaygPrescriptionSummary | null> {
  return firstOrNull(db.select(summaryColumns).from(ukPaygPrescriptions).where(eq(ukPaygPrescriptions.id, id)));
}

/** A new upload replaces the meeting's unsent ones: nothing half-done lingers. */
export async function discardUnsentUploads(tx: Db, meetingId: string, keepId: string): Promise<void> {
  await tx
    .delete(ukPaygPrescriptions)
    .where(
      and(
        eq(ukPaygPrescriptions.meetingId, meetingId),
        eq(ukPaygPrescriptions.status, 'UPLOADED'),
        ne(ukPaygPrescriptions.id, keepId),
      ),
    );
}

/** One of the meeting's prescriptions without its bytes; another meeting's is not found, so an id alone reaches nothing. */
export async function findMeetingPaygPrescription(
  db: Db,
  meetingId: string,
  id: string,
): Promise<PaygPrescriptionSummary | null> {
  return firstOrNull(
    db
      .select(summaryColumns)
      .from(ukPaygPrescriptions)
      .where(and(eq(ukPaygPrescriptions.id, id), eq(ukPaygPrescriptions.meetingId, meetingId))),
  );
}

/** The PDF's bytes of one of the meeting's prescriptions: its own while unsent, the patient's attachment once sent. */
export async function paygPrescriptionBytes(db: Db, meetingId: string, id: string): Promise<Uint8Array | null> {
  const row = await firstOrNull(
    db
      .select({ bytes: ukPaygPrescriptions.bytes, sentBytes: messageAttachments.bytes })
      .from(ukPaygPrescriptions)
      .leftJoin(messageAttachments, eq(messageAttachments.id, ukPaygPrescriptions.attachmentId))
      .where(and(eq(ukPaygPrescriptions.id, id), eq(ukPaygPrescriptions.meetingId, meetingId))),
  );
  return row?.bytes ?? row?.sentBytes ?? null;
}

/** The meeting's prescriptions, oldest first; `sentOnly` for taken actions (an unsent upload is no action taken). */
export async function meetingPaygPrescriptions(
  db: Db,
  meetingId: string,
  { sentOnly = false }: { sentOnly?: boolean } = {},
): Promise<PaygPrescriptionSummary[]> {
  return db
    .select(summaryColumns)
    .from(ukPaygPrescriptions)
    .where(
      and(eq(ukPaygPrescriptions.meetingId, meetingId), sentOnly ? eq(ukPaygPrescriptions.status, 'SENT') : undefined),
    )
    .orderBy(asc(ukPaygPrescriptions.createdAt), asc(ukPaygPrescriptions.id))
    .limit(100);
}

/** Whether the meeting has a sent prescription (the evaluation's hasPrescription). */
export async function meetingHasSentPaygPrescription(db: Db, meetingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ukPaygPrescriptions.id })
    .from(ukPaygPrescriptions)
    .where(and(eq(ukPaygPrescriptions.meetingId, meetingId), eq(ukPaygPrescriptions.status, 'SENT')))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the prescription sent, only while it is unsent: the row is locked until the transaction ends, so a second
 * send at the same time waits and then finds it sent (null here).
 */
export async function markPaygPrescriptionSent(
  tx: Db,
  id: string,
  sent: { sentBy: string; sentByName: string; sentAt: Date },
): Promise<PaygPrescriptionRow | null> {
  const [row] = await tx
    .update(ukPaygPrescriptions)
    .set({ status: 'SENT', ...sent })
    .where(and(eq(ukPaygPrescriptions.id, id), eq(ukPaygPrescriptions.status, 'UPLOADED')))
    .returning();
  return row ?? null;
}

/** The patient's message and its attachment now hold the PDF: the row's own copy is cleared (one copy kept). */
export async function setPatientMessage(
  tx: Db,
  id: string,
  sent: { patientMessageId: string; attachmentId: string },
): Promise<void> {
  await tx
    .update(ukPaygPrescriptions)
    .set({ ...sent, bytes: null })
    .where(eq(ukPaygPrescriptions.id, id));
}
