import type { CallNotificationBody } from '@konsult/domain';
import { apiCommand } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';

const PUSH_PATH = '/api/video-meeting/doctor/video/sendcallnotification/push';
const PLAIN_PATH = '/api/video-meeting/doctor/video/sendcallnotification';

/**
 * Seed 002 §7: when the clinician starts a call, the patient is told — by a push to their app, or, when the push
 * fails (a one-time web user has no app), by the plain notification. Fire and forget: a failure is reported, never
 * shown, and never holds up the call.
 */
export function sendCallNotification(meetingId: string): void {
  const body: CallNotificationBody = { meeting_id: meetingId };
  // A lapsed session must not yank the clinician out of the call they are starting over a notification.
  const options = { body, redirectOnUnauthorized: false };
  apiCommand(PUSH_PATH, options)
    .catch(() => apiCommand(PLAIN_PATH, options))
    .catch((error: unknown) => reportError(error, 'call notification'));
}
