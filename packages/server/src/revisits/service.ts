import type { FastifyRequest } from 'fastify';
import {
  type BookRevisitBody,
  type BookRevisitResponse,
  clinicianSlots,
  dayKey,
  instantOfWallClock,
  MARKET_TIME_ZONE,
  REVISIT_ERROR_KEYS,
  revisitWindow,
  type RevisitSlotsResponse,
} from '@konsult/domain';
import { audit } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { AppError, conflict, notFound } from '../platform/errors';
import type { Access, Principal } from '../platform/principal';
import { findOwnMeeting } from '../meetings/repo';
import { bookedMeetings, insertRevisit, lockCalendar } from './repo';

const DAY = 24 * 60 * 60_000;

/** The origin meeting, its zone and its revisit window (seed 000 §7: start − 7 days to end + 14 days). */
async function origin(db: Db, principal: Principal, access: Access) {
  const row = await findOwnMeeting(db, access.meetingId!, principal.id);
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

async function slotsBetween(db: Db, clinicianId: string, from: string, to: string, timeZone: string, now: number) {
  // The booked meetings of the days asked for, a day's margin either side for the zone.
  const first = Date.parse(`${from}T00:00:00Z`) - DAY;
  const last = Date.parse(`${to}T00:00:00Z`) + 2 * DAY;
  return clinicianSlots({ from, to, timeZone, now, booked: await bookedMeetings(db, clinicianId, first, last) });
}

/** The clinician's slots in the window (or the part of it asked for). */
export async function revisitSlots(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  access: Access,
  query: { from?: string; to?: string },
  now: number,
): Promise<RevisitSlotsResponse> {
  const { timeZone, window } = await origin(db, principal, access);
  const from = query.from ?? window.from;
  const to = query.to ?? window.to;
  if (from < window.from || to > window.to || from > to) throw outsideWindow(window);
  const slots = await slotsBetween(db, principal.id, from, to, timeZone, now);
  await audit(db, request, {
    action: 'revisit.slots',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: access.meetingId!,
  });
  return { from, to, slots };
}

/**
 * Seed 000 §3 book revisit: a real meeting with the same clinician, patient (and child), in a free slot of the
 * window. The payload must describe this meeting and this clinician; anything else is refused, not corrected.
 */
export async function bookRevisit(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  access: Access,
  body: BookRevisitBody,
  now: number,
): Promise<BookRevisitResponse> {
  const { row, timeZone, window } = await origin(db, principal, access);
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
  const start = instantOfWallClock(
    {
      year: body.startYear,
      month: body.startMonth,
      day: body.startDay,
      hour: body.startHour,
      minute: body.startMinute,
    },
    timeZone,
  );
  const day = dayKey(start, timeZone);
  if (day < window.from || day > window.to) throw outsideWindow(window);

  const meetingId = await db.transaction(async (tx) => {
    await lockCalendar(tx as unknown as Db, principal.id);
    const slot = (await slotsBetween(tx as unknown as Db, principal.id, day, day, timeZone, now)).find(
      (s) => s.startMillis === start,
    );
    if (!slot || slot.isDropin || slot.startMillis <= now) {
      throw new AppError(400, REVISIT_ERROR_KEYS.notASlot, 'That time is not a bookable slot.');
    }
    if (slot.meetingId)
      throw conflict(REVISIT_ERROR_KEYS.slotTaken, 'That slot was booked a moment ago. Choose another.');
    return insertRevisit(tx as unknown as Db, {
      clinicianId: principal.id,
      patientId: row.meeting.patientId,
      childId: row.meeting.childId,
      interventionType: row.meeting.interventionType,
      start: new Date(start),
      minutes: body.durationMinutes,
      bookedBy: {
        clinicianId: principal.id,
        name: principal.name,
        message: body.message,
        originMeetingId: row.meeting.id,
      },
      now: new Date(now),
    });
  });
  await audit(db, request, {
    action: 'revisit.book',
    outcome: 'success',
    patientId: access.patientId,
    resourceType: 'meeting',
    resourceId: meetingId,
  });
  return { meetingId, startMillis: start };
}
