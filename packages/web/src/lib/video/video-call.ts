// Type-only imports: this file is in the patient's join bundle, which must not pull in zod.
import type { VideoSession } from '@konsult/domain';
import type { VideoCall, VideoCallOptions } from './call-common';
import { JanusCall } from './janus-call';
import { P2PCall } from './p2p-call';

export type { CallState, PeerLeftReason, VideoCall, VideoCallOptions } from './call-common';

export function createVideoCall(session: VideoSession, options: VideoCallOptions): VideoCall {
  return session.provider === 'janus' ? new JanusCall({ ...options, session }) : new P2PCall({ ...options, session });
}
