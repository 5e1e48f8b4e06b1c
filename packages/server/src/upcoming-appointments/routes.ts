import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpcomingAppointmentsResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { id, patientContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { getUpcomingAppointments } from './service';

/** Seed 001 §9: the pane asks for page 0 of 100. */
const MAX_PAGE_SIZE = 100;

const route = routeSchemas('meetings');

export const appointmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/clinician/upcoming-appointments/v2/:patientId/:meetingId',
    route.patientData('patient', 'patientId', 'upcoming_appointments.read', {
      summary:
        "The patient's scheduled meetings still to come with any clinician, soonest first, without {meetingId} (the meeting on screen; '-' for none)",
      params: z.object({ patientId: id, meetingId: id }),
      querystring: z.object({
        size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
        page: z.coerce.number().int().min(0).max(10_000).default(0),
      }),
      response: UpcomingAppointmentsResponse,
    }),
    async (request) =>
      getUpcomingAppointments(patientContext(db, request), {
        currentMeetingId: request.params.meetingId,
        size: request.query.size,
        page: request.query.page,
        now: new Date(),
      }),
  );
};
