import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmrConfigResponse,
  LatestMeetingResponse,
  Meeting,
  MeetingListResponse,
  MeetingMeansBody,
} from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, errorResponses, id, idParams, meetingContext, patientContext } from '../platform/http';
import { getLatestMeeting, getMeeting, listMyMeetings, updateMeetingMeans, type MeetingCache } from './service';

export const meetingRoutes: FastifyPluginAsyncZod<{ db: Db; cache: MeetingCache }> = async (app, { db, cache }) => {
  app.get(
    '/api/meetings',
    {
      schema: {
        tags: ['meetings'],
        summary: "The signed-in clinician's meetings: today first, then upcoming, then ended",
        response: { 200: MeetingListResponse, ...errorResponses() },
      },
    },
    async (request) => ({ meetings: await listMyMeetings(clinicianContext(db, request), new Date()) }),
  );

  app.get(
    '/api/meeting/emrconfig',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary: "Whether the meeting's notes live in an external EMR (seed 002 §7)",
        'x-patient-data': { resource: 'meeting', param: 'meetingId', in: 'query', action: 'meeting.emrconfig' },
        querystring: z.object({ meetingId: id }),
        response: { 200: EmrConfigResponse, ...errorResponses() },
      },
    },
    // The meeting is the clinician's own (checked before this runs), so its pool is theirs.
    async (request) => ({
      usesExternalEmr: clinicianContext(db, request).principal.pool.usesExternalEmr,
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
        params: idParams('id'),
        // 410 (a cancelled or reassigned meeting) is no status errorResponses names.
        response: { 200: Meeting, ...errorResponses(410) },
      },
    },
    async (request) => getMeeting(meetingContext(db, request), cache),
  );

  app.get(
    '/api/meeting/doctor/patient/:patientId/latest-meeting',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          "The clinician's own meeting with the patient that messages and documents outside a meeting go into: the latest begun, else the soonest to come; null when none takes place",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'meeting.latest_read' },
        params: idParams('patientId'),
        response: { 200: LatestMeetingResponse, ...errorResponses() },
      },
    },
    async (request) => getLatestMeeting(patientContext(db, request), cache, new Date()),
  );

  app.put(
    '/api/meeting/doctor/meeting/:id/meeting-means',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          "How a one-time web user's meeting was held: phone, video or both (409 not_one_time_user for other patients, meeting_ended once it has ended)",
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'meeting_means.update' },
        params: idParams('id'),
        body: MeetingMeansBody,
        response: { 200: MeetingMeansBody, ...errorResponses(409) },
      },
    },
    async (request) => updateMeetingMeans(meetingContext(db, request), cache, request.body, new Date()),
  );
};
