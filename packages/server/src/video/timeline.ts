import type { TimelineEventBody, TimelineResponse } from '@konsult/domain';
import { auditSuccess } from '../platform/audit';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { endVideoCall, insertTimelineEvent, listTimelineEvents, startVideoCall } from './repo';

/**
 * Stores what the clinician's client reports about a call. Two events also set the meeting's call
 * times (seed 000 §3): 'clinician-connected' starts a call (a new one once the last has ended),
 * 'call-ended' ends it.
 */
export async function recordTimelineEvent(
  { db, request, principal, access }: RequestContext<MeetingAccess>,
  body: TimelineEventBody,
): Promise<void> {
  const { meetingId } = access;
  const at = new Date(body.timestamp);
  await db.transaction(async (tx) => {
    await insertTimelineEvent(tx, {
      meetingId,
      timestamp: at,
      event: body.event,
      type: body.type,
      userType: body.user_type,
      source: body.source,
      eventDetails: body.event_details ?? null,
      clinicianId: principal.id,
    });
    if (body.event === 'clinician-connected') {
      await startVideoCall(tx, meetingId, at);
    } else if (body.event === 'call-ended') {
      await endVideoCall(tx, meetingId, at);
    }
  });
  await auditSuccess(db, request, 'video.timeline');
}

export async function readTimeline({ db, request, access }: RequestContext<MeetingAccess>): Promise<TimelineResponse> {
  const rows = await listTimelineEvents(db, access.meetingId);
  await auditSuccess(db, request, 'video.timeline_read');
  return {
    events: rows.map((r) => ({ timestamp: r.timestamp.getTime(), event: r.event, event_details: r.eventDetails })),
  };
}
