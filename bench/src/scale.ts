/**
 * Issue 22 (architecture §9, "PostgreSQL at 100,000 patients, 1,000,000 entries"): on a database filled by
 * `npm run seed:scale`, the p99 of the meeting list, a meeting load and a typical patient's record history
 * (≤ 50 entries), each against 20 ms; then EXPLAIN of every statement those routes send, flagging a sequential scan
 * of a big table.
 *
 * Latency: the real server in its own process (as `npm start` runs it), clinicians of the generated data signed in,
 * each request timed from sending to the last byte. The meeting loads and histories are each a different meeting or
 * patient, never asked before: the database answers, not the server's caches (a consultation screen asking the
 * same meeting again is served from memory, which the 0.35 ratio of `npm run bench` measures). Judged one request
 * at a time: the budget is how fast a route answers at this size (how it holds up under a shift's load is goal 4's
 * 50 clinicians, p99 ≤ 100 ms); the same routes with CLIENTS clinicians at once are printed beside it.
 *
 * EXPLAIN: the same three routes once more, in an app built in this process on the same database, with every
 * statement node-postgres sends captured (text and parameters); each is then explained with those parameters, the
 * reads with ANALYZE (they run), the writes without.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../../e2e/src/server-process';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/platform/config';
import { openDatabase } from '../../packages/server/src/platform/db/database';

const BUDGET_MS = 20;
const SEED_BUDGET_S = 300;
const CLIENTS = 10;
const TYPICAL_MAX_ENTRIES = 50;
/** Requests sent one at a time, round the clinicians (the judged figure). */
const SINGLE = 400;
/** Meeting-list requests per clinician in the concurrent pass. */
const LIST_REQUESTS = 40;
/** Requests per clinician and route that warm the server first (not timed). */
const WARM = 3;

/** How many clinicians of the generated data sign in: two a market. */
const CLINICIANS = ['se', 'gb', 'no', 'fr', 'de'].flatMap((m) => [`scale.${m}.01`, `scale.${m}.02`]);
/** A table with more rows than this is big: a sequential scan of it is flagged. */
const BIG_TABLE_ROWS = 10_000;
/** Meetings that open on the consultation screen (cancelled and reassigned ones answer 410). */
const OPENS: ReadonlySet<string> = new Set(['SCHEDULED', 'STARTED', 'COMPLETED', 'NO_SHOW']);
const CARE_RELATIONSHIP_MS = 25 * 86_400_000;

type Clinician = {
  username: string;
  cookie: string;
  meetings: string[];
  patients: string[];
  /** Meetings in the clinician's list (the home screen's ±60 days), and the list's size in bytes. */
  listed: number;
  listBytes: number;
};
/** A route and, for the meeting load and the history, each clinician's ids to ask it for. */
type Route = { label: string; path: string; ids?: (c: Clinician) => string[] };
type Request = { clinician: Clinician; path: string };

export type ScaleVerdict = { ok: boolean; line: string };

/**
 * Runs the scale benchmark on `databaseUrl`: a database filled by `npm run seed:scale`, or an empty one, which it
 * fills first (timing the generator, the first figure of goal 5). Prints every figure; answers the verdict.
 */
export async function scaleBench(databaseUrl: string): Promise<ScaleVerdict> {
  const startLoad = loadavg()[0]!;
  let seed = await scaleSeed(databaseUrl);
  const filledNow = !seed;
  if (!seed) {
    console.log('\nscale (issue 22): filling the database first (npm run seed:scale)');
    await runGenerator(databaseUrl);
    seed = await scaleSeed(databaseUrl);
    if (!seed) throw new Error('seed:scale did not finish');
  }
  const seedOk = seed.seconds <= SEED_BUDGET_S;
  console.log(
    `\nscale (issue 22): PostgreSQL with ${seed.patients.toLocaleString('en')} patients, ` +
      `${seed.meetings.toLocaleString('en')} meetings (${seed.notes.toLocaleString('en')} signed notes), ` +
      `${seed.entries.toLocaleString('en')} record-history entries`,
  );
  console.log(
    `  generated in ${seed.seconds.toFixed(1)} s${filledNow ? '' : ' (by an earlier seed:scale, not in this run)'} — ` +
      `÷ ${SEED_BUDGET_S} s: ${(seed.seconds / SEED_BUDGET_S).toFixed(2)} (budget ≤ 1: ${seedOk ? 'within' : 'MISSED'})`,
  );

  const routes: Route[] = [
    { label: 'GET /api/meetings', path: '/api/meetings' },
    { label: 'GET /api/meeting/doctor/meeting/{id}', path: '/api/meeting/doctor/meeting/', ids: (c) => c.meetings },
    { label: 'GET /api/medicalrecord/v4/entries/{id}', path: '/api/medicalrecord/v4/entries/', ids: (c) => c.patients },
  ];
  const judged = new Map<string, Measured>();
  const server = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  try {
    const clinicians = await Promise.all(CLINICIANS.map((username) => prepareClinician(server.baseUrl, username)));
    await keepTypical(databaseUrl, clinicians);
    const listed = clinicians.map((c) => c.listed);
    const kilobytes = clinicians.map((c) => c.listBytes / 1024);
    console.log(
      `  ${clinicians.length} clinicians (scale.se.01 …) signed in; their lists of ±60 days hold ` +
        `${Math.min(...listed)}–${Math.max(...listed)} meetings (${Math.min(...kilobytes).toFixed(0)}–` +
        `${Math.max(...kilobytes).toFixed(0)} KB of JSON)`,
    );
    console.log(
      `  each request timed to its last byte; judged: one request at a time (p99 of ${SINGLE}, round the ` +
        `${clinicians.length} clinicians); beside it ${CLIENTS} clinicians at once on the same server`,
    );
    for (const route of routes) {
      const { warm, single, many } = plan(route, clinicians);
      await run(server.baseUrl, [warm]);
      const one = await run(server.baseUrl, [single]);
      const all = await run(server.baseUrl, many);
      judged.set(route.label, { ...one, errors: one.errors + all.errors });
      console.log(`  ${route.label}${route.ids ? ' (each a different one, opened for the first time)' : ''}`);
      console.log(`    1 at a time:  ${summary(one)}`);
      console.log(`    ${CLIENTS} at once:   ${summary(all)}`);
    }
  } finally {
    await server.stop();
  }

  const plans = await explainRoutes(databaseUrl);
  const endLoad = loadavg()[0]!;
  console.log(
    `\n  verdict (load average ${startLoad.toFixed(1)} at the start, ${endLoad.toFixed(1)} at the end, on ` +
      `${availableParallelism()} cores: the figures include whatever else ran)`,
  );
  const figures: string[] = [];
  let ok = seedOk && plans.ok;
  for (const { label } of routes) {
    const m = judged.get(label)!;
    const within = m.p99 <= BUDGET_MS && m.errors === 0;
    ok &&= within;
    figures.push(`${label.split(' ')[1]} p99 ${m.p99.toFixed(1)} ms`);
    const database = plans.databaseMs.get(label) ?? 0;
    console.log(
      `  ${label}: p99 ${m.p99.toFixed(1)} ms ÷ ${BUDGET_MS} ms = ${(m.p99 / BUDGET_MS).toFixed(2)} ` +
        `(budget ≤ 1: ${within ? 'within' : 'MISSED'}${m.errors ? `, ${m.errors} errors` : ''})`,
    );
    if (!within) {
      console.log(
        `    what limits it: PostgreSQL runs the route's reads in ${database.toFixed(1)} ms (EXPLAIN ANALYZE above); ` +
          `the rest of its ${m.p50.toFixed(1)} ms p50 and the tail are the server (rows to objects, JSON, the ` +
          `audit row's commit, which waits for the WAL to reach the disk) and the machine's other work`,
      );
    }
  }
  const line =
    `seed ${seed.seconds.toFixed(0)} s (≤ ${SEED_BUDGET_S}); ${figures.join(', ')} (≤ ${BUDGET_MS}); ` +
    `plans ${plans.ok ? 'use indexes' : 'scan a big table'}`;
  console.log(`  goal 5: ${ok ? 'within budget' : 'MISSED'} — ${line}`);
  return { ok, line };
}

/** `npm run seed:scale` on the database, in a process of its own, its output shown as it goes. */
async function runGenerator(databaseUrl: string): Promise<void> {
  const cli = fileURLToPath(new URL('../../packages/server/src/demo/scale/scale-cli.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:scale exited with ${code}`);
}

/**
 * The requests of one route: a few per clinician to warm the server (its JIT), SINGLE to send one at a time round
 * the clinicians, and the rest as one sequence per clinician for the concurrent pass. For the meeting load and the
 * history no id is asked twice.
 */
function plan(route: Route, clinicians: Clinician[]): { warm: Request[]; single: Request[]; many: Request[][] } {
  const ids = clinicians.map((c) => route.ids?.(c) ?? Array.from({ length: WARM + SINGLE + LIST_REQUESTS }, () => ''));
  const request = (i: number, id: string): Request => ({ clinician: clinicians[i]!, path: route.path + id });
  const perClinician = Math.ceil(SINGLE / clinicians.length);
  const single: Request[] = [];
  for (let k = 0; k < perClinician; k++)
    ids.forEach((xs, i) => WARM + k < xs.length && single.push(request(i, xs[WARM + k]!)));
  return {
    warm: ids.flatMap((xs, i) => xs.slice(0, WARM).map((id) => request(i, id))),
    single: single.slice(0, SINGLE),
    many: ids.map((xs, i) =>
      xs
        .slice(WARM + perClinician, route.ids ? undefined : WARM + perClinician + LIST_REQUESTS)
        .map((id) => request(i, id)),
    ),
  };
}

type Seed = { patients: number; meetings: number; entries: number; notes: number; seconds: number };

/** What seed:scale filled the database with, and how long it took; null for a database it has not filled. */
async function scaleSeed(databaseUrl: string): Promise<Seed | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const marked = await client.query<{ present: boolean }>(
      `SELECT to_regclass('public.scale_seed') IS NOT NULL AS present`,
    );
    if (!marked.rows[0]?.present) return null;
    const { rows } = await client.query<Seed>(
      'SELECT patients, meetings, entries, notes, seconds FROM scale_seed WHERE finished_at IS NOT NULL',
    );
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}

async function prepareClinician(baseUrl: string, username: string): Promise<Clinician> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'konsult' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const text = await (await fetch(`${baseUrl}/api/meetings`, { headers: { cookie } })).text();
  const list = JSON.parse(text) as {
    meetings: { id: string; patientId: string; status: string; scheduledStartTime: number }[];
  };
  const now = Date.now();
  const open = list.meetings.filter((m) => OPENS.has(m.status));
  // A care relationship: a meeting not cancelled or reassigned that is ahead or ended within the last 30 days.
  const related = open.filter((m) => m.scheduledStartTime > now - CARE_RELATIONSHIP_MS).map((m) => m.patientId);
  return {
    username,
    cookie,
    meetings: shuffle(open.map((m) => m.id)),
    patients: shuffle([...new Set(related)]),
    listed: list.meetings.length,
    listBytes: text.length,
  };
}

/** Keeps the patients whose history is typical (≤ 50 entries in all) and not another clinician's pick too. */
async function keepTypical(databaseUrl: string, clinicians: Clinician[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = clinicians.flatMap((c) => c.patients);
    const { rows } = await client.query<{ id: string; entries: number }>(
      `SELECT p.id, (SELECT count(*) FROM record_history_entries h WHERE h.patient_id = p.id)
         + (SELECT count(*) FROM medical_record_entries e WHERE e.patient_id = p.id) AS entries
       FROM unnest($1::uuid[]) AS p (id)`,
      [ids],
    );
    const entries = new Map(rows.map((r) => [r.id, Number(r.entries)]));
    const seen = new Set<string>();
    let skipped = 0;
    const kept: number[] = [];
    for (const c of clinicians) {
      c.patients = c.patients.filter((id) => {
        const n = entries.get(id) ?? 0;
        if (seen.has(id) || n > TYPICAL_MAX_ENTRIES) {
          skipped += n > TYPICAL_MAX_ENTRIES ? 1 : 0;
          return false;
        }
        seen.add(id);
        kept.push(n);
        return true;
      });
    }
    kept.sort((a, b) => a - b);
    console.log(
      `  typical patients: ${kept.length}, entries median ${kept[kept.length >> 1]}, max ${kept.at(-1)}; ` +
        `${skipped} with more than ${TYPICAL_MAX_ENTRIES} left out`,
    );
  } finally {
    await client.end();
  }
}

type Measured = { count: number; p50: number; p99: number; max: number; errors: number; perSecond: number };

/** Each sequence sent by a client of its own, one request after another, all clients at once. */
async function run(baseUrl: string, sequences: Request[][]): Promise<Measured> {
  const timings: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    sequences.map(async (sequence) => {
      for (const { clinician, path } of sequence) {
        const sent = performance.now();
        const response = await fetch(baseUrl + path, {
          headers: { cookie: clinician.cookie, 'accept-encoding': 'gzip, deflate, br' },
        });
        await response.arrayBuffer();
        timings.push(performance.now() - sent);
        if (!response.ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const p = (q: number) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)] ?? NaN;
  return {
    count: timings.length,
    p50: p(0.5),
    p99: p(0.99),
    max: timings.at(-1) ?? NaN,
    errors,
    perSecond: timings.length / seconds,
  };
}

function summary(m: Measured): string {
  return (
    `${String(m.count).padStart(4)} requests, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ` +
    `max ${m.max.toFixed(1)} ms, ${m.perSecond.toFixed(0)} req/s, errors ${m.errors}`
  );
}

type Captured = { text: string; values: unknown[] };

/**
 * The three routes once more, in an app in this process, capturing what node-postgres sends; then EXPLAIN of each
 * statement. True when no plan scans a big table sequentially.
 */
async function explainRoutes(databaseUrl: string): Promise<{ ok: boolean; databaseMs: Map<string, number> }> {
  let capture: Captured[] | null = null;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    if (capture) {
      const text = typeof config === 'string' ? config : config.text;
      const params = (typeof config === 'string' ? values : (config.values ?? values)) as unknown[] | undefined;
      capture.push({ text, values: Array.isArray(params) ? params : [] });
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const config = { ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), webDist: null };
  const app = await buildApp({ config, database, logger: false });
  const explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  let ok = true;
  const databaseMs = new Map<string, number>();
  try {
    const big = await bigTables(explainer);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: CLINICIANS[0], password: 'konsult' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const get = async (url: string) => {
      capture = [];
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      const sent = capture;
      capture = null;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return { body: response.body, sent };
    };
    const list = await get('/api/meetings');
    const { meetings } = JSON.parse(list.body) as {
      meetings: { id: string; patientId: string; status: string; scheduledStartTime: number }[];
    };
    const now = Date.now();
    const open = meetings.find((m) => OPENS.has(m.status) && m.scheduledStartTime > now - CARE_RELATIONSHIP_MS)!;
    const load = await get(`/api/meeting/doctor/meeting/${open.id}`);
    const history = await get(`/api/medicalrecord/v4/entries/${open.patientId}`);

    console.log(
      `\n  EXPLAIN of the statements each route sends (${CLINICIANS[0]}; a big table has > ${BIG_TABLE_ROWS.toLocaleString('en')} rows)`,
    );
    for (const [label, sent] of [
      ['GET /api/meetings', list.sent],
      ['GET /api/meeting/doctor/meeting/{id}', load.sent],
      ['GET /api/medicalrecord/v4/entries/{id}', history.sent],
    ] as const) {
      console.log(`  ${label}: ${sent.length} statements`);
      for (const statement of sent) {
        const plan = await explain(explainer, statement);
        if (!plan) continue;
        databaseMs.set(label, (databaseMs.get(label) ?? 0) + (plan.ms ?? 0));
        const scans = plan.scans.map((s) => {
          const flagged = s.type === 'Seq Scan' && big.has(s.relation);
          if (flagged) ok = false;
          return `${flagged ? 'SEQ SCAN OF A BIG TABLE ' : ''}${s.type}${s.index ? ` using ${s.index}` : ''} on ${s.relation}`;
        });
        const timing = plan.ms === null ? '' : ` ${plan.ms.toFixed(2)} ms`;
        console.log(`    ${oneLine(statement.text)}${timing}\n      ${scans.join('; ') || 'no table read'}`);
      }
    }
    console.log(
      `  plans: ${ok ? 'every big table read through an index' : 'a big table is scanned sequentially (MISSED)'}`,
    );
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    await explainer.end();
    await app.close();
    await database.close();
  }
  return { ok, databaseMs };
}

async function bigTables(client: pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples > $1`,
    [BIG_TABLE_ROWS],
  );
  return new Set(rows.map((r) => r.relname));
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};
type Scan = { type: string; relation: string; index?: string };

/** The statement's plan (the reads run, with ANALYZE), or null for what has no plan (BEGIN, SET, …). */
async function explain(
  client: pg.Client,
  { text, values }: Captured,
): Promise<{ scans: Scan[]; ms: number | null } | null> {
  // A set operation of selects opens with a parenthesis: `(SELECT …) UNION ALL (SELECT …)`.
  const verb = /^[\s(]*(\w+)/.exec(text)?.[1]?.toUpperCase();
  if (!verb || !['SELECT', 'WITH', 'INSERT', 'UPDATE', 'DELETE'].includes(verb)) return null;
  const reads = verb === 'SELECT' || (verb === 'WITH' && !/\b(INSERT|UPDATE|DELETE)\b/i.test(text));
  const options = reads ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'FORMAT JSON';
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] }>(
    `EXPLAIN (${options}) ${text}`,
    values,
  );
  const [result] = rows[0]!['QUERY PLAN'];
  const scans: Scan[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) {
      // A bitmap heap scan names its table; the bitmap index scans under it name the indexes.
      const bitmaps = node['Node Type'] === 'Bitmap Heap Scan' ? indexesUnder(node) : [];
      const index = node['Index Name'] ?? (bitmaps.length > 0 ? bitmaps.join(' + ') : undefined);
      scans.push({ type: node['Node Type'], relation: node['Relation Name'], index });
    }
    node.Plans?.forEach(walk);
  };
  walk(result.Plan);
  return { scans, ms: result['Execution Time'] ?? null };
}

function indexesUnder(node: PlanNode): string[] {
  return (node.Plans ?? []).flatMap((child) => [
    ...(child['Node Type'] === 'Bitmap Index Scan' && child['Index Name'] ? [child['Index Name']] : []),
    ...indexesUnder(child),
  ]);
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}…` : flat;
}

function shuffle<T>(items: T[]): T[] {
  // Deterministic (a fixed linear congruential sequence), so that two runs ask the same things.
  let seed = 22;
  for (let i = items.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
