#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API integration tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), and browser tests in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackages } from './debian-packages.mjs';

// The integration suite starts Janus; the browser tests need Chromium too.
ensureDebianPackages();

const env = { ...process.env, TZ: 'UTC' };
const pgUrl = env.TEST_DATABASE_URL;
delete env.TEST_DATABASE_URL;

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck'], env],
  ['lint', ['npm', 'run', '--silent', 'lint'], env],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'server', '--project', 'web'], env],
  ['integration tests (PGlite)', ['npx', 'vitest', 'run', '--project', 'integration'], env],
  ...(pgUrl
    ? [
        [
          'integration tests (PostgreSQL)',
          ['npx', 'vitest', 'run', '--project', 'integration'],
          { ...env, TEST_DATABASE_URL: pgUrl },
        ],
      ]
    : []),
  ['browser tests', ['node', 'scripts/e2e.mjs'], env],
];

for (const [name, [command, ...args], stepEnv] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
