import type { UpcomingAppointmentsResponse } from '@konsult/domain';
import { isUuid } from '../platform/access';
import { auditSuccess } from '../platform/audit';
import type { RequestContext } from '../platform/http';
import { listUpcomingMeetings } from './repo';
import { toAppointment } from './mapper';

/**
 * The patient's other bookings (seed 001 §2.3 "Upcoming appointments"): meetings still to start, with any
 * clinician, soonest first, without the meeting on screen ('-' in the meetingless view names none).
 */
export async function getUpcomingAppointments(
  { db, request, access }: RequestContext,
  query: { currentMeetingId: string; size: number; page: number; now: Date },
): Promise<UpcomingAppointmentsResponse> {
  const { rows, total } = await listUpcomingMeetings(db, {
    patientId: access.patientId,
    now: query.now,
    excludeMeetingId: isUuid(query.currentMeetingId) ? query.currentMeetingId : null,
    size: query.size,
    page: query.page,
  });
  await auditSuccess(db, request, 'upcoming_appointments.read');
  return { content: rows.map(toAppointment), totalElements: total, page: query.page, size: query.size };
}
