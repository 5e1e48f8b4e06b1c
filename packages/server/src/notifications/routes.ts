import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CallNotificationBody, DevOutboxResponse, ErrorBody, OutboxReceipt, SendSmsBody } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { requireAccess, requirePrincipal } from '../platform/principal';
import { sendCallNotification } from './call-notification-service';
import { listDevOutbox } from './dev-outbox';
import { sendSmsToPatient } from './sms-service';

/** `devRoutes`: also the development outbox (demo mode, never in production). */
export type NotificationRoutesOptions = { db: Db; devRoutes: boolean };

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { db, devRoutes }) => {
  app.post(
    '/api/meeting/doctor/send-sms/:id',
    {
      schema: {
        tags: ['notifications', 'patient-data'],
        summary:
          "Texts the meeting's one-time link to the patient (UK one-time web users; seed 000 §4). Queued: 202. " +
          '409 not_one_time_user, 422 one_time_url_missing / patient_phone_missing, 429 sms_cooldown with retryAfterSeconds',
        'x-patient-data': { resource: 'meeting', param: 'id', action: 'sms.send' },
        params: z.object({ id: z.string().max(100) }),
        body: SendSmsBody,
        response: {
          202: OutboxReceipt,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sendSmsToPatient(db, request, requireAccess(request.access), request.body)),
  );

  for (const kind of ['push', 'plain'] as const) {
    app.post(
      kind === 'push'
        ? '/api/video-meeting/doctor/video/sendcallnotification/push'
        : '/api/video-meeting/doctor/video/sendcallnotification',
      {
        schema: {
          tags: ['notifications', 'patient-data'],
          summary:
            kind === 'push'
              ? "Pushes 'your clinician is calling' to the patient's app (seed 002 §7); 409 push_not_available for a one-time web user"
              : 'Tells the patient by phone or e-mail that the clinician is calling: the fallback when the push fails (seed 002 §7)',
          'x-patient-data': {
            resource: 'meeting',
            param: 'meeting_id',
            in: 'body',
            action: `call_notification.${kind}`,
          },
          body: CallNotificationBody,
          response: {
            202: OutboxReceipt,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ErrorBody,
          },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await sendCallNotification(db, request, requireAccess(request.access), kind)),
    );
  }

  // Development only: the messages the embedded adapters "sent" (architecture §5), never in production.
  if (devRoutes) {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: "Demo mode only: the outbox of the signed-in clinician's meetings, newest first",
          response: { 200: DevOutboxResponse, 401: ErrorBody },
        },
      },
      async (request) => ({ messages: await listDevOutbox(db, request, requirePrincipal(request.principal)) }),
    );
  }
};
