import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicians, meetings } from '../platform/db/schema';
import { audit } from '../platform/audit';

export async function preferredVideoProvider(db: Db, clinicianId: string): Promise<VideoProvider | null> {
  const [row] = await db
    .select({ provider: clinicians.preferredVideoProvider })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  return row?.provider ?? null;
}

export async function setPreferredVideoProvider(
  db: Db,
  request: FastifyRequest,
  clinicianId: string,
  provider: VideoProvider,
): Promise<void> {
  await db.update(clinicians).set({ preferredVideoProvider: provider }).where(eq(clinicians.id, clinicianId));
  await audit(db, request, {
    action: 'clinician.video_provider',
    outcome: 'success',
    resourceType: 'clinician',
    resourceId: clinicianId,
  });
}

/** The clinician's call decides the meeting's provider; the patient's side follows it. */
export async function useVideoProvider(db: Db, meetingId: string, provider: VideoProvider): Promise<void> {
  await db.update(meetings).set({ videoProvider: provider }).where(eq(meetings.id, meetingId));
}

export async function meetingVideoProvider(db: Db, meetingId: string): Promise<VideoProvider> {
  const [row] = await db.select({ provider: meetings.videoProvider }).from(meetings).where(eq(meetings.id, meetingId));
  return row?.provider ?? 'p2p';
}
