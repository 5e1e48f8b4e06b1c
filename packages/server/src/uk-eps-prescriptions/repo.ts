import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { gbNominatedPharmacies, patients, ukEpsPrescriptions, type UkEpsPrescriptionRow } from '../platform/db/schema';
import { findLatestPdsTrace } from '../identity-verification/checks-repo';

export type EpsPatient = {
  id: string;
  givenName: string;
  familyName: string;
  dob: string;
  nhsNumber: string | null;
  /** The patient's latest NHS tracing on PDS matched their current NHS number. */
  nhsNumberTraced: boolean;
  pharmacy: { odsCode: string; name: string; address: string } | null;
};

/**
 * The patient as EPS needs them: name, birth date, NHS number, the nominated pharmacy, and whether their NHS number is
 * traced — their latest NHS tracing on PDS (uk_pds_traces, the record the identity panel shows too) matched and
 * returned their current NHS number. A later tracing that found no match, or a number changed since, is not traced.
 */
export async function findEpsPatient(db: Db, patientId: string): Promise<EpsPatient | null> {
  const row = await firstOrNull(
    db
      .select({ patient: patients, pharmacy: gbNominatedPharmacies })
      .from(patients)
      .leftJoin(gbNominatedPharmacies, eq(gbNominatedPharmacies.patientId, patients.id))
      .where(eq(patients.id, patientId)),
  );
  if (!row) return null;
  const { patient, pharmacy } = row;
  const nhsNumber = patient.country === 'GB' ? patient.gbNhsNumber : null;
  const trace = nhsNumber ? await findLatestPdsTrace(db, patientId) : null;
  return {
    id: patient.id,
    givenName: patient.givenName,
    familyName: patient.familyName,
    dob: patient.dob,
    nhsNumber,
    nhsNumberTraced: nhsNumber !== null && trace?.tracedNhsNumber === nhsNumber,
    pharmacy: pharmacy ? { odsCode: pharmacy.odsCode, name: pharmacy.name, address: pharmacy.address } : null,
  };
}

export async function findEpsPrescription(db: Db, id: string): Promise<UkEpsPrescriptionRow | null> {
  return firstOrNull(db.select().from(ukEpsPrescriptions).where(eq(ukEpsPrescriptions.id, id)));
}

export async function meetingEpsPrescriptions(db: Db, meetingId: string): Promise<UkEpsPrescriptionRow[]> {
  return db
    .select()
    .from(ukEpsPrescriptions)
    .where(eq(ukEpsPrescriptions.meetingId, meetingId))
    .orderBy(asc(ukEpsPrescriptions.sentAt), asc(ukEpsPrescriptions.id));
}

/** A prescription sent from the meeting and not cancelled: the evaluation's hasPrescription. */
export async function meetingHasEpsPrescription(db: Db, meetingId: string): Promise<boolean> {
  const row = await firstOrNull(
    db
      .select({ id: ukEpsPrescriptions.id })
      .from(ukEpsPrescriptions)
      .where(and(eq(ukEpsPrescriptions.meetingId, meetingId), ne(ukEpsPrescriptions.status, 'CANCELLED')))
      .limit(1),
  );
  return row !== null;
}

/**
 * Whether another prescription has the short-form id already (a clash of the 44 bits it carries of the request id).
 * The prescription with this very request id does not count: that is the same request again.
 */
export async function epsPrescriptionIdTaken(db: Db, epsPrescriptionId: string, requestId: string): Promise<boolean> {
  const row = await firstOrNull(
    db
      .select({ id: ukEpsPrescriptions.id })
      .from(ukEpsPrescriptions)
      .where(and(eq(ukEpsPrescriptions.epsPrescriptionId, epsPrescriptionId), ne(ukEpsPrescriptions.id, requestId)))
      .limit(1),
  );
  return row !== null;
}

/**
 * Keeps a prescription the EPS has taken; false when its id or its short-form id is kept already (the same request
 * twice, or — very rarely — another request whose short-form id clashes at the same instant).
 */
export async function insertEpsPrescription(db: Db, row: typeof ukEpsPrescriptions.$inferInsert): Promise<boolean> {
  const kept = await db
    .insert(ukEpsPrescriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: ukEpsPrescriptions.id });
  return kept.length > 0;
}

/** Marks a sent prescription dispensed or cancelled (once: only while it is SENT); false when it was not SENT. */
export async function settleEpsPrescription(
  db: Db,
  id: string,
  status: 'DISPENSED' | 'CANCELLED',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(ukEpsPrescriptions)
    .set(status === 'DISPENSED' ? { status, dispensedAt: at } : { status, cancelledAt: at })
    .where(and(eq(ukEpsPrescriptions.id, id), eq(ukEpsPrescriptions.status, 'SENT')))
    .returning({ id: ukEpsPrescriptions.id });
  return rows.length > 0;
}
