import type { CallNotificationKind, CallNotifier } from '../integrations/call-notifications/call-notifier';
import type { SmsGateway } from '../integrations/sms/sms-gateway';
import type { OutboxPayload, TopicHandler } from '../platform/outbox/outbox';

/** Outbox topics of the messages to patients. */
export const SMS_TOPIC = 'sms';
export const CALL_NOTIFICATION_TOPICS: Record<CallNotificationKind, string> = {
  push: 'call_notification.push',
  plain: 'call_notification.plain',
};

/** The outbox payload of a message to a patient: where it goes and what it says. */
export type PatientMessagePayload = { to: string; body: string; meetingId: string; patientId: string };

/** A one-time link's token (base64url) in a message's text, masked as the request logs mask it. */
export function maskTokens(text: string): string {
  return text.replace(/\/join\/[A-Za-z0-9_-]+/g, '/join/[token]');
}

function asMessage(payload: OutboxPayload): PatientMessagePayload {
  return payload as PatientMessagePayload;
}

/**
 * How each topic is delivered. Once an SMS is delivered (or given up), its stored body keeps the
 * one-time link with the token masked: the token is a credential, and only its hash is kept
 * anywhere else.
 */
export function notificationHandlers(sms: SmsGateway, calls: CallNotifier): Record<string, TopicHandler> {
  const call = (kind: CallNotificationKind): TopicHandler => ({
    deliver: (payload, { idempotencyKey }) => calls.send({ kind, ...asMessage(payload), idempotencyKey }),
  });
  return {
    [SMS_TOPIC]: {
      deliver: (payload, { idempotencyKey }) => {
        const { to, body } = asMessage(payload);
        return sms.send({ to, body, idempotencyKey });
      },
      redact: (payload) => ({ ...payload, body: maskTokens(asMessage(payload).body) }),
    },
    [CALL_NOTIFICATION_TOPICS.push]: call('push'),
    [CALL_NOTIFICATION_TOPICS.plain]: call('plain'),
  };
}
