import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { medicalDocuments } from '../platform/db/schema';

/** How often the clinician saved each template: the template list is most used first. */
export async function templateUse(db: Db, clinicianId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ templateId: medicalDocuments.templateId, used: count() })
    .from(medicalDocuments)
    .where(eq(medicalDocuments.clinicianId, clinicianId))
    .groupBy(medicalDocuments.templateId);
  return new Map(rows.map((r) => [r.templateId, Number(r.used)]));
}

export async function insertDocument(
  db: Db,
  document: {
    meetingId: string;
    patientId: string;
    clinicianId: string;
    templateId: string;
    title: string;
    fieldValues: Record<string, string>;
    pdf: Uint8Array;
  },
) {
  const [row] = await db
    .insert(medicalDocuments)
    .values({ id: randomUUID(), ...document })
    .returning({ id: medicalDocuments.id, createdAt: medicalDocuments.createdAt });
  return row!;
}

const summary = {
  id: medicalDocuments.id,
  meetingId: medicalDocuments.meetingId,
  title: medicalDocuments.title,
  templateId: medicalDocuments.templateId,
  createdAt: medicalDocuments.createdAt,
};

export async function documentsOfPatient(db: Db, patientId: string) {
  return db
    .select(summary)
    .from(medicalDocuments)
    .where(eq(medicalDocuments.patientId, patientId))
    .orderBy(desc(medicalDocuments.createdAt))
    .limit(500);
}

export async function documentsOfMeeting(db: Db, meetingId: string) {
  return db
    .select(summary)
    .from(medicalDocuments)
    .where(eq(medicalDocuments.meetingId, meetingId))
    .orderBy(medicalDocuments.createdAt)
    .limit(500);
}

export async function documentPdf(db: Db, id: string) {
  return firstOrNull(
    db
      .select({ pdf: medicalDocuments.pdf, title: medicalDocuments.title })
      .from(medicalDocuments)
      .where(eq(medicalDocuments.id, id)),
  );
}
