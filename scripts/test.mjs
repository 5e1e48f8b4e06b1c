#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API integration tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), and browser tests in Chromium. Stops at the first failing stage, and ends with a table of each stage's wall
// time. `.ci/run` passes its install time in CI_INSTALL_SECONDS, which heads the table.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages } from './debian-packages.mjs';

// The browser tests need Chromium and Janus; the PDF tests pdftotext.
ensureDebianPackages();

const env = { ...process.env, TZ: 'UTC' };
const pgUrl = env.TEST_DATABASE_URL;
delete env.TEST_DATABASE_URL;

const stages = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck'], env],
  ['lint', ['npm', 'run', '--silent', 'lint'], env],
  ['unit', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'server', '--project', 'web*'], env],
  ['integration (PGlite)', ['npx', 'vitest', 'run', '--project', 'integration'], env],
  ...(pgUrl
    ? [
        [
          'integration (PostgreSQL)',
          ['npx', 'vitest', 'run', '--project', 'integration'],
          { ...env, TEST_DATABASE_URL: pgUrl },
        ],
      ]
    : []),
  ['browser (build + Chromium)', ['node', 'scripts/e2e.mjs'], env],
];

const timings = [];
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
if (installSeconds > 0) timings.push(['install (npm ci)', installSeconds, 'ok']);

const started = Date.now();
for (const [name, [command, ...args], stageEnv] of stages) {
  console.log(`\n▶ ${name}`);
  const stageStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: stageEnv });
  const ok = result.status === 0;
  timings.push([name, (Date.now() - stageStarted) / 1000, ok ? 'ok' : 'FAILED']);
  if (!ok) {
    printTable(false);
    process.exit(result.status ?? 1);
  }
}
printTable(true);

function printTable(passed) {
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  const rows = [...timings, ['total', total, passed ? 'ok' : 'FAILED']];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'stage'.padEnd(width)}  wall (s)  result`);
  for (const [name, seconds, result] of rows) {
    console.log(`${name.padEnd(width)}  ${seconds.toFixed(1).padStart(8)}  ${result}`);
  }
  if (installSeconds > 0) console.log(`(npm test alone: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
