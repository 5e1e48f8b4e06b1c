import type { FastifyRequest } from 'fastify';
import type { UpcomingAppointmentsResponse } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import { isUuid } from '../platform/access';
import { audit } from '../platform/audit';
import type { Access } from '../platform/principal';
import { listUpcomingMeetings } from './repo';
import { toAppointment } from './mapper';

/**
 * The patient's other bookings (seed 001 §2.3 "Upcoming appointments"): meetings still to start, with any
 * clinician, soonest first, without the meeting on screen ('-' in the meetingless view names none).
 */
export async function getUpcomingAppointments(
  db: Db,
  request: FastifyRequest,
  access: Access,
  query: { currentMeetingId: string; size: number; page: number; now: Date },
): Promise<UpcomingAppointmentsResponse> {
  const { rows, total } = await listUpcomingMeetings(db, {
    patientId: access.patientId,
    now: query.now,
    excludeMeetingId: isUuid(query.currentMeetingId) ? query.currentMeetingId : null,
    size: query.size,
    page: query.page,
  });
  await audit(db, request, {
    action: 'upcoming_appointments.read',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'patient',
    resourceId: access.patientId,
  });
  return { content: rows.map(toAppointment), totalElements: total, page: query.page, size: query.size };
}
