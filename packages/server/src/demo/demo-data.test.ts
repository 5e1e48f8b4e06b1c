import {
  dayKey,
  isValidFodselsnummer,
  isValidKvnr,
  isValidNhsNumber,
  isValidNir,
  isValidPersonnummer,
  MARKET_TIME_ZONE,
} from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData, DEMO_IDS, DEMO_USERNAMES, type DemoMeeting } from './demo-data';
import { demoClinicianCountry } from './demo-pools-clinicians';

const NOW = new Date('2026-11-20T12:00:00Z');
const data = buildDemoData(NOW);
const MINUTE = 60_000;

const clinicianNamed = (username: string) => {
  const found = data.clinicians.find((c) => c.username === username);
  if (!found) throw new Error(`no ${username}`);
  return found;
};
const meetingsOf = (username: string) => data.meetings.filter((m) => m.clinicianId === clinicianNamed(username).id);
const patientsOf = (username: string) => new Set(meetingsOf(username).map((m) => m.patientId));
const minutesFromNow = (at: Date | null | undefined) => ((at?.getTime() ?? Number.NaN) - NOW.getTime()) / MINUTE;

describe('demo data', () => {
  it.each(DEMO_USERNAMES)("gives %s a working day today in the clinician's own time zone", (username) => {
    const zone = MARKET_TIME_ZONE[demoClinicianCountry(clinicianNamed(username))];
    const today = meetingsOf(username).filter(
      (m) => dayKey(m.scheduledStartTime.getTime(), zone) === dayKey(NOW.getTime(), zone),
    );
    expect(today.length).toBeGreaterThanOrEqual(5);
    const completed = today.find((m) => m.status === 'COMPLETED');
    expect(minutesFromNow(completed?.actualEndTime)).toBeCloseTo(-120, 0);
    expect(completed?.actualStartTime).toBeInstanceOf(Date);
    expect(today.find((m) => m.status === 'CANCELLED')?.cancelReason).toBeTruthy();
    expect(today.some((m) => m.status === 'SCHEDULED' && Math.abs(minutesFromNow(m.scheduledStartTime)) <= 10)).toBe(
      true,
    );
    expect(
      today.some((m) => m.status === 'SCHEDULED' && Math.abs(minutesFromNow(m.scheduledStartTime) - 60) <= 10),
    ).toBe(true);
    expect(today.some((m) => m.interventionType === 'TEXT')).toBe(true);
  });

  it.each(DEMO_USERNAMES)('gives %s meetings ahead and a history over the last two years', (username) => {
    const mine = meetingsOf(username);
    const upcoming = mine.filter((m) => minutesFromNow(m.scheduledStartTime) > 20 * 60);
    const past = mine.filter((m) => minutesFromNow(m.scheduledStartTime) < -24 * 60);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(past.filter((m) => m.status === 'COMPLETED').length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeLessThanOrEqual(6);
    for (const m of past) expect(minutesFromNow(m.scheduledStartTime)).toBeGreaterThan(-2 * 366 * 24 * 60);
  });

  it('records video call times for completed video meetings only', () => {
    for (const m of data.meetings) {
      const ended = m.status === 'COMPLETED';
      expect(m.actualEndTime != null).toBe(ended);
      expect(m.videoCallEndTime != null).toBe(ended && m.interventionType === 'VIDEO');
    }
  });

  it('books every meeting before it starts and before now', () => {
    for (const m of data.meetings) {
      expect(m.bookedTime.getTime()).toBeLessThan(m.scheduledStartTime.getTime());
      expect(m.bookedTime.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives every patient a valid identity number for their market', () => {
    const validators = {
      SE: isValidPersonnummer,
      GB: isValidNhsNumber,
      NO: isValidFodselsnummer,
      FR: isValidNir,
      DE: isValidKvnr,
    } as const;
    for (const p of data.patients) expect(validators[p.country](p.idNumber), `${p.givenName} ${p.idNumber}`).toBe(true);
    for (const p of data.patients.filter((x) => x.country === 'GB')) expect(p.gbNhsNumber).toBe(p.idNumber);
    const swedishChildren = data.children.filter((c) => /^\d{12}$/.test(c.id));
    expect(swedishChildren.length).toBeGreaterThan(0);
    for (const c of swedishChildren) expect(isValidPersonnummer(c.id)).toBe(true);
    for (const c of data.children.filter((x) => x.gbNhsNumber))
      expect(isValidNhsNumber(c.gbNhsNumber ?? '')).toBe(true);
  });

  it('starts every child id with the 8 digits of its date of birth, with a baby and a 7-year-old among them', () => {
    const ages = data.children.map((c) => {
      const [, y, m, d] = /^(\d{4})(\d{2})(\d{2})/.exec(c.id) ?? [];
      const born = new Date(`${y}-${m}-${d}T00:00:00Z`);
      expect(born.toISOString().slice(0, 10)).toBe(`${y}-${m}-${d}`);
      return (NOW.getTime() - born.getTime()) / (365.25 * 24 * 60 * MINUTE);
    });
    expect(ages.some((age) => age > 0.3 && age < 0.5)).toBe(true);
    expect(ages.some((age) => age >= 7 && age < 8)).toBe(true);
    expect(ages.every((age) => age > 0)).toBe(true);
  });

  it('lets se.doctor and gb.gp share no patient, while se.doctor and se.nurse share a couple', () => {
    const seDoctor = patientsOf('se.doctor');
    expect([...patientsOf('gb.gp')].filter((id) => seDoctor.has(id))).toEqual([]);
    expect([...patientsOf('se.nurse')].filter((id) => seDoctor.has(id)).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps every patient within their clinicians' market", () => {
    const countryOf = new Map(data.patients.map((p) => [p.id, p.country]));
    for (const m of data.meetings) {
      const clinician = data.clinicians.find((c) => c.id === m.clinicianId);
      expect(clinician && demoClinicianCountry(clinician)).toBe(countryOf.get(m.patientId));
    }
  });

  it("books child meetings with the child's parent", () => {
    const childMeetings = data.meetings.filter((m) => m.childId);
    expect(childMeetings.length).toBeGreaterThanOrEqual(3);
    for (const m of childMeetings) {
      expect(data.children.find((c) => c.id === m.childId)?.parentPatientId).toBe(m.patientId);
    }
  });

  it('names the rows tests reach for', () => {
    const byId = (id: string): DemoMeeting | undefined => data.meetings.find((m) => m.id === id);
    const { meetings, clinicians } = DEMO_IDS;
    expect(byId(meetings.seDoctorCancelledToday)).toMatchObject({
      clinicianId: clinicians.seDoctor,
      status: 'CANCELLED',
    });
    expect(byId(meetings.seDoctorCompletedToday)).toMatchObject({ status: 'COMPLETED' });
    expect(byId(meetings.seDoctorCurrent)).toMatchObject({ status: 'SCHEDULED', interventionType: 'VIDEO' });
    expect(byId(meetings.seDoctorRenewalToday)).toMatchObject({ activityType: 'PRESCRIPTION_RENEWAL' });
    const reassigned = byId(meetings.seDoctorReassignedToday);
    expect(reassigned).toMatchObject({ status: 'REASSIGNED', reassignedToClinicianId: clinicians.seNurse });
    expect(byId(meetings.seNurseTakenOver)).toMatchObject({ patientId: reassigned?.patientId, status: 'SCHEDULED' });
    expect(byId(meetings.seDoctorChildToday)?.childId).toBeTruthy();
    expect(byId(meetings.gbGpCurrent)).toMatchObject({ clinicianId: clinicians.gbGp });
    expect(byId(meetings.gbGpCancelledToday)).toMatchObject({ status: 'CANCELLED' });
    expect(patientsOf('se.doctor').has(DEMO_IDS.patients.seJohan)).toBe(true);
    expect(patientsOf('gb.vitality').has(DEMO_IDS.patients.gbHannahVitality)).toBe(true);
    expect(data.patients.find((p) => p.id === DEMO_IDS.patients.gbHannahVitality)?.gbPartnership).toBe('VITALITY');
  });

  it('has unique ids, a past no-show, and market specifics for France and Germany', () => {
    for (const rows of [data.pools, data.clinicians, data.patients, data.children, data.meetings]) {
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
    expect(data.meetings.some((m) => m.status === 'NO_SHOW' && minutesFromNow(m.scheduledStartTime) < 0)).toBe(true);
    for (const m of meetingsOf('fr.doctor')) expect(m.marketSpecifics?.fr?.caregiverType).toBe('GP');
    for (const m of meetingsOf('de.doctor')) expect(m.marketSpecifics?.de?.meetingType).toBe('STANDARD');
  });

  it('gives psychologists 45-minute mental-health sessions', () => {
    for (const m of [...meetingsOf('se.psychologist'), ...meetingsOf('gb.psychologist')]) {
      expect(m).toMatchObject({ slotLengthMinutes: 45, activityType: 'MENTAL_HEALTH' });
    }
  });

  it('is the same data for the same now', () => {
    expect(buildDemoData(new Date(NOW.getTime()))).toEqual(data);
    expect(buildDemoData(new Date(NOW.getTime() + MINUTE))).not.toEqual(data);
  });
});
