import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UpcomingAppointmentsResponse } from '@konsult/domain';
import { meetings } from '../platform/db/schema';
import { DEMO_IDS, demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { useTestApp } from '../test/file-app';
import type { TestClient } from '../test/client';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Anna (se.doctor) looks at Elin's other bookings from her current meeting: Maria (se.nurse) has booked Elin on
 * Anna's referral. James (gb.gp) sees Priya's bookings with Sarah (gb.nurse), and none of Elin's.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const james = t.signedIn('gb.gp');

const ELIN = DEMO_IDS.patients.longHistory;
const PRIYA = demoPatientId(0x203);
const CURRENT = DEMO_IDS.meetings.seDoctorCurrent;
const path = (patientId: string, meetingId: string, query = '') =>
  `/api/meeting/clinician/upcoming-appointments/v2/${patientId}/${meetingId}${query}`;

async function upcoming(client: TestClient, url: string): Promise<UpcomingAppointmentsResponse> {
  const answer = await client.get<unknown>(url);
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  return UpcomingAppointmentsResponse.parse(answer.body);
}

describe("a patient's upcoming appointments", () => {
  it("lists Elin's scheduled meetings still to come with any clinician, soonest first, without the one on screen", async () => {
    const now = Date.now();
    const page = await upcoming(anna, path(ELIN, CURRENT));
    expect(page).toMatchObject({ page: 0, size: 100, totalElements: page.content.length });
    const ids = page.content.map((a) => a.meetingId);
    expect(ids).not.toContain(CURRENT);
    expect(ids).toEqual(
      expect.arrayContaining([
        demoMeetingId('se.nurse', 'upcoming-referral'),
        demoMeetingId('se.nurse', 'today-next'),
        demoMeetingId('se.doctor', 'upcoming-later'),
      ]),
    );
    expect(page.content.some((a) => a.clinician.name === 'Maria Ek')).toBe(true);
    for (const a of page.content) expect(a.startTime).toBeGreaterThan(now - 60_000);
    const starts = page.content.map((a) => a.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("shows a colleague's booking as an internal referral with the booker's message, not yet confirmed", async () => {
    const { content } = await upcoming(anna, path(ELIN, CURRENT));
    const referral = content.find((a) => a.meetingId === demoMeetingId('se.nurse', 'upcoming-referral'));
    expect(referral).toMatchObject({
      interventionType: 'PHONE',
      careFacilityName: 'Konsult Vårdcentral Sverige',
      clinician: { name: 'Maria Ek', clinicianTitle: 'Sjuksköterska' },
      bookedByPatient: false,
      isInternalReferral: true,
      bookerClinician: 'Anna Lindgren',
      bookerMessage: expect.stringMatching(/järnvärden/),
      confirmed: false,
      dropin: false,
    });
    expect(referral!.endTime - referral!.startTime).toBe(20 * 60_000);
    const own = content.find((a) => a.meetingId === demoMeetingId('se.doctor', 'upcoming-later'));
    expect(own).toMatchObject({ bookedByPatient: true, isInternalReferral: false, bookerClinician: null });
  });

  it("includes the meeting on screen in the meetingless view ('-')", async () => {
    const { content } = await upcoming(anna, path(ELIN, '-'));
    expect(content.map((a) => a.meetingId)).toContain(CURRENT);
  });

  it('pages through the list', async () => {
    const all = await upcoming(anna, path(ELIN, '-'));
    expect(all.totalElements).toBeGreaterThanOrEqual(5);
    const first = await upcoming(anna, path(ELIN, '-', '?size=2&page=0'));
    const second = await upcoming(anna, path(ELIN, '-', '?size=2&page=1'));
    expect(first).toMatchObject({ size: 2, page: 0, totalElements: all.totalElements });
    expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 4));
    const beyond = await upcoming(anna, path(ELIN, '-', '?size=100&page=3'));
    expect(beyond).toMatchObject({ content: [], totalElements: all.totalElements, page: 3 });
  });

  it('refuses a page size above 100 or below 1, and a negative page', async () => {
    for (const query of ['?size=101', '?size=0', '?page=-1', '?size=ten']) {
      expect((await anna.get(path(ELIN, CURRENT, query))).status, query).toBe(400);
    }
  });

  it('leaves out cancelled and past meetings', async () => {
    const cancelled = randomUUID();
    const past = randomUUID();
    const base = {
      clinicianId: DEMO_IDS.clinicians.seNurse,
      patientId: ELIN,
      activityType: 'DEFAULT' as const,
      interventionType: 'VIDEO' as const,
      bookedTime: new Date(Date.now() - 86_400_000),
      slotLengthMinutes: 20,
    };
    await t.database.db.insert(meetings).values([
      { ...base, id: cancelled, status: 'CANCELLED', scheduledStartTime: new Date(Date.now() + 3 * 86_400_000) },
      { ...base, id: past, status: 'SCHEDULED', scheduledStartTime: new Date(Date.now() - 3_600_000) },
    ]);
    const ids = (await upcoming(anna, path(ELIN, '-'))).content.map((a) => a.meetingId);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(past);
  });

  it("shows James Priya's bookings with the practice nurse, in English", async () => {
    const { content } = await upcoming(james, path(PRIYA, DEMO_IDS.meetings.gbGpCurrent));
    expect(content.find((a) => a.meetingId === demoMeetingId('gb.nurse', 'upcoming-referral'))).toMatchObject({
      clinician: { name: 'Sarah Collins', clinicianTitle: 'Nurse' },
      careFacilityName: 'Konsult NHS Primary Care',
      bookerClinician: 'James Whitaker',
      isInternalReferral: true,
    });
    expect(content.map((a) => a.meetingId)).toContain(demoMeetingId('gb.nurse', 'upcoming-tomorrow'));
  });

  it('is 404 for James, who has no care relationship with Elin, with a denial in the audit trail', async () => {
    const foreign = await james.get(path(ELIN, CURRENT));
    const missing = await james.get(path('00000000-0000-4000-8000-000000000000', CURRENT));
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    const denials = await auditRowsOf(t, foreign, 'denied');
    expect(denials).toEqual([
      expect.objectContaining({ patientId: ELIN, action: 'upcoming_appointments.read', resourceType: 'patient' }),
    ]);
  });

  it("audits Anna's reading against Elin", async () => {
    const answer = await anna.get(path(ELIN, CURRENT));
    const rows = await auditRowsOf(t, answer);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'upcoming_appointments.read', outcome: 'success', patientId: ELIN }),
    ]);
  });
});
