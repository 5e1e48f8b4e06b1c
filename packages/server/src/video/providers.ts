import type { VideoProvider } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit } from '../platform/audit';
import type { ClinicianContext } from '../platform/http';
import {
  findMeetingVideoProvider,
  findPreferredVideoProvider,
  updateMeetingVideoProvider,
  updatePreferredVideoProvider,
} from './repo';

export async function preferredVideoProvider(db: Db, clinicianId: string): Promise<VideoProvider | null> {
  return findPreferredVideoProvider(db, clinicianId);
}

export async function setPreferredVideoProvider(
  { db, request, principal }: ClinicianContext,
  provider: VideoProvider,
): Promise<void> {
  await updatePreferredVideoProvider(db, principal.id, provider);
  await audit(db, request, {
    action: 'clinician.video_provider',
    outcome: 'success',
    resourceType: 'clinician',
    resourceId: principal.id,
  });
}

/** The clinician's call decides the meeting's provider; the patient's side follows it. */
export async function useVideoProvider(db: Db, meetingId: string, provider: VideoProvider): Promise<void> {
  await updateMeetingVideoProvider(db, meetingId, provider);
}

/** Until a clinician's call sets one, a meeting's call is peer-to-peer. */
export async function meetingVideoProvider(db: Db, meetingId: string): Promise<VideoProvider> {
  return (await findMeetingVideoProvider(db, meetingId)) ?? 'p2p';
}
