import {
  type BookRevisitBody,
  type BookRevisitResponse,
  MARKET_TIME_ZONE,
  REVISIT_ERROR_KEYS,
  revisitWindow,
  type RevisitSlotsResponse,
} from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import { auditSuccess } from '../platform/audit';
import { AppError, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import { findOwnMeeting } from '../meetings/repo';
import { bookSlot, slotsInWindow, startInWindow } from '../scheduling/calendar';

/** The origin meeting, its zone and its revisit window (seed 000 §7: start − 7 days to end + 14 days). */
async function origin({ db, principal, access }: RequestContext<MeetingAccess>) {
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!row) throw notFound();
  const timeZone = MARKET_TIME_ZONE[principal.pool.country];
  const startMillis = row.meeting.scheduledStartTime.getTime();
  const window = revisitWindow(
    { startMillis, endMillis: startMillis + row.meeting.slotLengthMinutes * 60_000 },
    timeZone,
  );
  return { row, timeZone, window };
}

const outsideWindow = (window: { from: string; to: string }) =>
  new AppError(400, REVISIT_ERROR_KEYS.outsideWindow, `Revisits can be booked from ${window.from} to ${window.to}.`);

/** The clinician's slots in the window (or the part of it asked for). */
export async function revisitSlots(
  context: RequestContext<MeetingAccess>,
  query: { from?: string; to?: string },
  now: number,
): Promise<RevisitSlotsResponse> {
  const { db, request, principal } = context;
  const { timeZone, window } = await origin(context);
  const booking = { window, asked: query, outsideWindow: outsideWindow(window) };
  const slots = await slotsInWindow(db, principal.id, booking, timeZone, now);
  await auditSuccess(db, request, 'revisit.slots');
  return slots;
}

/**
 * Seed 000 §3 book revisit: a real meeting with the same clinician, patient (and child), in a free slot of the
 * window. The payload must describe this meeting and this clinician; anything else is refused, not corrected.
 * When the patient's B2B ticket covers the revisit's day, one of its appointments pays for it, in the booking's
 * transaction; a revoked, deleted, used-up or out-of-date ticket does not stop the booking (the patient pays).
 */
export async function bookRevisit(
  context: RequestContext<MeetingAccess>,
  tickets: B2bTicketSystem,
  body: BookRevisitBody,
  now: number,
): Promise<BookRevisitResponse> {
  const { db, request, principal } = context;
  const { row, timeZone, window } = await origin(context);
  const mismatches = [
    ['originMeetingId', body.originMeetingId !== row.meeting.id],
    ['patientId', body.patientId !== row.meeting.patientId],
    ['userId', body.userId !== row.meeting.patientId],
    ['childId', (body.childId ?? null) !== (row.meeting.childId ?? null)],
    ['clinicianId', body.clinicianId !== principal.id],
    ['clinicianProfession', body.clinicianProfession !== principal.profession],
  ].filter(([, wrong]) => wrong);
  if (mismatches.length > 0) {
    throw new AppError(
      400,
      REVISIT_ERROR_KEYS.payloadMismatch,
      'The booking does not describe this meeting and its clinician.',
      mismatches.map(([field]) => ({
        path: `body.${field}`,
        code: 'mismatch',
        message: 'Does not match the meeting.',
      })),
    );
  }
  const { start, day } = startInWindow(body, timeZone, { window, outsideWindow: outsideWindow(window) });

  // Asked before the booking's transaction: a partner's system may be slow, and the calendar is locked inside it.
  const useTicket = await tickets.prepareAppointmentUse({
    originActivityId: row.meeting.id,
    userId: row.meeting.patientId,
    day,
  });
  let coveredByB2bTicket = false;
  const meetingId = await bookSlot(
    db,
    {
      clinicianId: principal.id,
      start,
      timeZone,
      now,
      meeting: {
        patientId: row.meeting.patientId,
        childId: row.meeting.childId,
        activityType: 'REVISIT',
        interventionType: row.meeting.interventionType,
        slotLengthMinutes: body.durationMinutes,
        bookedBy: {
          clinicianId: principal.id,
          name: principal.name,
          message: body.message,
          originMeetingId: row.meeting.id,
        },
      },
    },
    async (tx, id) => {
      coveredByB2bTicket = await useTicket(tx, id);
    },
  );
  await auditSuccess(db, request, 'revisit.book', { type: 'meeting', id: meetingId });
  return { meetingId, startMillis: start, coveredByB2bTicket };
}
