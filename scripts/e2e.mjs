#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium and Janus are here (installing them with apt when we can), build
// the web app, then run the e2e suite, which starts the real server per file.
import { spawnSync } from 'node:child_process';
import { CHROMIUM, ensureDebianPackages } from './debian-packages.mjs';

ensureDebianPackages();

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@konsult/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const budget = spawnSync('node', ['scripts/bundle-budget.mjs'], { stdio: 'inherit' });
if (budget.status !== 0) process.exit(budget.status ?? 1);

const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e*', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
});
process.exit(run.status ?? 1);
