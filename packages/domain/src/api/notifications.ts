import { z } from 'zod';
import { epochMs, requestId, listResponse } from './common';

/** Outbox rows (architecture §5): what was handed to an external system, and how delivery went. */
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Error keys of the patient SMS and the call notifications (seed 000 §4, §8; seed 002 §7). */
export const NOTIFICATION_ERROR_KEYS = {
  /** The meeting's patient is not a UK one-time web user: the SMS flow is theirs only. */
  notOneTimeUser: 'not_one_time_user',
  /** The URL is not a live one-time link of this meeting (seed 000 §8 "no one-time URL"). */
  oneTimeUrlMissing: 'one_time_url_missing',
  patientPhoneMissing: 'patient_phone_missing',
  /** A second SMS for the meeting within the cooldown; `retryAfterSeconds` says how long is left. */
  smsCooldown: 'sms_cooldown',
  /** The patient has no app to push to (a one-time web user); the plain notification is the fallback. */
  pushNotAvailable: 'push_not_available',
  meetingEnded: 'meeting_ended',
} as const;

/** POST /api/meeting/doctor/send-sms/{meetingId}: the one-time web meeting URL the SMS carries (seed 000 §7). */
export const SendSmsBody = z.object({ oneTimeUrl: z.string().trim().min(1).max(2000) });
export type SendSmsBody = z.infer<typeof SendSmsBody>;

/** 202 answer of the SMS and call-notification routes: the message is queued for delivery. */
export const OutboxReceipt = z.object({
  id: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Epoch ms the message was accepted (the SMS cooldown runs from here). */
  sentAt: epochMs,
});
export type OutboxReceipt = z.infer<typeof OutboxReceipt>;

/**
 * POST /api/video-meeting/doctor/video/sendcallnotification/push and .../sendcallnotification (seed 002 §7):
 * body meeting_id, snake_case as the seed shows it.
 */
export const CallNotificationBody = z.object({ meeting_id: requestId });
export type CallNotificationBody = z.infer<typeof CallNotificationBody>;

/** GET /api/dev/outbox (demo mode only): the messages "sent" for the clinician's meetings, newest first. */
export const DevOutboxMessage = z.object({
  id: z.string(),
  topic: z.string(),
  meetingId: z.string().nullable(),
  recipient: z.string().nullable(),
  body: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: epochMs,
  availableAt: epochMs,
  deliveredAt: epochMs.nullable(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

export const DevOutboxResponse = listResponse('messages', DevOutboxMessage);
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>;
