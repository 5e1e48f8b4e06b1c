import { z } from 'zod';

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

export type CallRole = 'clinician' | 'patient';
export type LeaveReason = 'hung-up' | 'declined' | 'ended';

/** Signalling messages, server → client. */
export type ServerSignal =
  | { type: 'welcome'; role: CallRole; peerPresent: boolean }
  | { type: 'peer-joined' }
  | { type: 'peer-left'; reason: LeaveReason | 'disconnected' }
  | { type: 'signal'; data: unknown };

/** Signalling messages, client → server. */
export const ClientSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signal'), data: z.unknown() }),
  z.object({ type: z.literal('leave'), reason: z.enum(['hung-up', 'declined', 'ended']) }),
]);
export type ClientSignal = z.infer<typeof ClientSignal>;

/** POST /api/video-meeting/room/timeline (seed 000 §7, 002 §7), snake_case as the seed sends it. */
export const TimelineEventBody = z.object({
  meeting_id: z.string().max(100),
  timestamp: z.number().int(),
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
      timestamp: z.number().int(),
      event: z.string(),
      event_details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type TimelineResponse = z.infer<typeof TimelineResponse>;
