import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  NOTIFICATION_ERROR_KEYS as KEYS,
  remainingSeconds,
  type OutboxReceipt,
  type SendSmsBody,
} from '@konsult/domain';
import { auditSuccessWithin } from '../platform/audit';
import { AppError, conflict, RetryLaterError } from '../platform/errors';
import { enqueue } from '../platform/outbox/outbox';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { hashToken } from '../platform/tokens';
import { isLiveLinkOfMeeting, latestOfTopic, lockMeeting } from './repo';
import { openMeetingRecipient } from './open-meeting';
import { patientNotificationTexts } from './patient-texts';
import { SMS_TOPIC, type PatientMessagePayload } from './topics';

/** 429 while the meeting's last SMS is younger than the cooldown; says how many seconds are left. */
const smsCooldown = (retryAfterSeconds: number) =>
  new RetryLaterError(
    KEYS.smsCooldown,
    `An SMS was sent to the patient less than a minute ago. Send again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
  );

const noOneTimeUrl = () =>
  new AppError(
    422,
    KEYS.oneTimeUrlMissing,
    'There is no valid one-time link for this meeting. Make a new patient link and send that.',
  );

/**
 * Seed 000 §4 "Patient SMS notify (UK one-time web)": texts the patient the meeting's one-time
 * link. The URL must be a live link of this meeting on this server; the message goes out through
 * the outbox, in one transaction with its audit row, at most once a minute per meeting.
 */
export async function sendSmsToPatient(
  { db, request, access }: RequestContext<MeetingAccess>,
  body: SendSmsBody,
): Promise<OutboxReceipt> {
  const { meetingId } = access;
  const meeting = await openMeetingRecipient(db, meetingId);
  if (meeting.country !== 'GB' || !meeting.isOneTimeUser) {
    throw conflict(KEYS.notOneTimeUser, 'An SMS with the link is only for UK patients who join by a one-time link.');
  }
  const link = parseOneTimeUrl(body.oneTimeUrl, ownOrigin(request));
  if (!link || !(await isLiveLinkOfMeeting(db, hashToken(link.token), meetingId))) throw noOneTimeUrl();
  const to = meeting.phoneEmr || meeting.phone;
  if (!to) throw new AppError(422, KEYS.patientPhoneMissing, 'The patient has no phone number to send an SMS to.');

  // Today only the UK's one-time users are texted, but the text is the meeting's market's like every other.
  const text = patientNotificationTexts(meeting.country).oneTimeLink(link.url);
  const payload: PatientMessagePayload = { to, body: text, meetingId, patientId: meeting.patientId };
  const row = await db.transaction(async (tx) => {
    await lockMeeting(tx, meetingId);
    const latest = await latestOfTopic(tx, meetingId, SMS_TOPIC);
    const left = latest ? remainingSeconds(latest.createdAt.getTime(), latest.now.getTime()) : 0;
    if (left > 0) throw smsCooldown(left);
    const enqueued = await enqueue(tx, {
      topic: SMS_TOPIC,
      payload,
      idempotencyKey: `${SMS_TOPIC}:${meetingId}:${randomUUID()}`,
      patientId: meeting.patientId,
      meetingId,
    });
    await auditSuccessWithin(tx, request, 'sms.send');
    return enqueued;
  });
  return { id: row.id, status: row.status, sentAt: row.createdAt.getTime() };
}

/** The address this server is reached at, as the browser sent the request (the guard's same-origin check uses it too). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const JOIN_PATH = /^\/join\/([A-Za-z0-9_-]{1,200})$/;

/**
 * The token of a one-time link on this server (`/join/<token>`, absolute or relative). A link to
 * any other host is refused: the SMS must never carry the patient somewhere else.
 */
function parseOneTimeUrl(raw: string, origin: string): { url: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  const match = JOIN_PATH.exec(url.pathname);
  if (url.origin !== origin || !match || url.search || url.hash || url.username || url.password) return null;
  return { url: `${origin}${url.pathname}`, token: match[1]! };
}
