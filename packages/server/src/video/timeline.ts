import type { FastifyRequest } from 'fastify';
import type { TimelineEventBody, TimelineResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { audit } from '../platform/audit';
import type { Access, Principal } from '../platform/principal';
import { endVideoCall, insertTimelineEvent, listTimelineEvents, startVideoCall } from './repo';

/**
 * Stores what the clinician's client reports about a call. Two events also set the meeting's call
 * times (seed 000 §3): 'clinician-connected' starts a call (a new one once the last has ended),
 * 'call-ended' ends it.
 */
export async function recordTimelineEvent(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  access: Access,
  body: TimelineEventBody,
): Promise<void> {
  const meetingId = access.meetingId!;
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
  await audit(db, request, {
    action: 'video.timeline',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: meetingId,
  });
}

export async function readTimeline(db: Db, request: FastifyRequest, access: Access): Promise<TimelineResponse> {
  const rows = await listTimelineEvents(db, access.meetingId!);
  await audit(db, request, {
    action: 'video.timeline_read',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: access.meetingId!,
  });
  return {
    events: rows.map((r) => ({ timestamp: r.timestamp.getTime(), event: r.event, event_details: r.eventDetails })),
  };
}
