import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, UpcomingAppointmentsResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requireAccess } from '../platform/principal';
import { getUpcomingAppointments } from './service';

/** Seed 001 §9: the pane asks for page 0 of 100. */
const MAX_PAGE_SIZE = 100;

export const appointmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meeting/clinician/upcoming-appointments/v2/:patientId/:meetingId',
    {
      schema: {
        tags: ['meetings', 'patient-data'],
        summary:
          "The patient's scheduled meetings still to come with any clinician, soonest first, without {meetingId} (the meeting on screen; '-' for none)",
        'x-patient-data': { resource: 'patient', param: 'patientId', action: 'upcoming_appointments.read' },
        params: z.object({ patientId: z.string().max(100), meetingId: z.string().max(100) }),
        querystring: z.object({
          size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
          page: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: UpcomingAppointmentsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      getUpcomingAppointments(db, request, requireAccess(request.access), {
        currentMeetingId: request.params.meetingId,
        size: request.query.size,
        page: request.query.page,
        now: new Date(),
      }),
  );
};
