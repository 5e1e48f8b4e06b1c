import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessGround } from '@konsult/domain';
import { prepared, type Database, type Db } from './db/database';
import { MEETING_CHANGED_CHANNEL } from './db/channels';
import {
  carePlanExercises,
  carePlanModules,
  carePlans,
  conversations,
  emergencyAccess,
  medicalDocuments,
  prescriptions,
  medicalRecordEntries,
  meetings,
  patients,
  recordHistoryEntries,
  specialistReferrals,
} from './db/schema';
import { audit } from './audit';
import { notFound } from './errors';
import { NotifiedCache } from './notified-cache';
import type { Access, PatientDataMarker, Principal } from './principal';
import { runsProgrammes } from '../treatment-programmes/therapist';

/**
 * Access control in one place (architecture §7). A clinician reaches a meeting only if it is
 * assigned to them, and a patient only through a care relationship: a meeting with that patient
 * assigned to them that is upcoming, ongoing, or ended within CARE_RELATIONSHIP_DAYS (never a
 * cancelled or reassigned one), or a treatment programme they started that has not ended, or ended within
 * CARE_RELATIONSHIP_DAYS (a programme runs for weeks after the meeting it was started in). Everything else is 404
 * with the same body as a missing id, and an audit row.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive in paths; a malformed one is as unknown as a missing one (and must not reach SQL as uuid). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

type MeetingParties = { clinicianId: string; patientId: string };

const meetingPartiesQuery = (db: Db) =>
  prepared(db, 'access_meeting_parties', (d, name) =>
    d
      .select({ clinicianId: meetings.clinicianId, patientId: meetings.patientId })
      .from(meetings)
      .where(eq(meetings.id, sql.placeholder('meetingId')))
      .prepare(name),
  );

const entryPartiesQuery = (db: Db) =>
  prepared(db, 'access_entry_parties', (d, name) =>
    d
      .select({
        meetingId: medicalRecordEntries.meetingId,
        patientId: medicalRecordEntries.patientId,
        clinicianId: meetings.clinicianId,
      })
      .from(medicalRecordEntries)
      .innerJoin(meetings, eq(meetings.id, medicalRecordEntries.meetingId))
      .where(eq(medicalRecordEntries.id, sql.placeholder('entryId')))
      .prepare(name),
  );

/** A records-system entry's patient (the care relationship with that patient is checked apart). */
const historyEntryPartiesQuery = (db: Db) =>
  prepared(db, 'access_history_entry_parties', (d, name) =>
    d
      .select({ meetingId: recordHistoryEntries.meetingId, patientId: recordHistoryEntries.patientId })
      .from(recordHistoryEntries)
      .where(eq(recordHistoryEntries.id, sql.placeholder('entryId')))
      .prepare(name),
  );

/**
 * A conversation's meeting or care plan, patient and clinician (seed 002 §7 Messaging: one conversation per meeting;
 * a treatment programme's own conversation, one per care plan, since migration 0052).
 */
const conversationPartiesQuery = (db: Db) =>
  prepared(db, 'access_conversation_parties', (d, name) =>
    d
      .select({
        meetingId: conversations.meetingId,
        carePlanId: conversations.carePlanId,
        patientId: conversations.patientId,
        clinicianId: conversations.clinicianId,
      })
      .from(conversations)
      .where(eq(conversations.id, sql.placeholder('conversationId')))
      .prepare(name),
  );

/** A finalised document's meeting and patient. */
const documentPartiesQuery = (db: Db) =>
  prepared(db, 'access_document_parties', (d, name) =>
    d
      .select({ meetingId: medicalDocuments.meetingId, patientId: medicalDocuments.patientId })
      .from(medicalDocuments)
      .where(eq(medicalDocuments.id, sql.placeholder('documentId')))
      .prepare(name),
  );

/** A prescription's meeting and patient (issue 17). */
const prescriptionPartiesQuery = (db: Db) =>
  prepared(db, 'access_prescription_parties', (d, name) =>
    d
      .select({ meetingId: prescriptions.meetingId, patientId: prescriptions.patientId })
      .from(prescriptions)
      .where(eq(prescriptions.id, sql.placeholder('prescriptionId')))
      .prepare(name),
  );

/** A specialist referral's meeting and patient (issue 18). */
const specialistReferralPartiesQuery = (db: Db) =>
  prepared(db, 'access_specialist_referral_parties', (d, name) =>
    d
      .select({ meetingId: specialistReferrals.meetingId, patientId: specialistReferrals.patientId })
      .from(specialistReferrals)
      .where(eq(specialistReferrals.id, sql.placeholder('referralId')))
      .prepare(name),
  );

/**
 * A care plan's meeting and patient (issue 21), by the care plan's id or the id of one of its modules or exercises:
 * the treatment-programme routes name any of the three.
 */
const carePlanPartiesQuery = (db: Db) =>
  prepared(db, 'access_care_plan_parties', (d, name) =>
    d
      .select({ meetingId: carePlans.meetingId, patientId: carePlans.patientId })
      .from(carePlans)
      .where(
        sql`${carePlans.id} IN (
          SELECT ${sql.placeholder('id')}::uuid
          UNION ALL SELECT ${carePlanModules.carePlanId} FROM ${carePlanModules} WHERE ${carePlanModules.id} = ${sql.placeholder('id')}::uuid
          UNION ALL SELECT ${carePlanExercises.carePlanId} FROM ${carePlanExercises} WHERE ${carePlanExercises.id} = ${sql.placeholder('id')}::uuid
        )`,
      )
      .limit(1)
      .prepare(name),
  );

/** An emergency access of the clinician to the patient still in force at `now`. */
const emergencyAccessQuery = (db: Db) =>
  prepared(db, 'access_emergency', (d, name) =>
    d
      .select({ one: sql<number>`1` })
      .from(emergencyAccess)
      .where(
        and(
          eq(emergencyAccess.patientId, sql.placeholder('patientId')),
          eq(emergencyAccess.clinicianId, sql.placeholder('clinicianId')),
          sql`${emergencyAccess.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
        ),
      )
      .limit(1)
      .prepare(name),
  );

/** Whether a patient id is a real patient's: only then does a denial's audit row name it. */
const patientExistsQuery = (db: Db) =>
  prepared(db, 'access_patient_exists', (d, name) =>
    d
      .select({ one: sql<number>`1` })
      .from(patients)
      .where(eq(patients.id, sql.placeholder('patientId')))
      .prepare(name),
  );

/**
 * A care relationship: a meeting with the patient assigned to the clinician that is upcoming, ongoing, or ended
 * (or was last due) after `since` (now minus CARE_RELATIONSHIP_DAYS). A cancelled or reassigned one grants nothing.
 */
const careRelationshipQuery = (db: Db) =>
  prepared(db, 'access_care_relationship', (d, name) =>
    d
      .select({ one: sql<number>`1` })
      .from(meetings)
      .where(
        and(
          eq(meetings.patientId, sql.placeholder('patientId')),
          eq(meetings.clinicianId, sql.placeholder('clinicianId')),
          notInArray(meetings.status, ['CANCELLED', 'REASSIGNED']),
          sql`coalesce(${meetings.actualEndTime}, ${meetings.scheduledStartTime}) > ${sql.placeholder('since')}::timestamptz`,
        ),
      )
      .limit(1)
      .prepare(name),
  );

/**
 * A treatment programme's care relationship (issue 21): a care plan the clinician started with the patient that is
 * not ended, or ended after `since`. The programme runs for weeks past the meeting it was started in, and its
 * patient writes to the psychologist all along: the psychologist keeps the patient as a meeting's clinician would.
 */
const programmeRelationshipQuery = (db: Db) =>
  prepared(db, 'access_programme_relationship', (d, name) =>
    d
      .select({ one: sql<number>`1` })
      .from(carePlans)
      .where(
        and(
          eq(carePlans.patientId, sql.placeholder('patientId')),
          eq(carePlans.clinicianId, sql.placeholder('clinicianId')),
          sql`(${carePlans.endedAt} IS NULL OR ${carePlans.endedAt} > ${sql.placeholder('since')}::timestamptz)`,
        ),
      )
      .limit(1)
      .prepare(name),
  );

export class AccessControl {
  private constructor(
    private readonly db: Db,
    /** Who a meeting belongs to, by meeting id: read on every request of the consultation screen. */
    private readonly parties: NotifiedCache<MeetingParties>,
    /** How long after a meeting ends its clinician keeps access to the patient (CARE_RELATIONSHIP_DAYS). */
    private readonly careRelationshipDays: number,
  ) {}

  static async open(database: Database, { careRelationshipDays }: { careRelationshipDays: number }) {
    const parties = await new NotifiedCache<MeetingParties>({ ttlMs: 60_000, maxEntries: 50_000 }).subscribe(
      database,
      MEETING_CHANGED_CHANNEL,
    );
    return new AccessControl(database.db, parties, careRelationshipDays);
  }

  /**
   * On what ground the clinician may reach the patient now: a care relationship (a meeting, or a treatment programme
   * they run), else an emergency access in force; null: neither (and for an id that is no uuid).
   */
  async groundFor(patientId: string, clinicianId: string): Promise<AccessGround | null> {
    if (!isUuid(patientId)) return null;
    const now = Date.now();
    const since = new Date(now - this.careRelationshipDays * 86_400_000).toISOString();
    if ((await careRelationshipQuery(this.db).execute({ patientId, clinicianId, since })).length > 0) return 'care';
    if ((await programmeRelationshipQuery(this.db).execute({ patientId, clinicianId, since })).length > 0)
      return 'care';
    const emergency = await emergencyAccessQuery(this.db).execute({
      patientId,
      clinicianId,
      now: new Date(now).toISOString(),
    });
    return emergency.length > 0 ? 'emergency' : null;
  }

  /** Resolves a meeting the clinician may act on, or audits the denial and throws 404. */
  async requireMeeting(
    request: FastifyRequest,
    principal: Principal,
    meetingId: string,
    action: string,
  ): Promise<Access> {
    const parties = isUuid(meetingId) ? await this.meetingParties(meetingId) : undefined;
    if (parties?.clinicianId === principal.id) return { meetingId, patientId: parties.patientId, ground: 'care' };
    return deny(this.db, request, {
      action,
      resourceType: 'meeting',
      resourceId: meetingId,
      patientId: parties?.patientId ?? null,
    });
  }

  /**
   * A meeting's conversation is reached through its meeting: the clinician the meeting's conversation is with. A
   * treatment programme's own conversation is part of the patient's programme: reached as its care plan is, by a
   * clinician who runs programmes (the treatment-programme routes' therapist rule) with a care relationship with the
   * patient. A GP or nurse with a meeting with the patient gets the 404 a missing id gets, audited as denied.
   */
  async requireConversation(
    request: FastifyRequest,
    principal: Principal,
    conversationId: string,
    action: string,
  ): Promise<Access> {
    const [row] = isUuid(conversationId) ? await conversationPartiesQuery(this.db).execute({ conversationId }) : [];
    if (row?.meetingId && row.clinicianId === principal.id)
      return { meetingId: row.meetingId, patientId: row.patientId, ground: 'care' };
    const ground =
      row?.carePlanId && runsProgrammes(principal) ? await this.groundFor(row.patientId, principal.id) : null;
    if (row && ground) return { meetingId: null, patientId: row.patientId, ground };
    return deny(this.db, request, {
      action,
      resourceType: 'conversation',
      resourceId: conversationId,
      patientId: row?.patientId ?? null,
    });
  }

  /** Checks the care relationship with a patient, or audits the denial and throws 404. */
  async requirePatient(
    request: FastifyRequest,
    principal: Principal,
    patientId: string,
    action: string,
  ): Promise<Access> {
    const ground = isUuid(patientId) ? await this.groundFor(patientId, principal.id) : null;
    if (ground) return { meetingId: null, patientId, ground };
    // The denial names the patient in the audit trail only when there is such a patient: an id a caller made up
    // must not start a log for someone who does not exist.
    const real = isUuid(patientId) && (await patientExistsQuery(this.db).execute({ patientId })).length > 0;
    return deny(this.db, request, {
      action,
      resourceType: 'patient',
      resourceId: patientId,
      patientId: real ? patientId : null,
    });
  }

  /** A finalised document is part of its patient's record: reached through a care relationship with the patient. */
  async requireMedicalDocument(
    request: FastifyRequest,
    principal: Principal,
    documentId: string,
    action: string,
  ): Promise<Access> {
    const [row] = isUuid(documentId) ? await documentPartiesQuery(this.db).execute({ documentId }) : [];
    const ground = row ? await this.groundFor(row.patientId, principal.id) : null;
    if (row && ground) return { meetingId: row.meetingId, patientId: row.patientId, ground };
    return deny(this.db, request, {
      action,
      resourceType: 'medical-document',
      resourceId: documentId,
      patientId: row?.patientId ?? null,
    });
  }

  /** A prescription is part of its patient's record: reached through a care relationship with the patient. */
  async requirePrescription(
    request: FastifyRequest,
    principal: Principal,
    prescriptionId: string,
    action: string,
  ): Promise<Access> {
    const [row] = isUuid(prescriptionId) ? await prescriptionPartiesQuery(this.db).execute({ prescriptionId }) : [];
    const ground = row ? await this.groundFor(row.patientId, principal.id) : null;
    if (row && ground) return { meetingId: row.meetingId, patientId: row.patientId, ground };
    return deny(this.db, request, {
      action,
      resourceType: 'prescription',
      resourceId: prescriptionId,
      patientId: row?.patientId ?? null,
    });
  }

  /** A specialist referral (its letter): through a care relationship with its patient, as a prescription. */
  async requireSpecialistReferral(
    request: FastifyRequest,
    principal: Principal,
    referralId: string,
    action: string,
  ): Promise<Access> {
    const [row] = isUuid(referralId) ? await specialistReferralPartiesQuery(this.db).execute({ referralId }) : [];
    const ground = row ? await this.groundFor(row.patientId, principal.id) : null;
    if (row && ground) return { meetingId: row.meetingId, patientId: row.patientId, ground };
    return deny(this.db, request, {
      action,
      resourceType: 'specialist-referral',
      resourceId: referralId,
      patientId: row?.patientId ?? null,
    });
  }

  /**
   * A treatment programme (its care plan, one of its modules or exercises) is part of its patient's record: reached
   * through a care relationship with the patient, as a prescription.
   */
  async requireCarePlan(request: FastifyRequest, principal: Principal, id: string, action: string): Promise<Access> {
    const [row] = isUuid(id) ? await carePlanPartiesQuery(this.db).execute({ id }) : [];
    const ground = row ? await this.groundFor(row.patientId, principal.id) : null;
    if (row && ground) return { meetingId: row.meetingId, patientId: row.patientId, ground };
    return deny(this.db, request, {
      action,
      resourceType: 'care-plan',
      resourceId: id,
      patientId: row?.patientId ?? null,
    });
  }

  /**
   * A konsult note is reached through its meeting: the clinician the meeting is assigned to. An entry the records
   * system holds (record_history_entries, no meeting of ours to own it) is reached through a care relationship
   * with its patient, as the record history that lists it.
   */
  async requireEntry(request: FastifyRequest, principal: Principal, entryId: string, action: string): Promise<Access> {
    const [row] = isUuid(entryId) ? await entryPartiesQuery(this.db).execute({ entryId }) : [];
    if (row && row.clinicianId === principal.id)
      return { meetingId: row.meetingId, patientId: row.patientId, entryId, entrySource: 'konsult', ground: 'care' };
    const [history] = isUuid(entryId) && !row ? await historyEntryPartiesQuery(this.db).execute({ entryId }) : [];
    const ground = history ? await this.groundFor(history.patientId, principal.id) : null;
    if (history && ground) {
      return {
        meetingId: history.meetingId,
        patientId: history.patientId,
        entryId,
        entrySource: 'records-system',
        ground,
      };
    }
    return deny(this.db, request, {
      action,
      resourceType: 'medical-record-entry',
      resourceId: entryId,
      patientId: row?.patientId ?? history?.patientId ?? null,
    });
  }

  private async meetingParties(meetingId: string): Promise<MeetingParties | undefined> {
    const now = Date.now();
    const cached = this.parties.get(meetingId, now);
    if (cached) return cached;
    const [row] = await meetingPartiesQuery(this.db).execute({ meetingId });
    if (row) this.parties.set(meetingId, row, now);
    return row;
  }
}

/**
 * Records a refused look-up and throws the same 404 a missing id gets. The row names the patient
 * when there is one, so a patient's access log shows the attempt.
 */
export async function deny(
  db: Db,
  request: FastifyRequest,
  target: { action: string; resourceType: PatientDataMarker['resource']; resourceId: string; patientId: string | null },
): Promise<never> {
  await audit(db, request, {
    action: target.action,
    outcome: 'denied',
    patientId: target.patientId,
    resourceType: target.resourceType,
    resourceId: target.resourceId,
  });
  throw notFound();
}
