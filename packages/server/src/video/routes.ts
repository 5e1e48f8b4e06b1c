import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, P2PVideoSession, TimelineEventBody, TimelineResponse, type CallRole } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { readTimeline, recordTimelineEvent } from './timeline';
import { requirePatientLink } from '../patient-links/service';
import { issueTicket, redeemTicket } from './tickets';
import type { SignallingRooms } from './rooms';

export type VideoRoutesOptions = { db: Db; rooms: SignallingRooms; iceServers: P2PVideoSession['iceServers'] };

export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (app, { db, rooms, iceServers }) => {
  const session = async (meetingId: string, role: CallRole): Promise<P2PVideoSession> => ({
    provider: 'p2p',
    room: meetingId,
    region: 'embedded',
    token: await issueTicket(db, meetingId, role, new Date()),
    iceServers,
  });

  app.get(
    '/api/video-meeting/session/:id',
    {
      schema: {
        tags: ['video', 'patient-data'],
        summary: "The clinician's video session for a meeting (built-in peer-to-peer provider)",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'video.session' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: P2PVideoSession, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => session(requireAccess(request.access).meetingId!, 'clinician'),
  );

  app.get(
    '/api/join/:token/video-session',
    {
      config: { public: true },
      schema: {
        tags: ['video'],
        summary: "The patient's video session, by their one-time link",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: P2PVideoSession, 404: ErrorBody },
      },
    },
    async (request) => {
      const { meetingId } = await requirePatientLink(db, request, request.params.token, 'video.session');
      return session(meetingId, 'patient');
    },
  );

  app.post(
    '/api/video-meeting/room/timeline',
    {
      schema: {
        tags: ['video', 'patient-data'],
        summary: "A call event from the clinician's client (seed 000 §7); sets the meeting's call times",
        'x-patient-data': { resource: 'meeting', param: 'meeting_id', in: 'body', action: 'video.timeline' },
        body: TimelineEventBody,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await recordTimelineEvent(
        db,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/video-meeting/room/timeline/:id',
    {
      schema: {
        tags: ['video', 'patient-data'],
        summary: "The meeting's call events, oldest first",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'video.timeline_read' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TimelineResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => readTimeline(db, request, requireAccess(request.access)),
  );

  app.get(
    '/api/video-meeting/signal',
    {
      // The ticket, not a cookie, admits the socket: a cross-site page cannot borrow a session.
      config: { public: true },
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(200) }) },
    },
    async (socket, request) => {
      const ticket = await redeemTicket(db, request.query.ticket, new Date());
      if (!ticket) {
        socket.close(4401, 'invalid ticket');
        return;
      }
      rooms.join(ticket.meetingId, ticket.role, socket);
    },
  );
};
