import { NOTIFICATION_ERROR_KEYS as KEYS, isEnded } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { conflict, notFound } from '../platform/errors';
import { findMeetingRecipient } from './repo';

/** The meeting a notification is about, with its patient's contact details; an ended meeting notifies no one. */
export async function openMeetingRecipient(db: Db, meetingId: string) {
  const meeting = await findMeetingRecipient(db, meetingId);
  if (!meeting) throw notFound();
  if (isEnded(meeting.status)) throw conflict(KEYS.meetingEnded, 'This meeting has ended.');
  return meeting;
}
