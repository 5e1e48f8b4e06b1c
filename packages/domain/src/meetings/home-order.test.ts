import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '../api/meeting';
import { homeSection, orderForHome } from './home-order';

const at = (iso: string) => Date.parse(iso);
const meeting = (id: string, start: string, status: MeetingSummary['status'] = 'SCHEDULED'): MeetingSummary => ({
  id,
  patientId: 'p',
  patientName: 'Patient',
  childName: null,
  activityType: 'DEFAULT',
  interventionType: 'VIDEO',
  scheduledStartTime: at(start),
  scheduledEndTime: at(start) + 900_000,
  actualEndTime: null,
  status,
});

describe('home meeting order', () => {
  const now = at('2026-11-21T10:00:00Z');

  it("puts today's meetings first by time, then upcoming soonest first, then ended newest first", () => {
    const list = [
      meeting('ended-old', '2026-11-01T09:00:00Z', 'COMPLETED'),
      meeting('upcoming-late', '2026-11-25T09:00:00Z'),
      meeting('today-late', '2026-11-21T15:00:00Z'),
      meeting('ended-today', '2026-11-21T08:00:00Z', 'COMPLETED'),
      meeting('upcoming-soon', '2026-11-22T09:00:00Z'),
      meeting('today-early', '2026-11-21T09:30:00Z'),
    ];
    expect(orderForHome(list, now, 'SE').map((m) => m.id)).toEqual([
      'today-early',
      'today-late',
      'upcoming-soon',
      'upcoming-late',
      'ended-today',
      'ended-old',
    ]);
  });

  it("counts days in the clinician's market time zone", () => {
    // 23:30 UTC on the 21st is already the 22nd in Stockholm, but still the 21st in London.
    const lateEvening = meeting('late', '2026-11-21T23:30:00Z');
    expect(homeSection(lateEvening, now, 'SE')).toBe('upcoming');
    expect(homeSection(lateEvening, now, 'GB')).toBe('today');
  });

  it('treats a cancelled meeting later today as ended', () => {
    expect(homeSection(meeting('c', '2026-11-21T16:00:00Z', 'CANCELLED'), now, 'SE')).toBe('ended');
  });

  it('treats an unfinished meeting from an earlier day as ended', () => {
    expect(homeSection(meeting('old', '2026-11-20T16:00:00Z', 'SCHEDULED'), now, 'FR')).toBe('ended');
  });
});
