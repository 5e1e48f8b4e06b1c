import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Meeting } from '@konsult/domain';
import { TestClient } from '../test/client';
import { scheduledMeetingsOf } from '../test/consultation-api';
import { AutosavingClinician } from '../test/autosaving-clinician';
import { seededPostgresCopy, startInstance, startInstanceOn, type AppInstance } from '../test/postgres-copy';
import { copySeededDatabase } from '../test/test-database';

/**
 * Issue 22 goal 7, the short version CI runs (`npm run bench:load` runs it under 50 clinicians' load): two server
 * instances on one database, as behind a load balancer, with ten clinicians split between them. A note saved
 * through one is read through the other, and a cache entry invalidated through one (a session ended, a meeting
 * changed) is gone from the other within a second — long before the caches' own time-to-live (30 s, 60 s).
 *
 * On PostgreSQL (CI's second pass) each instance has connections of its own, so what one changes reaches the other
 * only through the database and its NOTIFY. The embedded PGlite cannot be opened twice: there (CI's first pass) the
 * two instances share the one database handle, each with its own caches, invalidated through PGlite's NOTIFY.
 */
const onPostgres = inject('seededDatabase').kind === 'postgres';

const INVALID_WITHIN_MS = 1000;

let a: AppInstance;
let b: AppInstance;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (onPostgres) {
    const copy = await seededPostgresCopy();
    drop = copy.drop;
    [a, b] = await Promise.all([startInstanceOn(copy.url), startInstanceOn(copy.url)]);
  } else {
    const database = await copySeededDatabase();
    a = await startInstance(database, {}, () => database.close());
    b = await startInstance(database);
  }
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await drop();
});

/** A browser signed in as `username`, talking to `instance`. */
async function signedIn(username: string, instance: AppInstance): Promise<TestClient> {
  const client = new TestClient(instance.baseUrl);
  expect((await client.signIn(username)).status).toBe(200);
  return client;
}

/** The same browser (its cookies) sent to the other instance, as a load balancer may. */
function onOther(client: TestClient, instance: AppInstance): TestClient {
  const other = new TestClient(instance.baseUrl);
  for (const name of ['konsult_session', 'csrf_token']) other.setCookie(name, client.cookie(name)!);
  return other;
}

/** Polls `check` every 20 ms until it holds; answers how long that took, or rejects after `withinMs` more. */
async function timeUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`still not so after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe(`two instances on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database`, () => {
  it('ten clinicians split between them: every note saved through one is read through the other', async () => {
    const sessions = ['se.doctor', 'se.nurse', 'gb.gp', 'no.doctor', 'de.doctor'].flatMap((username) =>
      [0, 1].map((k) => ({ username, k, instance: k === 0 ? a : b })),
    );
    const clinicians = await Promise.all(
      sessions.map(async ({ username, k, instance }) => {
        const client = await signedIn(username, instance);
        return new AutosavingClinician(client, (await scheduledMeetingsOf(client))[k]!.id);
      }),
    );
    await Promise.all(clinicians.map((c, i) => c.start(`Clinician ${i + 1}`)));
    // Each clinician's own saves, read back through the other instance while everyone types.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        clinicians.map(async (clinician, i) => {
          const acked = clinician.acked;
          const other = onOther(clinician.client, sessions[i]!.instance === a ? b : a);
          // Before the first save is acknowledged there may be no note yet: nothing acknowledged, nothing stored.
          expect(((await clinician.storedText(other)) ?? '').slice(0, acked.length)).toBe(acked);
        }),
      );
    }
    await Promise.all(clinicians.map((c) => c.stop()));
    for (const [i, clinician] of clinicians.entries()) {
      const other = onOther(clinician.client, sessions[i]!.instance === a ? b : a);
      expect(clinician.failedStatuses).toEqual([]);
      expect(await clinician.storedText(other)).toBe(clinician.typed);
    }
  });

  it('a session ended through one is refused by the other within a second', async () => {
    const throughA = await signedIn('se.nurse', a);
    const throughB = onOther(throughA, b);
    // B resolves the session and keeps it in its cache (30 s).
    expect((await throughB.get('/api/auth/me')).status).toBe(200);
    expect((await throughB.get('/api/auth/me')).status).toBe(200);
    expect((await throughA.post('/api/auth/logout')).status).toBe(204);
    const ms = await timeUntil(async () => (await throughB.get('/api/auth/me')).status === 401, INVALID_WITHIN_MS);
    expect(ms).toBeLessThanOrEqual(INVALID_WITHIN_MS);
  });

  it('a meeting changed through one is shown changed by the other within a second', async () => {
    const throughA = await signedIn('gb.gp', a);
    const throughB = onOther(throughA, b);
    const meeting = (await scheduledMeetingsOf(throughA)).at(-1)!;
    const path = `/api/meeting/doctor/meeting/${meeting.id}`;
    // B loads the meeting and keeps it in its cache (60 s).
    expect((await throughB.get<Meeting>(path)).body.status).toBe('SCHEDULED');
    expect((await throughB.get<Meeting>(path)).body.status).toBe('SCHEDULED');
    const finished = await throughA.post(`${path}/finish`, { status: 'NO_SHOW', sign: false });
    expect(finished.status).toBe(200);
    const ms = await timeUntil(
      async () => (await throughB.get<Meeting>(path)).body.status === 'NO_SHOW',
      INVALID_WITHIN_MS,
    );
    expect(ms).toBeLessThanOrEqual(INVALID_WITHIN_MS);
  });
});
