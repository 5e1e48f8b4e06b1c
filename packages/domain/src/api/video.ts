import { z } from 'zod';
import { epochMs, requestId } from './common';

/**
 * Seed 000 §3 "Video session, first kind" (room, region, token) for the built-in peer-to-peer
 * provider. `token` is a ticket for the signalling WebSocket `/api/video-meeting/signal?ticket=`.
 */
export const P2PVideoSession = z.object({
  provider: z.literal('p2p'),
  room: z.string(),
  region: z.string(),
  token: z.string(),
  iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) })),
});
export type P2PVideoSession = z.infer<typeof P2PVideoSession>;

export const VIDEO_PROVIDERS = ['p2p', 'janus'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/**
 * Seed 000 §3 "Video session, second kind" (apiKey, sessionId, token, proxyUrl) for the Janus SFU provider.
 * apiKey names the Janus plugin API the client speaks; sessionId is the meeting's VideoRoom number; token is the
 * ticket for both our signalling WebSocket and the Janus proxy at proxyUrl (`?ticket=`), which reaches the project's
 * Janus on the clinician's and patient's behalf.
 */
export const JanusVideoSession = z.object({
  provider: z.literal('janus'),
  apiKey: z.literal('janus.plugin.videoroom'),
  sessionId: z.string(),
  token: z.string(),
  proxyUrl: z.string(),
  iceServers: P2PVideoSession.shape.iceServers,
});
export type JanusVideoSession = z.infer<typeof JanusVideoSession>;

export const VideoSession = z.discriminatedUnion('provider', [P2PVideoSession, JanusVideoSession]);
export type VideoSession = z.infer<typeof VideoSession>;

/** GET/PUT /api/clinician/video-provider: the clinician's preferred provider; null until they choose. */
export const VideoProviderPreference = z.object({ preferredVideoProvider: z.enum(VIDEO_PROVIDERS).nullable() });
export type VideoProviderPreference = z.infer<typeof VideoProviderPreference>;
export const VideoProviderBody = z.object({ preferredVideoProvider: z.enum(VIDEO_PROVIDERS) });

export type CallRole = 'clinician' | 'patient';
export type LeaveReason = 'hung-up' | 'declined' | 'ended';

/**
 * Signalling messages, server → client. The room is the meeting's, whichever provider carries the media; each side
 * is told which provider the other is on (`peerProvider`, `provider`), so a patient whose clinician switched
 * provider can follow.
 */
export type ServerSignal =
  | { type: 'welcome'; role: CallRole; peerPresent: boolean; peerProvider: VideoProvider | null }
  | { type: 'peer-joined'; provider: VideoProvider }
  | { type: 'peer-left'; reason: LeaveReason | 'disconnected' }
  | { type: 'signal'; data: unknown }
  /** A socket opened in standby is admitted (its ticket is good); it is not in the room yet. */
  | { type: 'standby' }
  /** The answer to `ping`: traffic both ways, so that no proxy takes a quiet socket for a dead one. */
  | { type: 'pong' };

/**
 * Signalling messages, client → server. `join` enters the room from a socket opened in standby
 * (`&standby=1`: the patient's page opens it while the camera preview shows, so that Join costs no round trip);
 * a standby socket's first other message enters the room too, `ping` excepted. In the room, `join` means nothing.
 * `ping` (every 25 s) is answered with `pong`, in standby as in the room.
 */
export const ClientSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join') }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('signal'), data: z.unknown() }),
  z.object({ type: z.literal('leave'), reason: z.enum(['hung-up', 'declined', 'ended']) }),
]);
export type ClientSignal = z.infer<typeof ClientSignal>;

/** POST /api/video-meeting/room/timeline (seed 000 §7, 002 §7), snake_case as the seed sends it. */
export const TimelineEventBody = z.object({
  meeting_id: requestId,
  /** Epoch ms, within what a date can hold (±8.64e15; a larger one ended in a 500). */
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
  event: z.string().min(1).max(100),
  type: z.literal('VIDEO'),
  user_type: z.literal('CLINICIAN'),
  source: z.literal('CLIENT'),
  event_details: z.record(z.string(), z.unknown()).optional(),
});
export type TimelineEventBody = z.infer<typeof TimelineEventBody>;

export const TimelineResponse = z.object({
  events: z.array(
    z.object({
      timestamp: epochMs,
      event: z.string(),
      event_details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type TimelineResponse = z.infer<typeof TimelineResponse>;
