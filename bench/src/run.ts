/**
 * `npm run bench`: throughput of the meeting-load route (signed in, access-checked, audited) as a
 * ratio of a bare route in the same server and the same run, and its p99 latency. Rounds alternate
 * between the two routes so that drift in the machine's speed hits both alike.
 * Budget (architecture §9): ratio ≥ 0.35.
 */
import autocannon, { type Result } from 'autocannon';
import { startServer } from '../../e2e/src/harness';

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 10;
const BUDGET = 0.35;

const server = await startServer({
  LOG_LEVEL: 'error',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'se.doctor', password: 'konsult' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const list = (await (await fetch(`${server.baseUrl}/api/meetings`, { headers: { cookie } })).json()) as {
    meetings: { id: string; status: string }[];
  };
  const meeting = list.meetings.find((m) => m.status === 'SCHEDULED' || m.status === 'STARTED');
  if (!meeting) throw new Error('no open demo meeting to load');

  const run = (path: string, headers: Record<string, string> = {}) =>
    autocannon({ url: server.baseUrl + path, connections: CONNECTIONS, duration: SECONDS, headers });

  // Warm-up: JIT, PGlite's caches, the session lookup.
  await run('/api/health');
  await run(`/api/meeting/doctor/meeting/${meeting.id}`, { cookie });

  const bare: Result[] = [];
  const loaded: Result[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await run('/api/health'));
    loaded.push(await run(`/api/meeting/doctor/meeting/${meeting.id}`, { cookie }));
  }
  const total = (rs: Result[]) => rs.reduce((n, r) => n + r.requests.total, 0);
  const errors = (rs: Result[]) => rs.reduce((n, r) => n + r.errors + r.non2xx, 0);
  const p99 = (rs: Result[]) => Math.max(...rs.map((r) => r.latency.p99));
  const ratio = total(loaded) / total(bare);

  const seconds = ROUNDS * SECONDS;
  console.log(
    `GET /api/health                       ${(total(bare) / seconds).toFixed(0)} req/s  p99 ${p99(bare)} ms  errors ${errors(bare)}`,
  );
  console.log(
    `GET /api/meeting/doctor/meeting/{id}  ${(total(loaded) / seconds).toFixed(0)} req/s  p99 ${p99(loaded)} ms  errors ${errors(loaded)}`,
  );
  console.log(
    `ratio meeting ÷ health: ${ratio.toFixed(2)} (budget ≥ ${BUDGET}) — ${ratio >= BUDGET ? 'within budget' : 'OVER BUDGET'}`,
  );
  process.exitCode = ratio >= BUDGET && errors(loaded) === 0 ? 0 : 1;
} finally {
  await server.stop();
}
