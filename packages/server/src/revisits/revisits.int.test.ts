import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookRevisitBody,
  type BookRevisitResponse,
  type Meeting,
  type RevisitSlotsResponse,
  type UpcomingAppointmentsResponse,
} from '@konsult/domain';
import { demoClinicianId, demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';
import { meetingsOf, openMeeting, revisitBody } from '../test/consultation-api';

/**
 * Anna (se.doctor) books Elin a revisit from today's meeting: she sees her slots of the window, books one at least
 * three days ahead, and the new meeting is in her list and in Elin's upcoming appointments with her message. The
 * same slot cannot be booked twice; a time outside the window, a drop-in slot and a payload about someone else are
 * refused.
 */

const STOCKHOLM = 'Europe/Stockholm';
const DAY = 24 * 60 * 60_000;
const t = useTestApp();
const anna = t.signedIn('se.doctor');
let origin: Meeting;
let slots: RevisitSlotsResponse;
const meetingId = demoMeetingId('se.doctor', 'today-current');

beforeAll(async () => {
  origin = await openMeeting(anna, meetingId);
  slots = (await anna.get<RevisitSlotsResponse>(`/api/meeting/${meetingId}/revisit-slots`)).body;
});

const payload = (startMillis: number, overrides: Partial<BookRevisitBody> = {}): BookRevisitBody => ({
  ...revisitBody(
    origin,
    { id: demoClinicianId('se.doctor'), profession: 'DOCTOR' },
    { startMillis, timeZone: STOCKHOLM },
    'Återbesök för att följa upp blodtrycket.',
  ),
  ...overrides,
});
const book = (body: BookRevisitBody) => anna.post<BookRevisitResponse>(`/api/meeting/${meetingId}/book-revisit`, body);

describe('booking a revisit', () => {
  it('offers the slots from the meeting’s start − 7 days to its end + 14, without lunch or administration', () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(slots.from).toBe(day(origin.startMillis - 7 * DAY));
    expect(slots.to).toBe(day(origin.endMillis + 14 * DAY));
    expect(slots.slots.length).toBeGreaterThan(100);
    expect(new Set(slots.slots.map((s) => s.shiftType))).toEqual(new Set(['CONSULTATION', 'DROP_IN']));
    expect(slots.slots.some((s) => s.isBookable)).toBe(true);
  });

  it('books one at least three days ahead: Anna’s list and Elin’s upcoming appointments hold it, audited', async () => {
    const slot = slots.slots.find((s) => s.isBookable && s.startMillis > Date.now() + 3 * DAY)!;
    const booked = await book(payload(slot.startMillis));
    expect(booked.status).toBe(201);
    expect(booked.body.startMillis).toBe(slot.startMillis);
    expect(await auditRowsOf(t, booked)).toEqual([
      expect.objectContaining({ action: 'revisit.book', outcome: 'success', patientId: origin.patientId }),
    ]);

    const list = await meetingsOf(anna);
    expect(list.find((m) => m.id === booked.body.meetingId)).toMatchObject({ status: 'SCHEDULED' });
    const revisit = await openMeeting(anna, booked.body.meetingId);
    expect(revisit).toMatchObject({
      activityType: 'REVISIT',
      interventionType: origin.interventionType,
      patientId: origin.patientId,
      startMillis: slot.startMillis,
      slotLength: 20,
    });
    const upcoming = await anna.get<UpcomingAppointmentsResponse>(
      `/api/meeting/clinician/upcoming-appointments/v2/${origin.patientId}/${meetingId}`,
    );
    expect(upcoming.body.content.find((a) => a.meetingId === booked.body.meetingId)).toMatchObject({
      bookedByPatient: false,
      bookerClinician: 'Anna Lindgren',
      bookerMessage: 'Återbesök för att följa upp blodtrycket.',
    });

    // The slot is now taken: shown so, and a second booking is a conflict.
    const again = await anna.get<RevisitSlotsResponse>(`/api/meeting/${meetingId}/revisit-slots`);
    expect(again.body.slots.find((s) => s.startMillis === slot.startMillis)).toMatchObject({
      meetingId: booked.body.meetingId,
      isBookable: false,
    });
    const twice = await book(payload(slot.startMillis));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { key: 'slot_taken' } });
  });

  it('refuses a time outside the window, in the slots and in a booking', async () => {
    const late = origin.endMillis + 20 * DAY;
    const answer = await book(payload(late));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { key: 'outside_revisit_window' } });
    const day = new Date(late).toISOString().slice(0, 10);
    expect((await anna.get(`/api/meeting/${meetingId}/revisit-slots?from=${day}&to=${day}`)).status).toBe(400);
  });

  it('refuses a drop-in slot, a time between slots and a payload about another patient or clinician', async () => {
    const dropIn = slots.slots.find((s) => s.isDropin && s.startMillis > Date.now() + DAY)!;
    expect((await book(payload(dropIn.startMillis))).body).toMatchObject({ error: { key: 'not_a_bookable_slot' } });
    const free = slots.slots.filter((s) => s.isBookable).at(-1)!;
    expect((await book(payload(free.startMillis + 5 * 60_000))).body).toMatchObject({
      error: { key: 'not_a_bookable_slot' },
    });
    const someoneElse = await book(
      payload(free.startMillis, { patientId: demoClinicianId('se.nurse'), clinicianId: demoClinicianId('se.nurse') }),
    );
    expect(someoneElse.status).toBe(400);
    expect(someoneElse.body).toMatchObject({
      error: {
        key: 'payload_does_not_match_meeting',
        issues: [
          expect.objectContaining({ path: 'body.patientId' }),
          expect.objectContaining({ path: 'body.clinicianId' }),
        ],
      },
    });
    expect(
      (await book({ ...payload(free.startMillis), durationMinutes: 45 } as unknown as BookRevisitBody)).status,
    ).toBe(400);
  });
});
