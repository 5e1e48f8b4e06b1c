import { describe, expect, it } from 'vitest';
import { clinicianSlots, EXCLUDED_SHIFT_TYPES, revisitStartFields, revisitWindow } from './slots';

const STOCKHOLM = 'Europe/Stockholm';
const at = (iso: string) => Date.parse(iso);

describe('the revisit window', () => {
  it('runs from the meeting’s start minus 7 days to its end plus 14, as ISO dates in the clinician’s zone', () => {
    expect(
      revisitWindow({ startMillis: at('2026-11-25T09:00:00Z'), endMillis: at('2026-11-25T09:20:00Z') }, STOCKHOLM),
    ).toEqual({ from: '2026-11-18', to: '2026-12-09' });
  });

  it('counts days in the zone: a meeting at 23:30 UTC is the next day in Stockholm', () => {
    expect(
      revisitWindow({ startMillis: at('2026-11-25T23:30:00Z'), endMillis: at('2026-11-25T23:50:00Z') }, STOCKHOLM),
    ).toEqual({ from: '2026-11-19', to: '2026-12-10' });
  });
});

describe('a clinician’s slots', () => {
  const now = at('2026-11-25T06:00:00Z');
  const day = (iso: string, booked: { meetingId: string; startMillis: number; endMillis: number }[] = []) =>
    clinicianSlots({ from: iso, to: iso, timeZone: STOCKHOLM, now, booked });

  it('fill a weekday with 20-minute slots, leaving out lunch and administration', () => {
    const slots = day('2026-11-26'); // a Thursday
    expect(slots.some((s) => EXCLUDED_SHIFT_TYPES.has(s.shiftType))).toBe(false);
    // 08–12 and 13–15 consultation (18 slots), 15–16 drop-in (3).
    expect(slots.filter((s) => s.shiftType === 'CONSULTATION')).toHaveLength(18);
    expect(slots.filter((s) => s.isDropin)).toHaveLength(3);
    expect(slots[0]).toMatchObject({ startMillis: at('2026-11-26T07:00:00Z'), endMillis: at('2026-11-26T07:20:00Z') });
    expect(slots.every((s) => s.isBookable === !s.isDropin)).toBe(true);
  });

  it('have none at weekends', () => {
    expect(clinicianSlots({ from: '2026-11-28', to: '2026-11-29', timeZone: STOCKHOLM, now, booked: [] })).toEqual([]);
  });

  it('mark a slot taken by a meeting, and slots already past, as not bookable', () => {
    const booked = [
      { meetingId: 'm-1', startMillis: at('2026-11-25T08:00:00Z'), endMillis: at('2026-11-25T08:20:00Z') },
    ];
    const slots = clinicianSlots({
      from: '2026-11-25',
      to: '2026-11-25',
      timeZone: STOCKHOLM,
      now: at('2026-11-25T07:30:00Z'),
      booked,
    });
    const taken = slots.find((s) => s.startMillis === at('2026-11-25T08:00:00Z'))!;
    expect(taken).toMatchObject({ meetingId: 'm-1', isBookable: false });
    expect(slots.find((s) => s.startMillis === at('2026-11-25T07:20:00Z'))!.isBookable).toBe(false);
    expect(slots.find((s) => s.startMillis === at('2026-11-25T08:20:00Z'))!.isBookable).toBe(true);
  });

  it('follow the zone’s clock across the change to summer time', () => {
    const [first] = clinicianSlots({ from: '2027-03-29', to: '2027-03-29', timeZone: STOCKHOLM, now, booked: [] });
    expect(first!.startMillis).toBe(at('2027-03-29T06:00:00Z'));
  });
});

describe('the book-revisit payload’s start fields', () => {
  it('are the wall clock in the clinician’s zone', () => {
    expect(revisitStartFields(at('2026-11-28T13:20:00Z'), STOCKHOLM)).toEqual({
      startYear: 2026,
      startMonth: 11,
      startDay: 28,
      startHour: 14,
      startMinute: 20,
    });
  });
});
