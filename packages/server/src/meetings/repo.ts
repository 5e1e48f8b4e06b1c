import { aliasedTable, and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { MeetingMeans } from '@konsult/domain';
import { prepared, type Db } from '../platform/db/database';
import { careFacilities, children, clinicians, meetingCareFacilities, meetings, patients } from '../platform/db/schema';

/** The clinician's meetings between two instants, with the names the home list shows. */
export async function listMeetingsForClinician(db: Db, clinicianId: string, from: Date, to: Date) {
  return db
    .select({
      meeting: meetings,
      patientGivenName: patients.givenName,
      patientFamilyName: patients.familyName,
      childName: children.name,
    })
    .from(meetings)
    .innerJoin(patients, eq(patients.id, meetings.patientId))
    .leftJoin(children, eq(children.id, meetings.childId))
    .where(
      and(
        eq(meetings.clinicianId, clinicianId),
        gte(meetings.scheduledStartTime, from),
        lt(meetings.scheduledStartTime, to),
      ),
    )
    .orderBy(asc(meetings.scheduledStartTime))
    .limit(500);
}

const caregiver = aliasedTable(clinicians, 'caregiver');

const ownMeetingQuery = (db: Db) =>
  prepared(db, 'meeting_own_with_patient', (d, name) =>
    d
      .select({
        meeting: meetings,
        patient: patients,
        child: children,
        caregiverId: caregiver.id,
        caregiverName: caregiver.name,
        careFacilityId: careFacilities.id,
        careFacilityName: careFacilities.name,
      })
      .from(meetings)
      .innerJoin(patients, eq(patients.id, meetings.patientId))
      .innerJoin(caregiver, eq(caregiver.id, meetings.clinicianId))
      .leftJoin(children, eq(children.id, meetings.childId))
      .leftJoin(meetingCareFacilities, eq(meetingCareFacilities.meetingId, meetings.id))
      .leftJoin(careFacilities, eq(careFacilities.id, meetingCareFacilities.careFacilityId))
      .where(
        and(eq(meetings.id, sql.placeholder('meetingId')), eq(meetings.clinicianId, sql.placeholder('clinicianId'))),
      )
      .prepare(name),
  );

/** One meeting with its patient, child, accountable clinician and care facility, only if it is the clinician's own. */
export async function findOwnMeeting(db: Db, meetingId: string, clinicianId: string) {
  const [row] = await ownMeetingQuery(db).execute({ meetingId, clinicianId });
  return row ?? null;
}

export type OwnMeetingRow = NonNullable<Awaited<ReturnType<typeof findOwnMeeting>>>;
export type MeetingListRow = Awaited<ReturnType<typeof listMeetingsForClinician>>[number];

/** What the meeting-means answer depends on: the meeting's state and whether its patient is a one-time web user. */
export async function findMeetingMeansState(db: Db, meetingId: string) {
  const [row] = await db
    .select({ status: meetings.status, meetingMeans: meetings.meetingMeans, isOneTimeUser: patients.gbIsOneTimeUser })
    .from(meetings)
    .innerJoin(patients, eq(patients.id, meetings.patientId))
    .where(eq(meetings.id, meetingId));
  return row ?? null;
}

export async function setMeetingMeans(db: Db, meetingId: string, meetingMeans: MeetingMeans, now: Date) {
  await db.update(meetings).set({ meetingMeans, updatedAt: now }).where(eq(meetings.id, meetingId));
}
