import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { CallRole, VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { VIDEO_ROOM_CHANNEL } from '../platform/db/channels';
import {
  clinicians,
  meetings,
  videoRoomMembers,
  videoSignalRelay,
  videoTickets,
  videoTimelineEvents,
} from '../platform/db/schema';

// Providers: the clinician's preference and the provider a meeting's call uses.

export async function findPreferredVideoProvider(db: Db, clinicianId: string): Promise<VideoProvider | null> {
  const [row] = await db
    .select({ provider: clinicians.preferredVideoProvider })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  return row?.provider ?? null;
}

export async function updatePreferredVideoProvider(
  db: Db,
  clinicianId: string,
  provider: VideoProvider,
): Promise<void> {
  await db.update(clinicians).set({ preferredVideoProvider: provider }).where(eq(clinicians.id, clinicianId));
}

export async function updateMeetingVideoProvider(db: Db, meetingId: string, provider: VideoProvider): Promise<void> {
  await db.update(meetings).set({ videoProvider: provider }).where(eq(meetings.id, meetingId));
}

/** The provider stored on the meeting; null when no clinician's call has set one yet. */
export async function findMeetingVideoProvider(db: Db, meetingId: string): Promise<VideoProvider | null> {
  const [row] = await db.select({ provider: meetings.videoProvider }).from(meetings).where(eq(meetings.id, meetingId));
  return row?.provider ?? null;
}

// Tickets: one-time handles a socket presents to join a meeting's room.

export async function insertVideoTicket(db: Db, ticket: typeof videoTickets.$inferInsert): Promise<void> {
  await db.insert(videoTickets).values(ticket);
}

/** The ticket behind a token hash, unless it has expired by `now`. */
export async function findLiveTicket(db: Db, tokenHash: string, now: Date) {
  return firstOrNull(
    db
      .select({
        meetingId: videoTickets.meetingId,
        role: videoTickets.role,
        provider: videoTickets.provider,
        expiresAt: videoTickets.expiresAt,
      })
      .from(videoTickets)
      .where(and(eq(videoTickets.tokenHash, tokenHash), gt(videoTickets.expiresAt, now))),
  );
}

/**
 * Ends the meeting's live patient tickets at `now` (its patient link was replaced or revoked): no socket is admitted
 * with them any more, and a socket in standby does not enter the room with one.
 */
export async function expirePatientTickets(db: Db, meetingId: string, now: Date): Promise<void> {
  await db
    .update(videoTickets)
    .set({ expiresAt: now })
    .where(
      and(eq(videoTickets.meetingId, meetingId), eq(videoTickets.role, 'patient'), gt(videoTickets.expiresAt, now)),
    );
}

// Rooms: who is in a meeting's room, across instances, and what they tell each other.

/** Puts the side's connection in the room, replacing the one it had (a reconnect). */
export async function upsertRoomMember(
  db: Db,
  member: { meetingId: string; role: CallRole; connectionId: string; provider: VideoProvider },
): Promise<void> {
  const { connectionId, provider } = member;
  await db
    .insert(videoRoomMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [videoRoomMembers.meetingId, videoRoomMembers.role],
      set: { connectionId, provider, joinedAt: new Date() },
    });
}

/** The side in the room, with the provider it joined with; null when that side is not in the room. */
export async function findRoomMember(db: Db, meetingId: string, role: CallRole) {
  return firstOrNull(
    db
      .select({ provider: videoRoomMembers.provider })
      .from(videoRoomMembers)
      .where(and(eq(videoRoomMembers.meetingId, meetingId), eq(videoRoomMembers.role, role))),
  );
}

/**
 * Takes the side out of the room if the room still names this connection; whether it did. A connection that a
 * reconnect has replaced removes nothing.
 */
export async function removeRoomMember(db: Db, meetingId: string, role: CallRole, connectionId: string) {
  const gone = await db
    .delete(videoRoomMembers)
    .where(
      and(
        eq(videoRoomMembers.meetingId, meetingId),
        eq(videoRoomMembers.role, role),
        eq(videoRoomMembers.connectionId, connectionId),
      ),
    )
    .returning({ role: videoRoomMembers.role });
  return gone.length > 0;
}

/** Stores a signal too large for NOTIFY in the relay table; its id, for the NOTIFY that points at it. */
export async function insertRelayedSignal(db: Db, payload: unknown): Promise<number> {
  const [row] = await db.insert(videoSignalRelay).values({ payload }).returning();
  return row!.id;
}

/** Relayed signals nobody took within five minutes: their sockets went away before reading them. */
export async function deleteStaleRelayedSignals(db: Db): Promise<void> {
  await db.delete(videoSignalRelay).where(lt(videoSignalRelay.createdAt, sql`now() - interval '5 minutes'`));
}

/** Reads and removes a relayed signal at once, so that it is delivered once; null when it is gone. */
export async function takeRelayedSignal(db: Db, id: number) {
  return firstOrNull(
    db.delete(videoSignalRelay).where(eq(videoSignalRelay.id, id)).returning({ payload: videoSignalRelay.payload }),
  );
}

/** Tells every instance's rooms (VIDEO_ROOM_CHANNEL) about a room event. */
export async function notifyRooms(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${VIDEO_ROOM_CHANNEL}, ${payload})`);
}

// Timeline: what the clinician's client reports about a call, and the meeting's call times.

export async function insertTimelineEvent(tx: Db, event: typeof videoTimelineEvents.$inferInsert): Promise<void> {
  await tx.insert(videoTimelineEvents).values(event);
}

/** Starts the meeting's call at `at`, unless one is under way (started and not yet ended). */
export async function startVideoCall(tx: Db, meetingId: string, at: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ videoCallStartTime: at, videoCallEndTime: null, updatedAt: new Date() })
    .where(
      and(eq(meetings.id, meetingId), or(isNull(meetings.videoCallStartTime), isNotNull(meetings.videoCallEndTime))),
    );
}

/** Ends the meeting's call at `at`, if a call has started. */
export async function endVideoCall(tx: Db, meetingId: string, at: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ videoCallEndTime: at, updatedAt: new Date() })
    .where(and(eq(meetings.id, meetingId), isNotNull(meetings.videoCallStartTime)));
}

/** The meeting's timeline in the order it was reported (at most 1,000 events). */
export async function listTimelineEvents(db: Db, meetingId: string) {
  return db
    .select({
      timestamp: videoTimelineEvents.timestamp,
      event: videoTimelineEvents.event,
      eventDetails: videoTimelineEvents.eventDetails,
    })
    .from(videoTimelineEvents)
    .where(eq(videoTimelineEvents.meetingId, meetingId))
    .orderBy(asc(videoTimelineEvents.id))
    .limit(1000);
}
