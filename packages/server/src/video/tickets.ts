import { and, eq, gt } from 'drizzle-orm';
import type { CallRole, VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { videoTickets } from '../platform/db/schema';
import { hashToken, newToken } from '../platform/tokens';

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
  await db.insert(videoTickets).values({
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
  const [row] = await db
    .select({ meetingId: videoTickets.meetingId, role: videoTickets.role, provider: videoTickets.provider })
    .from(videoTickets)
    .where(and(eq(videoTickets.tokenHash, hashToken(token)), gt(videoTickets.expiresAt, now)));
  return row ?? null;
}
