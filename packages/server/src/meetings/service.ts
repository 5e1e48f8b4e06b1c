import {
  asksMeetingMeans,
  ERROR_KEYS,
  isEnded,
  orderForHome,
  type LatestMeetingResponse,
  type Meeting,
  type MeetingMeansBody,
  type MeetingSummary,
} from '@konsult/domain';
import type { Database, Db } from '../platform/db/database';
import { MEETING_CHANGED_CHANNEL } from '../platform/db/channels';
import { NotifiedCache } from '../platform/notified-cache';
import { audit, auditSuccess } from '../platform/audit';
import { AppError, conflict, notFound } from '../platform/errors';
import type { ClinicianContext, MeetingAccess, RequestContext } from '../platform/http';
import {
  findLatestOwnMeetingId,
  findMeetingMeansState,
  findOwnMeeting,
  listMeetingsForClinician,
  setMeetingMeans,
} from './repo';
import { toMeeting, toMeetingSummary } from './mapper';

const DAY = 86_400_000;
/** The home list reaches this far back and ahead; older meetings live in the record history. */
const LIST_PAST_DAYS = 60;
const LIST_FUTURE_DAYS = 60;

export async function listMyMeetings(
  { db, request, principal }: ClinicianContext,
  now: Date,
): Promise<MeetingSummary[]> {
  // The audit row is written alongside the read, on a connection of its own, and committed before the answer
  // leaves: its commit (the WAL reaching the disk) then costs the list nothing it did not already wait for.
  const [rows] = await Promise.all([
    listMeetingsForClinician(db, principal.id, {
      from: new Date(now.getTime() - LIST_PAST_DAYS * DAY),
      // A day back: today's meetings, earlier ones included, are on the side that is never cut first.
      pivot: new Date(now.getTime() - DAY),
      to: new Date(now.getTime() + LIST_FUTURE_DAYS * DAY),
    }),
    audit(db, request, { action: 'meeting.list', outcome: 'success', resourceType: 'meeting' }),
  ]);
  return orderForHome(rows.map(toMeetingSummary), now.getTime(), principal.pool.country);
}

/**
 * A meeting for the consultation screen. Cancelled and reassigned meetings answer 410 with their
 * own keys, which the screen turns into its full-page states (seed 002 §2).
 */
export async function getMeeting(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  cache: MeetingCache,
): Promise<Meeting> {
  const { meetingId } = access;
  const meeting = await loadMeeting(db, cache, meetingId, principal.id);
  // Access was established before the handler; a row gone since then is as missing as any other.
  if (!meeting) throw notFound();

  const { status, patientId } = meeting;
  if (status === 'CANCELLED' || status === 'REASSIGNED') {
    await audit(db, request, {
      action: 'meeting.read',
      outcome: 'failure',
      patientId,
      resourceType: 'meeting',
      resourceId: meetingId,
    });
    throw status === 'CANCELLED'
      ? new AppError(410, ERROR_KEYS.meetingCancelled, 'This meeting has been cancelled.')
      : new AppError(410, ERROR_KEYS.meetingReassigned, 'This meeting has been reassigned to another clinician.');
  }
  await auditSuccess(db, request, 'meeting.read');
  return meeting;
}

/**
 * Outside a meeting (the meetingless view, /patient-profile/{patientId}) a clinician still sends messages and saves
 * documents, and both live in a meeting: one conversation per meeting, which the patient reads through that
 * meeting's link, and documents saved per meeting. Our decision: they go into the clinician's own latest meeting with
 * the patient (the latest that has begun, else the soonest to come; never a cancelled or reassigned one), mapped as
 * GET /api/meeting/doctor/meeting/{id} maps it. The care relationship was checked before this runs; null when every
 * meeting with the patient was cancelled or handed over.
 */
export async function getLatestMeeting(
  { db, request, principal, access }: RequestContext,
  cache: MeetingCache,
  now: Date,
): Promise<LatestMeetingResponse> {
  const meetingId = await findLatestOwnMeetingId(db, principal.id, access.patientId, now);
  const meeting = meetingId ? await loadMeeting(db, cache, meetingId, principal.id) : null;
  // The patient was reached; the meeting, when there is one, is what was read.
  await auditSuccess(db, request, 'meeting.latest_read', meeting ? { type: 'meeting', id: meeting.id } : undefined);
  return { meeting };
}

/**
 * Meetings as the consultation screen reads them, by id. The screen and its panels ask for the
 * meeting again and again during a consultation; the database announces every change to a
 * meeting or the people on it (migration 0002), so an entry is dropped the moment it is stale.
 */
export type MeetingCache = NotifiedCache<Meeting>;

export function openMeetingCache(database: Database): Promise<MeetingCache> {
  return new NotifiedCache<Meeting>({ ttlMs: 60_000, maxEntries: 20_000 }).subscribe(database, MEETING_CHANGED_CHANNEL);
}

async function loadMeeting(
  db: Db,
  cache: MeetingCache,
  meetingId: string,
  clinicianId: string,
): Promise<Meeting | null> {
  const now = Date.now();
  const cached = cache.get(meetingId, now);
  if (cached) return cached.accountableCaregiver.id === clinicianId ? cached : null;
  const row = await findOwnMeeting(db, meetingId, clinicianId);
  if (!row) return null;
  const meeting = toMeeting(row);
  cache.set(meetingId, meeting, now);
  return meeting;
}

/**
 * Records how a one-time web user's meeting was held (seed 000 §3, §5). Asked of no one else: 409
 * `not_one_time_user`. An ended meeting keeps the answer it ended with: 409 `meeting_ended`.
 */
export async function updateMeetingMeans(
  { db, request, access }: RequestContext<MeetingAccess>,
  cache: MeetingCache,
  body: MeetingMeansBody,
  now: Date,
): Promise<MeetingMeansBody> {
  const { meetingId } = access;
  const state = await findMeetingMeansState(db, meetingId);
  if (!state) throw notFound();
  if (!asksMeetingMeans(state.isOneTimeUser)) {
    throw conflict('not_one_time_user', 'The meeting means is asked only for one-time web users.');
  }
  if (isEnded(state.status)) throw conflict('meeting_ended', 'This meeting has ended.');
  await setMeetingMeans(db, meetingId, body.meetingMeans, now);
  // The trigger's NOTIFY reaches every instance soon; this one must not answer a read right after with the old value.
  cache.delete(meetingId);
  await auditSuccess(db, request, 'meeting_means.update');
  return { meetingMeans: body.meetingMeans };
}
