import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FinishMeetingBody, FinishMeetingResponse } from '@konsult/domain';
import type { ActionFacts } from '../actions/action-module';
import type { Db } from '../platform/db/database';
import { meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import { finishMeeting } from './service';

const route = routeSchemas('meetings');

export const finishingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  recordsSystem: RecordsSystem;
  actions: ActionFacts;
}> = async (app, { db, recordsSystem, actions }) => {
  app.post(
    '/api/meeting/doctor/meeting/:id/finish',
    route.patientData('meeting', 'id', 'meeting.finish', {
      summary:
        'Finish the meeting: COMPLETED (409 missing_fields when required fields are empty; with sign, the note is signed through the records system, 502 with its key on refusal) or NO_SHOW',
      body: FinishMeetingBody,
      response: FinishMeetingResponse,
      errors: [403, 409, 502],
    }),
    async (request) => finishMeeting(meetingContext(db, request), recordsSystem, actions, request.body),
  );
};
