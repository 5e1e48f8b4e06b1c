import { B2B_ERROR_KEYS, type TicketValidityResponse } from '@konsult/domain';
import { B2bTicketError, type B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import { deny, isUuid } from '../platform/access';
import { audit, auditSuccess } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';

const ACTION = 'b2b.ticket_validity';

/**
 * The meeting's patient's B2B ticket. The user must be the meeting's patient: any other user is the same 404 as an
 * unknown one (and a denial in the audit). TICKET_DELETED from the partner's system is passed on as 410 with that key;
 * any other failure of it is 502, which the screen shows without blocking the booking.
 */
export async function ticketValidity(
  { db, request, access }: RequestContext<MeetingAccess>,
  tickets: B2bTicketSystem,
  userId: string,
): Promise<TicketValidityResponse> {
  if (userId !== access.patientId) {
    return deny(db, request, {
      action: ACTION,
      resourceType: 'patient',
      resourceId: userId,
      patientId: isUuid(userId) ? userId : null,
    });
  }
  try {
    const ticket = await tickets.ticketValidity({ activityId: access.meetingId, userId });
    await auditSuccess(db, request, ACTION);
    return { ticket };
  } catch (error) {
    if (!(error instanceof B2bTicketError)) throw error;
    if (error.errorCode === B2B_ERROR_KEYS.ticketDeleted) {
      await auditSuccess(db, request, ACTION);
      throw new AppError(410, B2B_ERROR_KEYS.ticketDeleted, "The partner has deleted the patient's B2B ticket.");
    }
    await audit(db, request, {
      action: ACTION,
      outcome: 'failure',
      patientId: access.patientId,
      resourceType: 'meeting',
      resourceId: access.meetingId,
    });
    throw new AppError(
      502,
      B2B_ERROR_KEYS.ticketUnavailable,
      `The B2B ticket system did not answer (${error.errorCode}). Try again later.`,
    );
  }
}
