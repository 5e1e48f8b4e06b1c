import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { MeetingMeans, MeetingStatus } from '@konsult/domain';
import { prepared, type Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { careFacilities, children, clinicians, meetingCareFacilities, meetings, patients } from '../platform/db/schema';

/** At most this many meetings of each side of the home list's window: a full-time clinician has about 250 a month. */
export const LIST_CAP = { past: 400, coming: 400 } as const;

/**
 * One side of the home list's window: the clinician's meetings from `from` up to `to`, in `order` of their
 * scheduled start, at most `cap`. Only the columns the list shows: a clinician's ±60 days hold hundreds of meetings,
 * and every column of every row cost ~5 ms more to read and map (issue 22, npm run seed:scale).
 */
const listSide = (d: Db, from: string, to: string, order: 'asc' | 'desc', cap: number) =>
  d
    .select({
      meeting: {
        id: meetings.id,
        patientId: meetings.patientId,
        activityType: meetings.activityType,
        interventionType: meetings.interventionType,
        status: meetings.status,
        scheduledStartTime: meetings.scheduledStartTime,
        slotLengthMinutes: meetings.slotLengthMinutes,
        actualEndTime: meetings.actualEndTime,
      },
      patientGivenName: patients.givenName,
      patientFamilyName: patients.familyName,
      childName: children.name,
    })
    .from(meetings)
    .innerJoin(patients, eq(patients.id, meetings.patientId))
    .leftJoin(children, eq(children.id, meetings.childId))
    .where(
      and(
        eq(meetings.clinicianId, sql.placeholder('clinicianId')),
        gte(meetings.scheduledStartTime, sql`${sql.placeholder(from)}::timestamptz`),
        lt(meetings.scheduledStartTime, sql`${sql.placeholder(to)}::timestamptz`),
      ),
    )
    .orderBy(order === 'asc' ? asc(meetings.scheduledStartTime) : desc(meetings.scheduledStartTime))
    .limit(cap);

/**
 * Both sides in one statement, prepared once: one round trip and no planning per request (issue 22: at 200,000
 * meetings the second side's round trip and both plans were a fifth of the list's time).
 */
const listQuery = (db: Db) =>
  prepared(db, 'meeting_list_for_clinician', (d, name) =>
    listSide(d, 'pivot', 'to', 'asc', LIST_CAP.coming)
      .unionAll(listSide(d, 'from', 'pivot', 'desc', LIST_CAP.past))
      .orderBy(asc(meetings.scheduledStartTime))
      .prepare(name),
  );

/**
 * The clinician's meetings between two instants, with the names the home list shows, by scheduled start: from
 * `pivot` on the earliest first, before it the latest first, each side capped (LIST_CAP), so a busy clinician's list
 * loses the oldest past and the farthest future, never today's.
 */
export async function listMeetingsForClinician(
  db: Db,
  clinicianId: string,
  window: { from: Date; pivot: Date; to: Date },
) {
  return listQuery(db).execute({
    clinicianId,
    from: window.from.toISOString(),
    pivot: window.pivot.toISOString(),
    to: window.to.toISOString(),
  });
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
  return firstOrNull(ownMeetingQuery(db).execute({ meetingId, clinicianId }));
}

/** Meetings that no longer take place: their patient link does not open and the screen shows them as gone (410). */
const GONE: MeetingStatus[] = ['CANCELLED', 'REASSIGNED'];
/** Meetings the clinician has begun or that are over, whatever their scheduled start says. */
const BEGUN: MeetingStatus[] = ['STARTED', 'COMPLETED', 'NO_SHOW'];

/**
 * The id of the clinician's own meeting with the patient that what they do outside a meeting goes into (the
 * meetingless view's messages and documents, docs/api.md "Outside a meeting"): the latest that has begun (its
 * scheduled start is not in the future, or it was started or ended early); if none has, the soonest to come.
 * Cancelled and reassigned meetings never: the patient could not read anything sent in them. Null: no such meeting.
 */
export async function findLatestOwnMeetingId(
  db: Db,
  clinicianId: string,
  patientId: string,
  now: Date,
): Promise<string | null> {
  const begun = sql`(${lte(meetings.scheduledStartTime, now)} or ${inArray(meetings.status, BEGUN)})`;
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(eq(meetings.clinicianId, clinicianId), eq(meetings.patientId, patientId), notInArray(meetings.status, GONE)),
    )
    .orderBy(
      desc(begun),
      desc(sql`case when ${begun} then ${meetings.scheduledStartTime} end`),
      asc(meetings.scheduledStartTime),
      asc(meetings.id),
    )
    .limit(1);
  return row?.id ?? null;
}

export type OwnMeetingRow = NonNullable<Awaited<ReturnType<typeof findOwnMeeting>>>;
export type MeetingListRow = Awaited<ReturnType<typeof listMeetingsForClinician>>[number];

/** What the meeting-means answer depends on: the meeting's state and whether its patient is a one-time web user. */
export async function findMeetingMeansState(db: Db, meetingId: string) {
  return firstOrNull(
    db
      .select({ status: meetings.status, meetingMeans: meetings.meetingMeans, isOneTimeUser: patients.gbIsOneTimeUser })
      .from(meetings)
      .innerJoin(patients, eq(patients.id, meetings.patientId))
      .where(eq(meetings.id, meetingId)),
  );
}

export async function setMeetingMeans(db: Db, meetingId: string, meetingMeans: MeetingMeans, now: Date) {
  await db.update(meetings).set({ meetingMeans, updatedAt: now }).where(eq(meetings.id, meetingId));
}
