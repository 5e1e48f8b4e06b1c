import type { CallRole, VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { hashToken, newToken } from '../platform/tokens';
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

export async function redeemTicket(
  db: Db,
  token: string,
  now: Date,
): Promise<{ meetingId: string; role: CallRole; provider: VideoProvider } | null> {
  return findLiveTicket(db, hashToken(token), now);
}
