#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium is here (installing it with apt when we can), build
// the web app, then run the e2e suite, which starts the real server per file.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canApt) {
    console.log('Installing Chromium from Debian (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}: run "sudo apt-get install chromium" (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@konsult/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
});
process.exit(run.status ?? 1);
