import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { homeSection, type Meeting, type MeetingListResponse } from '@konsult/domain';
import { auditEvents, clinicians, meetings, patients } from '../platform/db/schema';
import { useTestApp } from '../test/file-app';
import { LIST_CAP } from './repo';
import { demoMeetingId } from '../demo/demo-ids';
import { meetingsOf } from '../test/consultation-api';

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let list: MeetingListResponse['meetings'];
beforeAll(async () => {
  list = await meetingsOf(anna);
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe("a clinician's meetings", () => {
  it("Anna's list holds only her own meetings: today's first, then upcoming, then ended", async () => {
    expect(list.length).toBeGreaterThanOrEqual(5);
    const rank = { today: 0, upcoming: 1, ended: 2 } as const;
    const ranks = list.map((m) => rank[homeSection(m, Date.now(), 'SE')]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.some((m) => m.status === 'CANCELLED')).toBe(true);
    expect(list.some((m) => m.status === 'COMPLETED')).toBe(true);
    const gbList = await t.signInNow('gb.gp').then((c) => c.get<MeetingListResponse>('/api/meetings'));
    const annaIds = new Set(list.map((m) => m.id));
    expect(gbList.body.meetings.some((m) => annaIds.has(m.id))).toBe(false);
  });

  it('Anna opens a meeting and sees the patient mapped as the seed says', async () => {
    const open = list.find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const answer = await anna.get<Meeting>(`/api/meeting/doctor/meeting/${open.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: open.id,
      activityId: open.id,
      patientId: open.patientId,
      user: { id: open.patientId, idNumber: expect.stringMatching(/^\d{12}$/) },
      accountableCaregiver: { name: expect.any(String) },
    });
    expect(answer.body.endMillis - answer.body.startMillis).toBe(answer.body.slotLength * 60_000);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, open.id), eq(auditEvents.action, 'meeting.read')));
    expect(row).toMatchObject({
      outcome: 'success',
      patientId: open.patientId,
      requestId: answer.headers.get('x-request-id'),
    });
  });

  it('names the care facility of a clinic visit, and none for a digital meeting', async () => {
    const clinic = await anna.get<Meeting>(`/api/meeting/doctor/meeting/${demoMeetingId('se.doctor', 'today-next')}`);
    expect(clinic.body.careFacility).toEqual({ id: 'se-vc-sodermalm', name: 'Konsult Vårdcentral Södermalm' });
    const video = await anna.get<Meeting>(`/api/meeting/doctor/meeting/${demoMeetingId('se.doctor', 'today-current')}`);
    expect(video.body.careFacility).toBeNull();
  });

  it('a cancelled meeting answers 410 with the cancelled key, for the full-page state', async () => {
    const cancelled = list.find((m) => m.status === 'CANCELLED')!;
    const answer = await anna.get(`/api/meeting/doctor/meeting/${cancelled.id}`);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ error: { key: 'meeting_cancelled' } });
  });

  it('a reassigned meeting answers 410 with the reassigned key', async () => {
    const reassigned = list.find((m) => m.status === 'REASSIGNED')!;
    const answer = await anna.get(`/api/meeting/doctor/meeting/${reassigned.id}`);
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ error: { key: 'meeting_reassigned' } });
  });
});

describe('access to another clinician’s meeting', () => {
  it('gb.gp asking for Anna’s meeting gets 404, byte for byte the answer to a missing id, and the denial is audited', async () => {
    const target = list.find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED')!;
    const dora = await t.signInNow('gb.gp');
    const foreign = await dora.get(`/api/meeting/doctor/meeting/${target.id}`);
    const missing = await dora.get(`/api/meeting/doctor/meeting/${UNKNOWN_ID}`);
    const malformed = await dora.get('/api/meeting/doctor/meeting/does-not-exist');
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(malformed.text).toBe(missing.text);
    expect(foreign.body).toEqual({ error: { key: 'notFound', message: 'Not found.' } });

    const [denial] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, target.id), eq(auditEvents.outcome, 'denied')));
    expect(denial).toMatchObject({
      action: 'meeting.read',
      patientId: target.patientId,
      requestId: foreign.headers.get('x-request-id'),
    });
    expect(denial!.actorClinicianId).not.toBeNull();
  });
});

describe('what the server remembers between reads', () => {
  it('a change to the patient made straight in the database shows on the next reads', async () => {
    const open = list.find((m) => m.status === 'SCHEDULED' && m.childName === null)!;
    const path = `/api/meeting/doctor/meeting/${open.id}`;
    const before = (await anna.get<Meeting>(path)).body;
    await t.database.db.update(patients).set({ givenName: 'Renamed' }).where(eq(patients.id, open.patientId));
    await expect
      .poll(async () => (await anna.get<Meeting>(path)).body.user?.givenName, { timeout: 1000, interval: 20 })
      .toBe('Renamed');
    await t.database.db
      .update(patients)
      .set({ givenName: before.user.givenName })
      .where(eq(patients.id, open.patientId));
  });

  it('moving a meeting to another clinician takes Anna’s access away at once', async () => {
    const open = list.find((m) => m.status === 'SCHEDULED')!;
    const path = `/api/meeting/doctor/meeting/${open.id}`;
    expect((await anna.get(path)).status).toBe(200);
    const [other] = await t.database.db
      .select({ id: clinicians.id })
      .from(clinicians)
      .where(eq(clinicians.username, 'se.nurse'));
    await t.database.db.update(meetings).set({ clinicianId: other!.id }).where(eq(meetings.id, open.id));
    await expect.poll(async () => (await anna.get(path)).status, { timeout: 1000, interval: 20 }).toBe(404);
  });
});

describe("a busy clinician's list", () => {
  const nurse = t.signedIn('se.nurse');
  const HOUR = 3_600_000;
  it("keeps today's meetings when the past and the future each hold more than the list's cap", async () => {
    const before = await meetingsOf(nurse);
    const today = before.filter((m) => Math.abs(m.scheduledStartTime - Date.now()) < 12 * HOUR);
    expect(today.length).toBeGreaterThan(0);
    const [template] = await t.database.db.select().from(meetings).where(eq(meetings.id, before[0]!.id));
    const at = (start: Date, status: 'COMPLETED' | 'SCHEDULED') => ({
      ...template!,
      id: crypto.randomUUID(),
      status,
      bookedTime: start,
      scheduledStartTime: start,
      actualStartTime: status === 'COMPLETED' ? start : null,
      actualEndTime: status === 'COMPLETED' ? new Date(start.getTime() + 600_000) : null,
    });
    // A full-time clinician: every hour of the past weeks done, every hour of the coming weeks booked.
    const past = Array.from({ length: LIST_CAP.past + 100 }, (_, i) =>
      at(new Date(Date.now() - (i + 25) * HOUR), 'COMPLETED'),
    );
    const coming = Array.from({ length: LIST_CAP.coming + 100 }, (_, i) =>
      at(new Date(Date.now() + (i + 25) * HOUR), 'SCHEDULED'),
    );
    const added = [...past, ...coming];
    for (let i = 0; i < added.length; i += 200) await t.database.db.insert(meetings).values(added.slice(i, i + 200));

    const after = await meetingsOf(nurse);
    const shown = new Set(after.map((m) => m.id));
    expect(today.filter((m) => !shown.has(m.id))).toEqual([]);
    expect(after.filter((m) => m.scheduledStartTime < Date.now() - 24 * HOUR)).toHaveLength(LIST_CAP.past);
    // What the caps leave out is the oldest of the past and the farthest of the future.
    const oldestShown = Math.min(...after.map((m) => m.scheduledStartTime));
    const latestShown = Math.max(...after.map((m) => m.scheduledStartTime));
    expect(past.filter((m) => !shown.has(m.id)).every((m) => m.scheduledStartTime.getTime() < oldestShown)).toBe(true);
    expect(coming.filter((m) => !shown.has(m.id)).every((m) => m.scheduledStartTime.getTime() > latestShown)).toBe(
      true,
    );
    expect(coming.filter((m) => !shown.has(m.id)).length).toBeGreaterThan(0);
  });

  it('comes compressed to a browser that takes brotli, the same list as uncompressed', async () => {
    const plain = await nurse.request<MeetingListResponse>('GET', '/api/meetings', undefined, {
      'accept-encoding': 'identity',
    });
    const packed = await nurse.request<MeetingListResponse>('GET', '/api/meetings', undefined, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(Number(packed.headers.get('content-length'))).toBeLessThan(plain.text.length / 3);
    expect(packed.body).toEqual(plain.body);
  });
});
