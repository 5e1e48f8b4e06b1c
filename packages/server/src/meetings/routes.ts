import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmrConfigResponse,
  ErrorBody,
  LatestMeetingResponse,
  Meeting,
  MeetingListResponse,
  MeetingMeansBody,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { getLatestMeeting, getMeeting, listMyMeetings, updateMeetingMeans, type MeetingCache } from './service';

export const meetingRoutes: FastifyPluginAsyncZod<{ db: Db; cache: MeetingCache }> = async (app, { db, cache }) => {
  app.get(
    '/api/meetings',
    {
      schema: {
        tags: ['meetings'],
        summary: "The signed-in clinician's meetings: today first, then upcoming, then ended",
        response: { 200: MeetingListResponse, 401: ErrorBody },
      },
    },
    async (request) => ({
      meetings: await listMyMeetings(db, request, requirePrincipal(request.principal), new Date()),
    }),
  );

  app.get(
    '/api/meeting/emrconfig',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: "Whether the meeting's notes live in an external EMR (seed 002 §7)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', in: 'query', action: 'meeting.emrconfig' },
        querystring: z.object({ meetingId: z.string().max(100) }),
        response: { 200: EmrConfigResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    // The meeting is the clinician's own (checked before this runs), so its pool is theirs.
    async (request) => ({
      usesExternalEmr: requirePrincipal(request.principal).pool.usesExternalEmr,
      hasPostPhysicalEvaluation: false,
    }),
  );

  app.get(
    '/api/meeting/doctor/meeting/:id',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: 'One meeting with its patient (seed 002 §3 Meeting)',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'meeting.read' },
        params: z.object({ id: z.string().max(100) }),
        response: { 200: Meeting, 401: ErrorBody, 404: ErrorBody, 410: ErrorBody },
      },
    },
    async (request) =>
      getMeeting(db, cache, request, requirePrincipal(request.principal), requireAccess(request.access)),
  );

  app.get(
    '/api/meeting/doctor/patient/:patientId/latest-meeting',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          "The clinician's own meeting with the patient that messages and documents outside a meeting go into: the latest begun, else the soonest to come; null when none takes place",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'meeting.latest_read' },
        params: z.object({ patientId: z.string().max(100) }),
        response: { 200: LatestMeetingResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      getLatestMeeting(
        db,
        cache,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        new Date(),
      ),
  );

  app.put(
    '/api/meeting/doctor/meeting/:id/meeting-means',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          "How a one-time web user's meeting was held: phone, video or both (409 not_one_time_user for other patients, meeting_ended once it has ended)",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'meeting_means.update' },
        params: z.object({ id: z.string().max(100) }),
        body: MeetingMeansBody,
        response: { 200: MeetingMeansBody, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => updateMeetingMeans(db, cache, request, requireAccess(request.access), request.body, new Date()),
  );
};
