import type { TimelineEventBody } from '@konsult/domain';
import { apiCommand } from '../../../lib/api-client';

/** Video call timeline events the clinician's screen reports (seed 000 §7). */
export type TimelineEvent = 'clinician-connected' | 'remote-stream-connected' | 'heartbeat' | 'call-ended';

/**
 * Fire-and-forget POST /api/video-meeting/room/timeline. Failures are ignored: never shown, never retried.
 */
export function sendTimelineEvent(meetingId: string, event: TimelineEvent, details?: Record<string, unknown>): void {
  const body: TimelineEventBody = {
    meeting_id: meetingId,
    timestamp: Date.now(),
    event,
    type: 'VIDEO',
    user_type: 'CLINICIAN',
    source: 'CLIENT',
    ...(details ? { event_details: details } : {}),
  };
  apiCommand('/api/video-meeting/room/timeline', {
    body,
    // A lapsed session must not yank the clinician out of a running call over a bookkeeping request.
    redirectOnUnauthorized: false,
  }).catch(() => undefined);
}
