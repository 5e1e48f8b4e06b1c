import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../platform/auth/passwords';
import { useDatabase } from '../test/file-app';
import { createTestDatabase } from '../test/test-database';
import {
  children,
  clinicians,
  demoState,
  meetings,
  patients,
  pools,
  recordHistoryEntries,
} from '../platform/db/schema';
import { buildDemoData, DEMO_IDS, DEMO_PASSWORD } from './demo-data';
import { refreshDemoDay, seedDemo } from './seed';

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const expected = buildDemoData(NOW);

describe('the demo seed', () => {
  const database = useDatabase(createTestDatabase);

  const total = async (
    table:
      | typeof pools
      | typeof clinicians
      | typeof patients
      | typeof children
      | typeof meetings
      | typeof recordHistoryEntries,
  ) => {
    const [row] = await database.db.select({ n: count() }).from(table);
    return row?.n;
  };

  const meetingsOfSeDoctorOn = async (dayStart: Date) => {
    const rows = await database.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.clinicianId, DEMO_IDS.clinicians.seDoctor),
          gte(meetings.scheduledStartTime, dayStart),
          lt(meetings.scheduledStartTime, new Date(dayStart.getTime() + DAY)),
        ),
      );
    return rows.map((r) => r.id).sort();
  };

  it('fills an empty database with every demo row', async () => {
    expect(await seedDemo(database, NOW)).toEqual({ seeded: true });
    expect(await total(pools)).toBe(expected.pools.length);
    expect(await total(clinicians)).toBe(expected.clinicians.length);
    expect(await total(patients)).toBe(expected.patients.length);
    expect(await total(children)).toBe(expected.children.length);
    expect(await total(meetings)).toBe(expected.meetings.length);
    expect(await total(recordHistoryEntries)).toBe(expected.recordHistory.length);
    const [state] = await database.db.select().from(demoState);
    expect(state?.anchor.toISOString()).toBe(NOW.toISOString());
  });

  it('stores rows as built, jsonb and timestamps included', async () => {
    const [cancelled] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, DEMO_IDS.meetings.seDoctorCancelledToday));
    const built = expected.meetings.find((m) => m.id === DEMO_IDS.meetings.seDoctorCancelledToday);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', scheduledStartTime: built?.scheduledStartTime });
    const [astrid] = await database.db.select().from(patients).where(eq(patients.id, DEMO_IDS.patients.seAstrid));
    expect(astrid?.seHighCostCard).toMatchObject({ region: '01' });
  });

  it('lets every demo clinician sign in with the demo password', async () => {
    const rows = await database.db
      .select({ hash: clinicians.passwordHash, isDemo: clinicians.isDemo })
      .from(clinicians);
    const checks = await Promise.all(rows.map((r) => verifyPassword(DEMO_PASSWORD, r.hash)));
    expect(checks.every(Boolean)).toBe(true);
    expect(rows.every((r) => r.isDemo)).toBe(true);
  });

  it('leaves a database that already has clinicians alone', async () => {
    expect(await seedDemo(database, new Date(NOW.getTime() + DAY))).toEqual({ seeded: false });
    expect(await total(meetings)).toBe(expected.meetings.length);
  });

  it('does nothing on the day the demo was laid out for', async () => {
    expect(await refreshDemoDay(database, new Date(NOW.getTime() + 6 * 60 * 60_000))).toMatchObject({ shiftedDays: 0 });
  });

  it("moves today's meetings to the new today, three days later", async () => {
    const dayStart = new Date('2026-11-20T00:00:00Z');
    const today = await meetingsOfSeDoctorOn(dayStart);
    expect(today.length).toBeGreaterThanOrEqual(5);

    expect(await refreshDemoDay(database, new Date(NOW.getTime() + 3 * DAY))).toMatchObject({ shiftedDays: 3 });

    expect(await meetingsOfSeDoctorOn(new Date(dayStart.getTime() + 3 * DAY))).toEqual(today);
    const [completed] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, DEMO_IDS.meetings.seDoctorCompletedToday));
    const built = expected.meetings.find((m) => m.id === DEMO_IDS.meetings.seDoctorCompletedToday);
    expect(completed?.actualEndTime?.getTime()).toBe((built?.actualEndTime?.getTime() ?? 0) + 3 * DAY);
    expect(completed?.bookedTime.getTime()).toBe((built?.bookedTime.getTime() ?? 0) + 3 * DAY);
    expect(completed?.videoCallStartTime?.getTime()).toBe((built?.videoCallStartTime?.getTime() ?? 0) + 3 * DAY);
    const [state] = await database.db.select().from(demoState);
    expect(state?.anchor.getTime()).toBe(NOW.getTime() + 3 * DAY);
    // The record history is in the past already: it stays where it was laid out.
    const [newest] = await database.db
      .select({ at: recordHistoryEntries.contactAt })
      .from(recordHistoryEntries)
      .orderBy(desc(recordHistoryEntries.contactAt))
      .limit(1);
    expect(newest?.at.getTime()).toBe(Math.max(...expected.recordHistory.map((e) => e.contactAt.getTime())));
    // A second start on the same day shifts nothing more.
    expect(await refreshDemoDay(database, new Date(NOW.getTime() + 3 * DAY + 60_000))).toMatchObject({
      shiftedDays: 0,
    });
  });
});

describe('two servers starting together', () => {
  const database = useDatabase(createTestDatabase);

  it('seed the demo once', async () => {
    const results = await Promise.all([seedDemo(database, NOW), seedDemo(database, NOW)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [row] = await database.db.select({ n: count() }).from(clinicians);
    expect(row?.n).toBe(expected.clinicians.length);
  });
});
