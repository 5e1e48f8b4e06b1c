import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import {
  children,
  frContactPersons,
  healthCheckScores,
  healthObservations,
  insuranceClaims,
  meetings,
  patientWarnings,
  seListings,
} from '../platform/db/schema';

/** A patient's warnings, newest first (the panel orders them its own way: WARNING first, then newest). */
export async function listWarnings(db: Db, patientId: string) {
  return db
    .select()
    .from(patientWarnings)
    .where(eq(patientWarnings.patientId, patientId))
    .orderBy(desc(patientWarnings.createdAt), asc(patientWarnings.id));
}

export async function findContactPerson(db: Db, patientId: string) {
  return firstOrNull(db.select().from(frContactPersons).where(eq(frContactPersons.patientId, patientId)));
}

/**
 * A patient's health observations, newest first. `latestOnly` keeps, per property, the rows reported at its newest
 * time: one height and one weight, but every allergy of the newest health profile (they share its time).
 */
export async function listObservations(db: Db, patientId: string, latestOnly: boolean) {
  const o = healthObservations;
  const newest = sql`${o.createdAt} = (
    SELECT max(l.created_at) FROM health_observations l WHERE l.patient_id = ${o.patientId} AND l.property_name = ${o.propertyName}
  )`;
  return db
    .select()
    .from(o)
    .where(latestOnly ? sql`${o.patientId} = ${patientId} AND ${newest}` : eq(o.patientId, patientId))
    .orderBy(desc(o.createdAt), asc(o.propertyName), asc(o.id))
    .limit(2000);
}

export async function latestHealthCheckScore(db: Db, patientId: string) {
  return firstOrNull(
    db
      .select()
      .from(healthCheckScores)
      .where(eq(healthCheckScores.patientId, patientId))
      .orderBy(desc(healthCheckScores.createdAt))
      .limit(1),
  );
}

export async function findInsuranceClaim(db: Db, meetingId: string) {
  return firstOrNull(db.select().from(insuranceClaims).where(eq(insuranceClaims.meetingId, meetingId)));
}

export async function findListing(db: Db, patientId: string) {
  return firstOrNull(db.select().from(seListings).where(eq(seListings.patientId, patientId)));
}

/** Whose a meeting is, and whether its child's relationship to the patient was verified (null: no child). */
export async function findMeetingParties(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({
        clinicianId: meetings.clinicianId,
        patientId: meetings.patientId,
        childRelationshipVerified: children.relationshipVerified,
      })
      .from(meetings)
      .leftJoin(children, eq(children.id, meetings.childId))
      .where(eq(meetings.id, meetingId)),
  );
}
