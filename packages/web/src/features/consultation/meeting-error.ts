import { ERROR_KEYS } from '@konsult/domain';
import { isApiError } from '../../lib/api-error';

/** Seed 002 §2 and §4: the four full-page states a failed meeting load maps to. */
export type MeetingErrorKind = 'cancelled' | 'reassigned' | 'notFound' | 'general';

export function meetingErrorKind(error: unknown): MeetingErrorKind {
  if (!isApiError(error)) return 'general';
  if (error.key === ERROR_KEYS.meetingCancelled) return 'cancelled';
  if (error.key === ERROR_KEYS.meetingReassigned) return 'reassigned';
  if (error.status === 404 || error.key === ERROR_KEYS.notFound) return 'notFound';
  return 'general';
}

/** Seed 002 §4: a forbidden answer is explained on the general page; other causes get the generic message. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.key === ERROR_KEYS.forbidden);
}
