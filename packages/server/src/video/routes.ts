import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  type P2PVideoSession,
  TimelineEventBody,
  TimelineResponse,
  VideoProviderBody,
  VideoProviderPreference,
  VideoSession,
  type CallRole,
  type ServerSignal,
  type VideoProvider,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { readTimeline, recordTimelineEvent } from './timeline';
import { requirePatientLink } from '../patient-links/service';
import { issueTicket, redeemTicket, ticketStillHolds } from './tickets';
import type { SignallingRooms } from './rooms';
import type { JanusRooms } from '../integrations/janus/janus-rooms';
import { JANUS_PROXY_PATH, proxyToJanus } from './janus-proxy';
import { meetingVideoProvider, preferredVideoProvider, setPreferredVideoProvider, useVideoProvider } from './providers';
import { AppError } from '../platform/errors';
import { StandbySockets } from './standby';

export type VideoRoutesOptions = {
  db: Db;
  rooms: SignallingRooms;
  janus: JanusRooms;
  iceServers: P2PVideoSession['iceServers'];
};

const route = routeSchemas('video');

export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (app, { db, rooms, janus, iceServers }) => {
  const standby = new StandbySockets();
  app.addHook('onClose', async () => standby.stop());
  const session = async (meetingId: string, role: CallRole, provider: VideoProvider): Promise<VideoSession> => {
    if (provider === 'p2p') {
      const token = await issueTicket(db, meetingId, role, provider, new Date());
      return { provider, room: meetingId, region: 'embedded', token, iceServers };
    }
    const { room } = await janus.ensureRoom(meetingId).catch((error: unknown) => {
      app.log.error({ err: error }, 'the Janus video provider is unavailable');
      throw new AppError(503, 'video_provider_unavailable', 'The Janus video provider is not available right now.');
    });
    const token = await issueTicket(db, meetingId, role, provider, new Date());
    return {
      provider,
      apiKey: 'janus.plugin.videoroom',
      sessionId: String(room),
      token,
      proxyUrl: JANUS_PROXY_PATH,
      iceServers,
    };
  };

  app.get(
    '/api/video-meeting/session/:id',
    route.patientData('meeting', 'id', 'video.session', {
      summary:
        "The clinician's video session for a meeting, on the clinician's preferred provider (peer-to-peer until " +
        'they choose); the patient joins the same provider',
      response: VideoSession,
      errors: [503],
    }),
    async (request) => {
      const { principal, access } = meetingContext(db, request);
      const provider = (await preferredVideoProvider(db, principal.id)) ?? 'p2p';
      const answer = await session(access.meetingId, 'clinician', provider);
      await useVideoProvider(db, access.meetingId, provider);
      return answer;
    },
  );

  app.get(
    '/api/clinician/video-provider',
    route.session({
      summary: "The signed-in clinician's preferred video provider (null: not chosen yet)",
      response: VideoProviderPreference,
    }),
    async (request) => ({
      preferredVideoProvider: await preferredVideoProvider(db, clinicianContext(db, request).principal.id),
    }),
  );

  app.put(
    '/api/clinician/video-provider',
    route.session({
      summary: 'Chooses the video provider for the next calls (seed 000 §4 preferred-provider prompt)',
      body: VideoProviderBody,
      response: VideoProviderPreference,
    }),
    async (request) => {
      const { preferredVideoProvider: chosen } = request.body;
      await setPreferredVideoProvider(clinicianContext(db, request), chosen);
      return { preferredVideoProvider: chosen };
    },
  );

  app.get(
    '/api/join/:token/video-session',
    route.public({
      summary: "The patient's video session, by their one-time link",
      params: z.object({ token: z.string().max(200) }),
      response: VideoSession,
      errors: [429, 503],
    }),
    async (request) => {
      const { meetingId } = await requirePatientLink(db, request, request.params.token, 'video.session');
      return session(meetingId, 'patient', await meetingVideoProvider(db, meetingId));
    },
  );

  app.post(
    '/api/video-meeting/room/timeline',
    route.patientData('meeting', 'meeting_id', 'video.timeline', {
      summary: "A call event from the clinician's client (seed 000 §7); sets the meeting's call times",
      body: TimelineEventBody,
      response: z.null(),
      status: 204,
      in: 'body',
    }),
    async (request, reply) => {
      await recordTimelineEvent(meetingContext(db, request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/video-meeting/room/timeline/:id',
    route.patientData('meeting', 'id', 'video.timeline_read', {
      summary: "The meeting's call events, oldest first",
      response: TimelineResponse,
    }),
    async (request) => readTimeline(meetingContext(db, request)),
  );

  app.get(
    '/api/video-meeting/signal',
    {
      // The ticket, not a cookie, admits the socket: a cross-site page cannot borrow a session.
      config: { public: true },
      websocket: true,
      schema: {
        hide: true,
        querystring: z.object({ ticket: z.string().max(200), standby: z.literal('1').optional() }),
      },
    },
    admitByTicket(db, (socket, ticket, request) => {
      const join = () =>
        rooms.join(ticket.meetingId, ticket.role, ticket.provider, socket).catch((error: unknown) => {
          // Not left hanging: the client's reconnect starts.
          app.log.error({ err: error }, 'video signalling failed');
          socket.close(1011, 'signalling failed');
        });
      if (request.query.standby !== '1') return join();
      // Standby: admitted, but in the room (and seen by the other side) only from the side's first message on; at
      // most one such socket per meeting and side, for a limited time (standby.ts).
      const release = standby.hold(ticket.meetingId, ticket.role, socket, ticket.expiresAt);
      socket.on('close', release);
      const enter = (data: RawData, isBinary: boolean) => {
        const type = messageType(data);
        if (type === 'ping') return send(socket, { type: 'pong' });
        socket.off('message', enter);
        release();
        // The ticket (and the patient's link) is checked again: the preview may have lasted, the link been
        // replaced or revoked since. What the socket says meanwhile waits, and the room hears it in order.
        const early: [RawData, boolean][] = type === 'join' ? [] : [[data, isBinary]];
        const hold = (more: RawData, binary: boolean) => early.push([more, binary]);
        socket.on('message', hold);
        ticketStillHolds(db, request.query.ticket, ticket, new Date())
          .then((still) => {
            socket.off('message', hold);
            if (!still) return socket.close(4401, 'invalid ticket');
            if (goneSilently(socket, early)) return;
            // The room listens from its first moment: what was held is handed to it.
            const joined = join();
            for (const [held, binary] of early) socket.emit('message', held, binary);
            return joined;
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'video signalling failed');
            socket.close(1011, 'signalling failed');
          });
      };
      socket.on('message', enter);
      send(socket, { type: 'standby' });
    }),
  );

  app.get(
    JANUS_PROXY_PATH,
    {
      // As for signalling: the ticket admits the socket, and the gate decides what it may ask Janus.
      config: { public: true },
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(200) }) },
    },
    admitByTicket(db, async (socket, ticket) => {
      if (ticket.provider !== 'janus') return socket.close(4401, 'not a Janus ticket');
      const target = await janus.ensureRoom(ticket.meetingId).catch(() => null);
      if (!target) return socket.close(1013, 'video provider unavailable');
      proxyToJanus(socket, target.running, target.room);
    }),
  );
};

type Ticket = NonNullable<Awaited<ReturnType<typeof redeemTicket>>>;

/**
 * A WebSocket handler that runs once the socket's ticket is redeemed (4401 without a valid one, 1011 when it could not
 * be checked). What the browser sends while the ticket is being checked is held and handed on afterwards, not lost.
 */
type TicketQuery = { Querystring: { ticket: string; standby?: '1' } };

function admitByTicket(
  db: Db,
  admit: (socket: WebSocket, ticket: Ticket, request: FastifyRequest<TicketQuery>) => Promise<void> | void,
) {
  return async (socket: WebSocket, request: FastifyRequest<TicketQuery>) => {
    const early: [RawData, boolean][] = [];
    const hold = (data: RawData, isBinary: boolean) => early.push([data, isBinary]);
    socket.on('message', hold);
    let ticket: Ticket | null;
    try {
      ticket = await redeemTicket(db, request.query.ticket, new Date());
    } catch (error) {
      request.log.error({ err: error }, 'video ticket check failed');
      return socket.close(1011, 'ticket check failed');
    }
    socket.off('message', hold);
    if (!ticket) return socket.close(4401, 'invalid ticket');
    if (goneSilently(socket, early)) return;
    await admit(socket, ticket, request);
    for (const [data, isBinary] of early) socket.emit('message', data, isBinary);
  };
}

/**
 * The socket closed while its ticket was checked, without a `leave` (which the room still passes on, as a patient's
 * decline): nothing to admit, for the room would never hear it go.
 */
function goneSilently(socket: WebSocket, held: [RawData, boolean][]): boolean {
  return socket.readyState !== socket.OPEN && !held.some(([data]) => messageType(data) === 'leave');
}

function messageType(data: RawData): unknown {
  try {
    return (JSON.parse(data.toString()) as { type?: unknown }).type;
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, message: ServerSignal): void {
  socket.send(JSON.stringify(message));
}
