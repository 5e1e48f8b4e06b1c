import type { CallRole, VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { hashToken, newToken } from '../platform/tokens';
import { meetingLinkUsable } from '../patient-links/service';
import { findLiveTicket, insertVideoTicket } from './repo';

/** Long enough for a consultation and its reconnects. */
const TICKET_LIFETIME_MS = 4 * 60 * 60_000;

export async function issueTicket(
  db: Db,
  meetingId: string,
  role: CallRole,
  provider: VideoProvider,
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertVideoTicket(db, {
    tokenHash: hashToken(token),
    meetingId,
    role,
    provider,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_LIFETIME_MS),
  });
  return token;
}

/**
 * The ticket behind a token if it admits a socket at `now`: not expired (nor revoked with its patient link), and a
 * patient's only while the meeting's patient link is still usable. Checked on admission and again when a standby
 * socket enters the room.
 */
export async function redeemTicket(
  db: Db,
  token: string,
  now: Date,
): Promise<{ meetingId: string; role: CallRole; provider: VideoProvider; expiresAt: Date } | null> {
  const ticket = await findLiveTicket(db, hashToken(token), now);
  if (!ticket) return null;
  if (ticket.role === 'patient' && !(await meetingLinkUsable(db, ticket.meetingId, now))) return null;
  return ticket;
}

/**
 * Whether a ticket redeemed earlier (a standby socket's) still admits at `now`: as redeemTicket, with the meeting
 * known, so that both checks run at once (this is on the way from Join to the first frame).
 */
export async function ticketStillHolds(
  db: Db,
  token: string,
  ticket: { meetingId: string; role: CallRole },
  now: Date,
): Promise<boolean> {
  const [live, linkUsable] = await Promise.all([
    findLiveTicket(db, hashToken(token), now),
    ticket.role === 'patient' ? meetingLinkUsable(db, ticket.meetingId, now) : true,
  ]);
  return live !== null && live.meetingId === ticket.meetingId && linkUsable;
}
