/**
 * `npm run bench:load` (issue 22, goals 4, 6, 7 and, last, 5: bench/src/scale.ts): a shift's load on PostgreSQL through the real HTTP API, with
 * sessions and CSRF as the web app sends them, in four phases of one run:
 *
 * 1. warm-up (LOAD_WARMUP_SECONDS, 15): the same load, not judged (the server's JIT, PostgreSQL's caches);
 * 2. goal 4 (LOAD_SECONDS, 300): LOAD_CLINICIANS (50) clinicians on one server instance, each working through their
 *    meetings (list, open a meeting and the record pane, type the note with autosave every 2 s, read the history,
 *    message the patient, finish with signing): per-route p50/p99/count/errors, and the audit check (one row per
 *    patient-data request the script made). Budget: p99 ≤ 100 ms per route, 0 errors, no request unaudited;
 * 3. goal 7 (LOAD_TWO_INSTANCE_SECONDS, 60): the same load split between two instances on the one database, while a
 *    prober saves notes through one and reads them through the other, and changes cached things (a session, a
 *    meeting) through one, timing until the other sees it. Budget: every note read back, every change seen ≤ 1 s;
 * 4. goal 6 (LOAD_RESTART_SECONDS, 60): the load on one instance while PostgreSQL is stopped for LOAD_DOWN_SECONDS
 *    (5) and started again: how long /api/health said degraded, how long after the database was back the app served
 *    again, and whether any autosave was lost. Budget: serving ≤ 5 s after the database returns, nothing lost.
 *
 * The database: by default a PostgreSQL server of the bench's own (initdb in a temporary directory, Debian's
 * binaries), so that restarting it disturbs no one else; or BENCH_DATABASE_URL (a fresh, empty database the bench
 * seeds), restarted through `pg_ctlcluster` only if BENCH_PG_CLUSTER names its cluster ("15 main"), else goal 6 is
 * not run. A phase of 0 seconds is left out. A budget that is missed is printed as missed, with the exit code 1.
 */
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { startServer, type RunningServer } from '../../e2e/src/server-process';
import { Browser } from './load/browser';
import { CpuMeter, pidListeningOn } from './load/cpu';
import { probeAcrossInstances, type CrossInstanceFigures } from './load/cross-instance';
import { createLoadFixture, type LoadClinician } from './load/fixture';
import { givenPostgres, ownPostgres, type RestartablePostgres } from './load/postgres';
import { isError, Recorder, table, type Sample } from './load/recorder';
import { ClinicianShift, pause, type NoteLedger } from './load/shift';
import { scaleBench } from './scale';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const CLINICIANS = env('LOAD_CLINICIANS', 50);
const WARMUP_SECONDS = env('LOAD_WARMUP_SECONDS', 15);
const LOAD_SECONDS = env('LOAD_SECONDS', 300);
const TWO_INSTANCE_SECONDS = env('LOAD_TWO_INSTANCE_SECONDS', 60);
const RESTART_SECONDS = env('LOAD_RESTART_SECONDS', 60);
const DOWN_SECONDS = env('LOAD_DOWN_SECONDS', 5);
const P99_BUDGET_MS = 100;
const SERVING_AGAIN_BUDGET_MS = 5000;
const INVALID_WITHIN_MS = 1000;
/** A consultation takes about 25 s; each clinician gets a meeting for every 15 s of the run, and some to spare. */
const MEETINGS_PER_CLINICIAN =
  Math.ceil((WARMUP_SECONDS + LOAD_SECONDS + TWO_INSTANCE_SECONDS + RESTART_SECONDS) / 15) + 4;

const verdicts: { goal: string; ok: boolean; line: string }[] = [];
const verdict = (goal: string, ok: boolean, line: string) => {
  verdicts.push({ goal, ok, line });
  console.log(`  → ${ok ? 'within budget' : 'MISSED'}: ${line}`);
};

const startLoad = loadavg()[0]!;
const given = process.env.BENCH_DATABASE_URL;
const postgres: RestartablePostgres | null = given
  ? givenPostgres(given, process.env.BENCH_PG_CLUSTER)
  : await ownPostgres();
const databaseUrl = given ?? (await createDatabase(postgres!.serverUrl, 'konsult_load'));
const servers: RunningServer[] = [];
try {
  const serverEnv = { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl };
  const a = await startServer(serverEnv);
  servers.push(a);
  const clinicians = await createLoadFixture(databaseUrl, {
    clinicians: CLINICIANS,
    meetings: MEETINGS_PER_CLINICIAN,
    prefix: 'load',
  });
  const [prober] = await createLoadFixture(databaseUrl, {
    clinicians: 1,
    meetings: TWO_INSTANCE_SECONDS + 2,
    prefix: 'probe',
    firstPatient: CLINICIANS * MEETINGS_PER_CLINICIAN,
  });
  const patientDataRoutes = await patientDataRoutesOf(a.baseUrl);
  const postgresPid = pidListeningOn(Number(new URL(databaseUrl).port || 5432));
  const pidOf = (server: RunningServer) => pidListeningOn(Number(new URL(server.baseUrl).port));
  const postgresCpu = { name: 'PostgreSQL', pid: postgresPid, withChildren: true };
  console.log(
    `database: PostgreSQL (${given ? 'BENCH_DATABASE_URL' : 'a server of the bench’s own'}); ${CLINICIANS} clinicians, ${MEETINGS_PER_CLINICIAN} meetings each`,
  );

  const notes: NoteLedger = new Map();
  const shifts = await signIn(clinicians, a.baseUrl, notes);

  console.log(`\nwarm-up: ${WARMUP_SECONDS} s of the same load (not judged)`);
  await runPhase(shifts, WARMUP_SECONDS, new Recorder(), () => a.baseUrl);

  // ---- Goal 4 -------------------------------------------------------------------------------------------------
  console.log(`\ngoal 4: ${CLINICIANS} clinicians for ${LOAD_SECONDS} s on one instance`);
  const shiftLoad = new Recorder();
  const loadCpu = new CpuMeter([{ name: 'app server', pid: pidOf(a) }, postgresCpu]);
  loadCpu.start();
  await runPhase(shifts, LOAD_SECONDS, shiftLoad, () => a.baseUrl);
  reportLoad(shiftLoad, shifts);
  console.log(`  ${loadCpu.report()}`);
  const audit = await auditCheck(databaseUrl, shiftLoad.samples, patientDataRoutes);
  const loadFigures = shiftLoad.byRoute();
  const slowest = loadFigures.reduce((x, y) => (y.p99 > x.p99 ? y : x));
  const errors = shiftLoad.all().errors;
  verdict(
    '4',
    loadFigures.every((r) => r.p99 <= P99_BUDGET_MS) && errors === 0 && audit.missing === 0,
    `p99 ≤ ${P99_BUDGET_MS} ms on every route (slowest: ${slowest.route} ${slowest.p99.toFixed(1)} ms), ${errors} errors, ${audit.missing} patient-data requests without an audit row`,
  );

  // ---- Goal 7 -------------------------------------------------------------------------------------------------
  if (TWO_INSTANCE_SECONDS > 0) {
    console.log(`\ngoal 7: the same load split between two instances for ${TWO_INSTANCE_SECONDS} s`);
    const b = await startServer(serverEnv);
    servers.push(b);
    const split = new Recorder();
    const splitCpu = new CpuMeter([
      { name: 'instance A', pid: pidOf(a) },
      { name: 'instance B', pid: pidOf(b) },
      postgresCpu,
    ]);
    splitCpu.start();
    const [, crossing] = await Promise.all([
      runPhase(shifts, TWO_INSTANCE_SECONDS, split, (i) => (i % 2 === 0 ? a.baseUrl : b.baseUrl)),
      probeAcrossInstances(a.baseUrl, b.baseUrl, prober!, Date.now() + TWO_INSTANCE_SECONDS * 1000),
    ]);
    reportLoad(split, shifts);
    console.log(`  ${splitCpu.report()}`);
    reportCrossing(crossing);
    await b.stop();
    servers.pop();
  } else {
    console.log('\ngoal 7: not run (LOAD_TWO_INSTANCE_SECONDS=0)');
  }

  // ---- Goal 6 -------------------------------------------------------------------------------------------------
  if (RESTART_SECONDS <= 0) {
    console.log('\ngoal 6: not run (LOAD_RESTART_SECONDS=0)');
  } else if (postgres) {
    console.log(
      `\ngoal 6: the load on one instance for ${RESTART_SECONDS} s; PostgreSQL stopped for ${DOWN_SECONDS} s and started again`,
    );
    await restartUnderLoad(postgres, shifts, a.baseUrl, prober!, notes, databaseUrl);
  } else {
    console.log(
      '\ngoal 6: not run (BENCH_DATABASE_URL without BENCH_PG_CLUSTER: the bench cannot restart that server)',
    );
  }

  // ---- Goal 5 (bench/src/scale.ts) ----------------------------------------------------------------------------
  // On an empty database of its own on the bench's server (scaleBench fills it first, about 2.5 minutes), or
  // SCALE_DATABASE_URL (one seed:scale filled, or empty); LOAD_SCALE=0 leaves it out.
  if (process.env.LOAD_SCALE === '0') console.log('\ngoal 5: not run (LOAD_SCALE=0)');
  else {
    const scaleUrl =
      process.env.SCALE_DATABASE_URL ?? (given ? null : await createDatabase(postgres!.serverUrl, 'konsult_scale'));
    if (!scaleUrl) console.log('\ngoal 5: not run (with BENCH_DATABASE_URL, set SCALE_DATABASE_URL too)');
    else {
      const scale = await scaleBench(scaleUrl);
      verdicts.push({ goal: '5', ok: scale.ok, line: scale.line });
    }
  }

  console.log('\nsummary');
  console.log(
    `  the machine's load average (1 min) was ${startLoad.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores: the figures include whatever else ran`,
  );
  for (const v of verdicts) console.log(`  goal ${v.goal}: ${v.ok ? 'within budget' : 'MISSED'} — ${v.line}`);
  process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
} finally {
  for (const server of servers) await server.stop();
  await postgres?.remove();
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

/** Signs every clinician in (each with a browser of their own), a few at a time as a morning's logins come. */
async function signIn(clinicians: LoadClinician[], baseUrl: string, notes: NoteLedger): Promise<ClinicianShift[]> {
  const shifts: ClinicianShift[] = [];
  for (let i = 0; i < clinicians.length; i += 5) {
    shifts.push(
      ...(await Promise.all(
        clinicians.slice(i, i + 5).map(async ({ username, password }) => {
          const browser = new Browser(baseUrl, null);
          await browser.signIn(username, password);
          return new ClinicianShift(username, browser, notes);
        }),
      )),
    );
  }
  return shifts;
}

/** Every clinician works for `seconds` (starting spread over the first 5 s), through `baseUrlOf(their index)`. */
async function runPhase(
  shifts: ClinicianShift[],
  seconds: number,
  recorder: Recorder,
  baseUrlOf: (i: number) => string,
): Promise<void> {
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    shifts.map(async (shift, i) => {
      shift.browser = shift.browser.sameSessionAt(baseUrlOf(i), recorder);
      await pause((5000 * i) / shifts.length);
      await shift.run(until);
    }),
  );
}

function reportLoad(recorder: Recorder, shifts: ClinicianShift[]): void {
  const all = recorder.all();
  const first = Math.min(...recorder.samples.map((s) => s.startedAt));
  const last = Math.max(...recorder.samples.map((s) => s.startedAt + s.ms));
  const consultations = shifts.reduce((n, s) => n + s.counts.consultations, 0);
  console.log(table(recorder.byRoute(), P99_BUDGET_MS));
  console.log(
    `  ${all.count} requests, ${(all.count / ((last - first) / 1000)).toFixed(1)} per second; all routes p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms; ${all.errors} errors`,
  );
  console.log(
    `  consultations finished so far: ${consultations}; conflicts resolved as "keep mine": ${shifts.reduce((n, s) => n + s.counts.conflicts, 0)}; consultations left after failures: ${shifts.reduce((n, s) => n + s.counts.abandoned, 0)}`,
  );
}

/** The API document's patient-data routes, as "METHOD /path/{param}". */
async function patientDataRoutesOf(baseUrl: string): Promise<Set<string>> {
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.tags?.includes('patient-data')) routes.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return routes;
}

/**
 * Every request of the script that reached patient data (a patient-data route, or the meeting list, which shows
 * patients' names and is audited as such) against the audit rows carrying its request id.
 */
async function auditCheck(
  url: string,
  samples: Sample[],
  patientDataRoutes: Set<string>,
): Promise<{ missing: number }> {
  const audited = samples.filter(
    (s) => s.requestId && !isError(s) && (patientDataRoutes.has(s.route) || s.route === 'GET /api/meetings'),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ request_id: string; rows: string }>(
    'SELECT request_id, count(*) AS rows FROM audit_events WHERE request_id = ANY($1::text[]) GROUP BY request_id',
    [audited.map((s) => s.requestId)],
  );
  await client.end();
  const count = new Map(rows.map((r) => [r.request_id, Number(r.rows)]));
  const byRoute = new Map<string, { requests: number; none: number; one: number; more: number }>();
  for (const s of audited) {
    const n = count.get(s.requestId!) ?? 0;
    const entry = byRoute.get(s.route) ?? { requests: 0, none: 0, one: 0, more: 0 };
    entry.requests += 1;
    if (n === 0) entry.none += 1;
    else if (n === 1) entry.one += 1;
    else entry.more += 1;
    byRoute.set(s.route, entry);
  }
  const total = [...byRoute.values()].reduce(
    (t, e) => ({ requests: t.requests + e.requests, none: t.none + e.none, one: t.one + e.one, more: t.more + e.more }),
    { requests: 0, none: 0, one: 0, more: 0 },
  );
  console.log(
    `  audit: ${total.requests} patient-data requests; with exactly one audit row ${total.one}, with none ${total.none}, with more than one ${total.more}`,
  );
  for (const [route, e] of byRoute) {
    if (e.none || e.more) console.log(`    ${route}: ${e.none} without a row, ${e.more} with more than one`);
  }
  return { missing: total.none };
}

function reportCrossing(figures: CrossInstanceFigures): void {
  const describe = (ms: number[]) => {
    const sorted = [...ms].sort((x, y) => x - y);
    return sorted.length
      ? `${sorted.length} trials, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
      : 'no trials';
  };
  console.log(
    `  notes saved through one instance and read through the other: ${figures.noteReads.same} the same, ${figures.noteReads.different} different`,
  );
  console.log(`  a session ended through A, refused by B after: ${describe(figures.sessionEndedMs)}`);
  console.log(`  a meeting finished through A, shown finished by B after: ${describe(figures.meetingChangedMs)}`);
  const slowest = Math.max(0, ...figures.sessionEndedMs, ...figures.meetingChangedMs);
  verdict(
    '7',
    figures.noteReads.different === 0 &&
      figures.noteReads.same > 0 &&
      figures.neverSeen === 0 &&
      slowest <= INVALID_WITHIN_MS,
    `${figures.noteReads.different} notes read differently on the other instance; cache invalidated on the other within ${slowest.toFixed(0)} ms at most (budget ${INVALID_WITHIN_MS} ms), ${figures.neverSeen} never`,
  );
}

type Answer = { at: number; status: number };

/** Asks `path` every 100 ms until `stop()`; keeps every answer's time and status. */
function watch(browser: Browser, path: string) {
  const answers: Answer[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      const { status } = await browser.send('GET', '', path);
      answers.push({ at: Date.now(), status });
      await pause(100);
    }
  })();
  return {
    answers,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}

async function restartUnderLoad(
  server: RestartablePostgres,
  shifts: ClinicianShift[],
  baseUrl: string,
  prober: LoadClinician,
  notes: NoteLedger,
  url: string,
): Promise<void> {
  const recorder = new Recorder();
  const probe = new Browser(baseUrl, null);
  await probe.signIn(prober.username, prober.password);
  const health = watch(new Browser(baseUrl, null), '/api/health');
  const serving = watch(probe, '/api/meetings');
  const times = { stopAsked: 0, stopped: 0, startAsked: 0, started: 0 };
  const restarted = (async () => {
    await pause(Math.min(20, RESTART_SECONDS / 3) * 1000);
    times.stopAsked = Date.now();
    await server.stop();
    times.stopped = Date.now();
    await pause(DOWN_SECONDS * 1000);
    times.startAsked = Date.now();
    await server.start();
    times.started = Date.now();
  })();
  await Promise.all([runPhase(shifts, RESTART_SECONDS, recorder, () => baseUrl), restarted]);
  await health.stop();
  await serving.stop();

  console.log(table(recorder.byRoute(), null));
  const firstDegraded = health.answers.find((h) => h.at >= times.stopAsked && h.status === 503);
  const okWhileDown = health.answers.filter(
    (h) => firstDegraded && h.at > firstDegraded.at && h.at < times.started && h.status === 200,
  );
  const healthyAgain = health.answers.find((h) => h.at >= times.started && h.status === 200);
  const servingAgain = serving.answers.find((h) => h.at >= times.started && h.status === 200);
  const servedAgainMs = servingAgain ? servingAgain.at - times.started : Infinity;
  const outage = (s: Sample) =>
    s.startedAt + s.ms >= times.stopAsked && s.startedAt <= times.started + SERVING_AGAIN_BUDGET_MS;
  const errorsDuring = recorder.samples.filter((s) => outage(s) && isError(s)).length;
  const errorsOutside = recorder.samples.filter((s) => !outage(s) && isError(s)).length;
  console.log(
    `  PostgreSQL stopped ${times.stopped - times.stopAsked} ms after it was asked, down ${((times.started - times.stopped) / 1000).toFixed(1)} s, accepting connections again ${times.started - times.startAsked} ms after the start was asked`,
  );
  console.log(
    `  /api/health: degraded ${firstDegraded ? `${firstDegraded.at - times.stopAsked} ms after the stop was asked` : 'never'}, ok again ${healthyAgain ? `${healthyAgain.at - times.started} ms after the database was back` : 'never'}; time degraded ${firstDegraded && healthyAgain ? ((healthyAgain.at - firstDegraded.at) / 1000).toFixed(1) : '?'} s; "ok" answers while down: ${okWhileDown.length}`,
  );
  console.log(
    `  serving again (GET /api/meetings answered 200) ${servingAgain ? `${servedAgainMs} ms` : 'never'} after the database was back (budget ${SERVING_AGAIN_BUDGET_MS} ms)`,
  );
  console.log(
    `  failed requests of the load: ${errorsDuring} during the outage (from the stop to 5 s after the return), ${errorsOutside} outside it`,
  );

  // Lost autosaves: after the run every clinician's last text must be what the database holds.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ meeting_id: string; history: string | null }>(
    `SELECT meeting_id, "values"->>'history' AS history FROM medical_record_entries WHERE meeting_id = ANY($1::uuid[])`,
    [[...notes.keys()]],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.meeting_id, r.history ?? '']));
  let lostTyped = 0;
  let lostAcked = 0;
  for (const [meetingId, note] of notes) {
    const held = stored.get(meetingId) ?? '';
    if (held !== note.typed) lostTyped += 1;
    if (note.acked !== null && !held.startsWith(note.acked)) lostAcked += 1;
  }
  console.log(
    `  autosave: ${notes.size} notes written in the run; acknowledged text not in the database: ${lostAcked}; typed text not in the database at the end: ${lostTyped}`,
  );
  verdict(
    '6',
    Boolean(firstDegraded) &&
      okWhileDown.length === 0 &&
      servedAgainMs <= SERVING_AGAIN_BUDGET_MS &&
      lostTyped === 0 &&
      lostAcked === 0 &&
      errorsOutside === 0,
    `health degraded while down: ${firstDegraded && okWhileDown.length === 0 ? 'yes' : 'no'}; serving again ${servedAgainMs} ms after the database returned (budget ${SERVING_AGAIN_BUDGET_MS} ms); ${lostTyped + lostAcked} autosaves lost; ${errorsOutside} errors outside the outage`,
  );
}
