import { randomUUID } from 'node:crypto';
import { NOTIFICATION_ERROR_KEYS as KEYS, type OutboxReceipt } from '@konsult/domain';
import type { CallNotificationKind } from '../integrations/call-notifications/call-notifier';
import { auditSuccessWithin } from '../platform/audit';
import { AppError, conflict } from '../platform/errors';
import { enqueue } from '../platform/outbox/outbox';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { openMeetingRecipient } from './open-meeting';
import { patientNotificationTexts } from './patient-texts';
import { CALL_NOTIFICATION_TOPICS, type PatientMessagePayload } from './topics';

/**
 * Seed 002 §7 "sendcallnotification": tells the patient the clinician is calling. A push goes to
 * the patient's app; a one-time web user has none, so the push is refused (409
 * push_not_available) and the clinician's screen falls back to the plain notification, which goes
 * to the patient's phone (or e-mail). Either is in the meeting's market language.
 */
export async function sendCallNotification(
  { db, request, access }: RequestContext<MeetingAccess>,
  kind: CallNotificationKind,
): Promise<OutboxReceipt> {
  const { meetingId } = access;
  const meeting = await openMeetingRecipient(db, meetingId);
  if (kind === 'push' && meeting.isOneTimeUser) {
    throw conflict(KEYS.pushNotAvailable, 'The patient has no app to notify. Send the plain notification instead.');
  }
  const to = kind === 'push' ? `app-user:${meeting.patientId}` : meeting.phoneEmr || meeting.phone || meeting.email;
  if (!to) throw new AppError(422, KEYS.patientPhoneMissing, 'The patient has no phone number or e-mail to notify.');
  const topic = CALL_NOTIFICATION_TOPICS[kind];
  const payload: PatientMessagePayload = {
    to,
    body: patientNotificationTexts(meeting.country).calling(meeting.clinicianName),
    meetingId,
    patientId: meeting.patientId,
  };
  const row = await db.transaction(async (tx) => {
    const enqueued = await enqueue(tx, {
      topic,
      payload,
      idempotencyKey: `${topic}:${meetingId}:${randomUUID()}`,
      patientId: meeting.patientId,
      meetingId,
    });
    await auditSuccessWithin(tx, request, topic);
    return enqueued;
  });
  return { id: row.id, status: row.status, sentAt: row.createdAt.getTime() };
}
