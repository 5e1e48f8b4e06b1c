import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CallNotificationBody, DevOutboxResponse, OutboxReceipt, SendSmsBody } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { clinicianContext, meetingContext } from '../platform/http';
import { routeSchemas } from '../platform/route-schema';
import { sendCallNotification } from './call-notification-service';
import { listDevOutbox } from './dev-outbox';
import { sendSmsToPatient } from './sms-service';

/** `devRoutes`: also the development outbox (demo mode, never in production). */
export type NotificationRoutesOptions = { db: Db; devRoutes: boolean };

const route = routeSchemas('notifications');
const devRoute = routeSchemas('dev');

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { db, devRoutes }) => {
  app.post(
    '/api/meeting/doctor/send-sms/:id',
    route.patientData('meeting', 'id', 'sms.send', {
      summary:
        "Texts the meeting's one-time link to the patient (UK one-time web users; seed 000 §4). Queued: 202. " +
        '409 not_one_time_user, 422 one_time_url_missing / patient_phone_missing, 429 sms_cooldown with retryAfterSeconds',
      body: SendSmsBody,
      response: OutboxReceipt,
      status: 202,
      errors: [409, 422, 429],
    }),
    async (request, reply) => reply.code(202).send(await sendSmsToPatient(meetingContext(db, request), request.body)),
  );

  for (const kind of ['push', 'plain'] as const) {
    app.post(
      kind === 'push'
        ? '/api/video-meeting/doctor/video/sendcallnotification/push'
        : '/api/video-meeting/doctor/video/sendcallnotification',
      route.patientData('meeting', 'meeting_id', `call_notification.${kind}`, {
        summary:
          kind === 'push'
            ? "Pushes 'your clinician is calling' to the patient's app (seed 002 §7); 409 push_not_available for a one-time web user"
            : 'Tells the patient by phone or e-mail that the clinician is calling: the fallback when the push fails (seed 002 §7)',
        in: 'body',
        body: CallNotificationBody,
        response: OutboxReceipt,
        status: 202,
        errors: [409, 422],
      }),
      async (request, reply) => reply.code(202).send(await sendCallNotification(meetingContext(db, request), kind)),
    );
  }

  // Development only: the messages the embedded adapters "sent" (architecture §5), never in production.
  if (devRoutes) {
    app.get(
      '/api/dev/outbox',
      devRoute.session({
        summary: "Demo mode only: the outbox of the signed-in clinician's meetings, newest first",
        response: DevOutboxResponse,
      }),
      async (request) => ({ messages: await listDevOutbox(clinicianContext(db, request)) }),
    );
  }
};
