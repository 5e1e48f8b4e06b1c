import zlib from 'node:zlib';
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
import { clinicianContext, id, meetingContext, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getLatestMeeting, getMeeting, listMyMeetings, updateMeetingMeans, type MeetingCache } from './service';

const route = routeSchemas('meetings');

/**
 * The home list is ~110 KB of JSON for a busy clinician (±60 days, ~360 meetings). Compressed in one call at brotli
 * quality 1 (~0.6 ms, 23 KB) rather than streamed through the thread pool at quality 4 in 16 KB chunks (~2 ms to the
 * last byte, 21 KB): the chunks' hand-offs, not the compression, were the cost (issue 22, npm run bench:load).
 */
const LIST_COMPRESSION = {
  syncThreshold: 1024 * 1024,
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
};

export const meetingRoutes: FastifyPluginAsyncZod<{ db: Db; cache: MeetingCache }> = async (app, { db, cache }) => {
  app.get(
    '/api/meetings',
    {
      ...route.session({
        summary: "The signed-in clinician's meetings: today first, then upcoming, then ended",
        response: MeetingListResponse,
      }),
      compress: LIST_COMPRESSION,
    },
    async (request) => ({ meetings: await listMyMeetings(clinicianContext(db, request), new Date()) }),
  );

  app.get(
    '/api/meeting/emrconfig',
    route.patientData('meeting', 'meetingId', 'meeting.emrconfig', {
      summary: "Whether the meeting's notes live in an external EMR (seed 002 §7)",
      querystring: z.object({ meetingId: id }),
      response: EmrConfigResponse,
      in: 'query',
    }),
    // The meeting is the clinician's own (checked before this runs), so its pool is theirs.
    async (request) => ({
      usesExternalEmr: clinicianContext(db, request).principal.pool.usesExternalEmr,
      hasPostPhysicalEvaluation: false,
    }),
  );

  app.get(
    '/api/meeting/doctor/meeting/:id',
    route.patientData('meeting', 'id', 'meeting.read', {
      summary: 'One meeting with its patient (seed 002 §3 Meeting)',
      response: Meeting,
      // A cancelled meeting, or one reassigned to a colleague.
      errors: [410],
    }),
    async (request) => getMeeting(meetingContext(db, request), cache),
  );

  app.get(
    '/api/meeting/doctor/patient/:patientId/latest-meeting',
    route.patientData('patient', 'patientId', 'meeting.latest_read', {
      summary:
        "The clinician's own meeting with the patient that messages and documents outside a meeting go into: the latest begun, else the soonest to come; null when none takes place",
      response: LatestMeetingResponse,
    }),
    async (request) => getLatestMeeting(patientContext(db, request), cache, new Date()),
  );

  app.put(
    '/api/meeting/doctor/meeting/:id/meeting-means',
    route.patientData('meeting', 'id', 'meeting_means.update', {
      summary:
        "How a one-time web user's meeting was held: phone, video or both (409 not_one_time_user for other patients, meeting_ended once it has ended)",
      body: MeetingMeansBody,
      response: MeetingMeansBody,
      errors: [409],
    }),
    async (request) => updateMeetingMeans(meetingContext(db, request), cache, request.body, new Date()),
  );
};
