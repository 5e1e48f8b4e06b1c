import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, FinishMeetingBody, FinishMeetingResponse } from '@konsult/domain';
import type { ActionFacts } from '../actions/action-module';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import { finishMeeting } from './service';

export const finishingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  recordsSystem: RecordsSystem;
  actions: ActionFacts;
}> = async (app, { db, recordsSystem, actions }) => {
  app.post(
    '/api/meeting/doctor/meeting/:id/finish',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          'Finish the meeting: COMPLETED (409 missing_fields when required fields are empty; with sign, the note is signed through the records system, 502 with its key on refusal) or NO_SHOW',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'meeting.finish' },
        params: z.object({ id: z.string().max(100) }),
        body: FinishMeetingBody,
        response: {
          200: FinishMeetingResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request) =>
      finishMeeting(
        db,
        recordsSystem,
        actions,
        request,
        requirePrincipal(request.principal),
        requireAccess(request.access),
        request.body,
      ),
  );
};
