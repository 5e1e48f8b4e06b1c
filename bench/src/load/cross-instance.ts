import type { EntryResponse, Meeting, MedicalRecordEntry, MeetingListResponse } from '@konsult/domain';
import { Browser } from './browser';
import { pause } from './shift';

export type CrossInstanceFigures = {
  /** A note saved through one instance, read at once through the other: the same text, or not. */
  noteReads: { same: number; different: number };
  /** How long after a sign-out through one instance the other refused the session (ms), one per trial. */
  sessionEndedMs: number[];
  /** How long after a meeting was finished through one instance the other showed it finished (ms). */
  meetingChangedMs: number[];
  /** Trials whose change was not seen on the other instance within 5 s. */
  neverSeen: number;
};

/**
 * Goal 7's checks, run against two instances while the load runs: the prober (a clinician of its own, with meetings
 * of its own) saves a note through one instance and reads it through the other (both ways), ends a session through
 * one while the other has it cached, and finishes a meeting through one while the other has it cached, timing how
 * long the other takes to see each change.
 */
export async function probeAcrossInstances(
  a: string,
  b: string,
  prober: { username: string; password: string },
  until: number,
): Promise<CrossInstanceFigures> {
  const figures: CrossInstanceFigures = {
    noteReads: { same: 0, different: 0 },
    sessionEndedMs: [],
    meetingChangedMs: [],
    neverSeen: 0,
  };
  const onA = new Browser(a, null);
  await onA.signIn(prober.username, prober.password);
  const onB = onA.sameSessionAt(b, null);
  const { meetings } = await onA.call<MeetingListResponse>('GET', '/api/meetings', '/api/meetings');
  const [noteMeeting, ...toFinish] = meetings.filter((m) => m.status === 'SCHEDULED').map((m) => m.id);
  const notePath = `/api/medicalrecord/v2/entry/${noteMeeting}`;
  let version = (await onA.call<EntryResponse>('GET', '', notePath)).entry?.version ?? 0;

  for (let trial = 1; Date.now() < until; trial++) {
    // A note saved through one is read through the other, both ways.
    for (const [writer, reader] of [
      [onA, onB],
      [onB, onA],
    ] as const) {
      const text = `Anteckning ${trial} via ${writer === onA ? 'A' : 'B'}`;
      const { entry } = await writer.call<{ entry: MedicalRecordEntry }>('PUT', '', notePath, {
        values: { history: text },
        version,
      });
      version = entry.version;
      const read = await reader.call<EntryResponse>('GET', '', notePath);
      if (read.entry?.values.history === text) figures.noteReads.same += 1;
      else figures.noteReads.different += 1;
    }

    // A session ended through A, which B has cached.
    const session = new Browser(a, null);
    await session.signIn(prober.username, prober.password);
    const sessionOnB = session.sameSessionAt(b, null);
    await sessionOnB.call('GET', '', '/api/auth/me');
    await sessionOnB.call('GET', '', '/api/auth/me');
    await session.call('POST', '', '/api/auth/logout');
    await timeUntil(
      async () => (await sessionOnB.send('GET', '', '/api/auth/me')).status === 401,
      figures,
      figures.sessionEndedMs,
    );

    // A meeting finished through A, which B has cached.
    const meetingId = toFinish.shift();
    if (meetingId) {
      const path = `/api/meeting/doctor/meeting/${meetingId}`;
      await onB.call<Meeting>('GET', '', path);
      await onB.call<Meeting>('GET', '', path);
      await onA.call('POST', '', `${path}/finish`, { status: 'NO_SHOW', sign: false });
      await timeUntil(
        async () => (await onB.send<Meeting>('GET', '', path)).body?.status === 'NO_SHOW',
        figures,
        figures.meetingChangedMs,
      );
    }
    await pause(1000);
  }
  return figures;
}

/** Polls `check` every 10 ms from now; records how long it took to hold, or counts it as never seen after 5 s. */
async function timeUntil(check: () => Promise<boolean>, figures: CrossInstanceFigures, into: number[]): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 5000) {
      figures.neverSeen += 1;
      return;
    }
    await pause(10);
  }
  into.push(performance.now() - started);
}
